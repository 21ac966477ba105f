import { declare } from '../../catalog/define.ts';
import { FUNDING_FILTERS, FUNDING_LABELS } from '../common/funding.ts';

export default declare({
  idField: 'id',
  endpoints: { list: 'report/transfer/raw' },
  fields: [
    { source: 'id', type: 'text' },
    { source: 'batchNo', type: 'text' },
    { source: 'createdDate', type: 'dateTime' },
    { source: 'transferDate', type: 'dateTime' },
    { source: 'transferType', type: 'text' },
    { source: 'storeId', type: 'text' },
    { source: 'payerBank', type: 'text' },
    { source: 'payerAccount', type: 'text' },
    { source: 'payeeBank', type: 'text' },
    { source: 'payeeAccount', type: 'text' },
    { source: 'payeeName', type: 'text' },
    { source: 'amount', type: 'money' },
    { source: 'fee', type: 'money' },
    { source: 'netAmount', type: 'money' },
    { source: 'refPayment', type: 'text' },
    { source: 'bankRefNo', type: 'text' },
    { source: 'responseCode', type: 'text' },
    { source: 'responseMessage', type: 'text' },
    { source: 'status', type: 'status', vocabulary: 'fundingTransfer' },
  ],
  filters: FUNDING_FILTERS,
  sort: { field: 'createdDate', order: 'DESC' },
  slots: { list: () => import('../funding-transfer/FundingRawDataList.tsx') },
  export: {
    mode: 'server',
    path: 'report/transfer/raw/export',
    fileNamePrefix: 'FundingTransfer_raw_',
    extension: 'xlsx',
  },
  mock: { table: 'fundingTransfers', dateField: 'createdDate' },
  i18n: {
    th: {
      fields: FUNDING_LABELS.th,
    },
    en: {
      fields: FUNDING_LABELS.en,
    },
  },
});
