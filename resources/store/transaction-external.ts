import { defineResource } from '../catalog/define.ts';
import { TRANSACTION_FILTERS, TRANSACTION_LABELS } from './common/transactions.ts';

/** Transactions made through external partners (reporting service): yyyy-MM-dd dates, xlsx export. */
export const transactionExternal = defineResource({
  area: 'store',
  path: 'transaction-external',
  permission: 'transactionExternal',
  menu: {
    group: 'stores',
    order: 5,
    nameTh: 'รายการธุรกรรมภายนอก',
    nameEn: 'Transaction For External',
    icon: 'swap',
    landing: 18,
  },
  idField: 'transactionNo',
  service: 'reporting',
  endpoints: { list: 'report/transaction/get-transactions-external' },
  dateRule: 'ymd',
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
  sort: { field: 'createdDate', order: 'DESC' },
  views: ['list'],
  export: {
    mode: 'server',
    path: 'report/transaction/get-transactions-external/export',
    fileNamePrefix: '[EXT]-Transaction_',
    extension: 'xlsx',
  },
  recordTitle: 'transactionNo',
  mock: {
    table: 'externalTransactions',
    searchFields: ['transactionNo', 'storeId', 'storeName', 'partner', 'refNo'],
    dateField: 'createdDate',
  },
  i18n: {
    th: {
      name: 'รายการธุรกรรมภายนอก',
      fields: {
        ...TRANSACTION_LABELS.th,
        partner: 'พาร์ทเนอร์',
        refNo: 'เลขอ้างอิง',
      },
    },
    en: {
      name: 'Transaction For External',
      fields: {
        ...TRANSACTION_LABELS.en,
        partner: 'Partner',
        refNo: 'Reference no.',
      },
    },
  },
});
