import { RatesEdit } from '../common/RatesEdit.tsx';

/** `/account/setting-mdr/form/{bankCode}`: the bank's initial payment term and MDR rate per channel. */
export default function SettingMdrEdit() {
  return <RatesEdit listSource="channels" keyFields={['channel']} rateSource="mdrRate" />;
}
