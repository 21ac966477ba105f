import { declare } from '../../catalog/define.ts';
import { TRANSACTION_FILTERS, TRANSACTION_LABELS } from '../common/transactions.ts';

export default declare({
  idField: 'transactionNo',
  endpoints: {},
  fields: [
    { source: 'transactionNo', type: 'text' },
    { source: 'storeId', type: 'text' },
    { source: 'storeName', type: 'text' },
    { source: 'amount', type: 'money' },
    { source: 'fee', type: 'money' },
    { source: 'status', type: 'status', vocabulary: 'qrTransaction' },
    { source: 'bankName', type: 'text' },
    { source: 'channel', type: 'text' },
    { source: 'ref1', type: 'text', list: false },
    { source: 'ref2', type: 'text', list: false },
    { source: 'createdDate', type: 'dateTime' },
    { source: 'paymentDate', type: 'dateTime' },
  ],
  filters: TRANSACTION_FILTERS,
  export: {
    mode: 'server',
    path: 'report/transaction/GetTransactionByPaymentAdminExcel',
    fileNamePrefix: 'Transaction_',
    extension: 'zip',
    timeoutMs: 300_000,
  },
  lookup: { keys: [{ field: 'transactionNo', pattern: /^QR\d{8,}$/i }] },
  // The charts of the 14 days ending on the list's date range (their own chunk, resources/today/charts).
  slots: { listHeader: () => import('../../today/charts/TransactionListCharts.tsx') },
  mock: {
    table: 'qrTransactions',
    searchFields: ['transactionNo', 'storeId', 'storeName', 'ref1', 'ref2'],
    dateField: 'createdDate',
    // The paying bank's code: the mock's bank statements are built from it (mocks/statements/).
    extraFields: ['bankCode'],
  },
  i18n: {
    th: {
      fields: {
        ...TRANSACTION_LABELS.th,
        fee: 'ค่าธรรมเนียม',
        bankName: 'ธนาคาร',
        channel: 'ช่องทาง',
        ref1: 'Ref 1',
        ref2: 'Ref 2',
        paymentDate: 'วันที่ชำระ',
      },
    },
    en: {
      fields: {
        ...TRANSACTION_LABELS.en,
        fee: 'Fee',
        bankName: 'Bank',
        channel: 'Channel',
        ref1: 'Ref 1',
        ref2: 'Ref 2',
        paymentDate: 'Paid',
      },
    },
  },
});
