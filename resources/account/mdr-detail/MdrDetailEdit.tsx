import { RatesEdit } from '../common/RatesEdit.tsx';

/** `/account/mdr-detail/form/{mdrId}`: the payment term and each bank channel's MDR rate. */
export default function MdrDetailEdit() {
  return (
    <RatesEdit
      listSource="rates"
      keyFields={['bankCode', 'channel']}
      rateSource="rate"
      lookupPath="mdr/rate/{id}"
    />
  );
}
