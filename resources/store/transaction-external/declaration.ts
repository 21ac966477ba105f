import { declare } from '../../catalog/define.ts';
import { TRANSACTION_FILTERS, TRANSACTION_LABELS } from '../common/transactions.ts';

export default declare({
  idField: 'transactionNo',
  endpoints: {},
  fields: [
    { source: 'transactionNo', type: 'text' },
    { source: 'storeId', type: 'text' },
    { source: 'storeName', type: 'text' },
    { source: 'partner', type: 'text' },
    { source: 'refNo', type: 'text' },
    { source: 'amount', type: 'money' },
    { source: 'status', type: 'status', vocabulary: 'qrTransaction' },
    { source: 'createdDate', type: 'dateTime' },
  ],
  filters: TRANSACTION_FILTERS,
  export: {
    mode: 'server',
    path: 'report/transaction/get-transactions-external/export',
    fileNamePrefix: '[EXT]-Transaction_',
    extension: 'xlsx',
  },
  lookup: { keys: [{ field: 'transactionNo', pattern: /^EXT\d{8,}$/i }] },
  mock: {
    table: 'externalTransactions',
    searchFields: ['transactionNo', 'storeId', 'storeName', 'partner', 'refNo'],
    dateField: 'createdDate',
  },
  i18n: {
    th: {
      fields: {
        ...TRANSACTION_LABELS.th,
        partner: 'พาร์ทเนอร์',
        refNo: 'เลขอ้างอิง',
      },
    },
    en: {
      fields: {
        ...TRANSACTION_LABELS.en,
        partner: 'Partner',
        refNo: 'Reference no.',
      },
    },
  },
});
