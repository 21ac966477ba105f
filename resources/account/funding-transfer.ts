import { defineResource } from '../catalog/define.ts';
import { FUNDING_FILTERS, FUNDING_LABELS } from './common/funding.ts';

/**
 * Funding transfers and settlement (reporting service): the report of money sent to and from stores,
 * with its server export and the raw bank-file export. The raw rows and the transfer-return approval
 * are tabs of this screen (docs/accounting.md): `funding-transfer/raw-data`, `funding-transfer/transfer-return`.
 */
export const fundingTransfer = defineResource({
  area: 'account',
  path: 'funding-transfer',
  permission: 'funding',
  menu: {
    group: 'accounting',
    order: 2,
    nameTh: 'การโอนเงินและการชำระเงิน',
    nameEn: 'Funding Transfer & Settlement',
    icon: 'bank',
    landing: 11,
  },
  idField: 'id',
  service: 'reporting',
  endpoints: { list: 'report/transfer', get: 'report/transfer/{id}' },
  dateRule: 'dmy-next-day',
  fields: [
    { source: 'id', type: 'text' },
    { source: 'storeId', type: 'text' },
    { source: 'storeName', type: 'text' },
    { source: 'transferType', type: 'master', list: 'fundingTransferType', listColumn: false },
    { source: 'amount', type: 'money' },
    { source: 'fee', type: 'money', list: false },
    { source: 'netAmount', type: 'money', list: false },
    { source: 'payerBank', type: 'text' },
    { source: 'payerAccount', type: 'text' },
    { source: 'payerName', type: 'text' },
    { source: 'payeeBank', type: 'text', list: false },
    { source: 'payeeAccount', type: 'text', list: false },
    { source: 'payeeName', type: 'text', list: false },
    { source: 'refPayment', type: 'text' },
    { source: 'status', type: 'status', vocabulary: 'fundingTransfer' },
    { source: 'createdDate', type: 'dateTime' },
    { source: 'transferDate', type: 'dateTime', list: false },
    { source: 'approvedBy', type: 'text', list: false },
    { source: 'approvedDate', type: 'dateTime', list: false },
  ],
  filters: FUNDING_FILTERS,
  sort: { field: 'createdDate', order: 'DESC' },
  views: ['list', 'show'],
  slots: { list: () => import('./funding-transfer/FundingTransferList.tsx') },
  export: {
    mode: 'server',
    path: 'report/transfer/export',
    fileNamePrefix: 'FundingTransfer_',
    extension: 'zip',
  },
  exports: [
    {
      name: 'raw',
      label: 'resources.account/funding-transfer.messages.exportRaw',
      mode: 'server',
      path: 'report/transfer/export_raw',
      fileNamePrefix: 'FundingTransfer_raw_',
      extension: 'csv',
    },
  ],
  recordTitle: 'id',
  mock: {
    table: 'fundingTransfers',
    searchFields: ['id', 'storeId', 'storeName', 'refPayment', 'payeeName', 'payerName'],
    dateField: 'createdDate',
  },
  i18n: {
    th: {
      name: 'การโอนเงินและการชำระเงิน',
      fields: FUNDING_LABELS.th,
      messages: {
        exportRaw: 'ส่งออกข้อมูลดิบ',
        tabTransfers: 'รายการโอนเงิน',
        tabRawData: 'ข้อมูลดิบ',
        tabTransferReturn: 'รายการโอนเงินคืน',
        tabs: 'มุมมองของการโอนเงิน',
      },
    },
    en: {
      name: 'Funding Transfer & Settlement',
      fields: FUNDING_LABELS.en,
      messages: {
        exportRaw: 'Export raw data',
        tabTransfers: 'Transfers',
        tabRawData: 'Raw data',
        tabTransferReturn: 'Transfer returns',
        tabs: 'Funding views',
      },
    },
  },
});
