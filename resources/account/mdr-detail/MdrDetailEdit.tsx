import { RatesEdit } from '../common/RatesEdit.tsx';
import { MDR_DETAIL_CALLS } from './calls.ts';

/** `/account/mdr-detail/form/{mdrId}`: the payment term and each bank channel's MDR rate. */
export default function MdrDetailEdit() {
  return (
    <RatesEdit
      listSource="rates"
      keyFields={['bankCode', 'channel']}
      rateSource="rate"
      lookupPath={MDR_DETAIL_CALLS.rates.path}
    />
  );
}
