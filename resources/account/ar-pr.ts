import { defineResource } from '../catalog/define.ts';

/**
 * Daily merchant refund items (AR/PR, reporting service): the totals of ap, ar and amount over every
 * row the filters match are shown under the list (the envelope's `totals`).
 */
export const arPr = defineResource({
  area: 'account',
  path: 'ar-pr',
  permission: 'arAp',
  menu: {
    group: 'accounting',
    order: 1,
    nameTh: 'รายการคืนเงินประจำวัน',
    nameEn: 'Daily Refund Items',
    icon: 'receipt',
    landing: 12,
  },
  idField: 'transactionNo',
  service: 'reporting',
  endpoints: { list: 'report/ar_pr', get: 'report/ar_pr/{id}' },
  dateRule: 'ymd',
  fields: [
    { source: 'transactionNo', type: 'text' },
    { source: 'storeId', type: 'text' },
    { source: 'storeName', type: 'text', list: false },
    { source: 'payment', type: 'text' },
    { source: 'paymentDate', type: 'dateTime' },
    { source: 'bankAccount', type: 'text' },
    { source: 'bankName', type: 'text' },
    { source: 'bankType', type: 'text' },
    { source: 'ap', type: 'money' },
    { source: 'ar', type: 'money' },
    { source: 'amount', type: 'money' },
  ],
  filters: [
    { source: 'q', type: 'search', alwaysOn: true },
    { source: 'dateRange', type: 'dateRange' },
    { source: 'payment', type: 'master', list: 'service' },
  ],
  sort: { field: 'paymentDate', order: 'DESC' },
  views: ['list', 'show'],
  export: { mode: 'csv' },
  listFooter: () => import('./ar-pr/ArPrTotals.tsx'),
  recordTitle: 'transactionNo',
  mock: {
    table: 'arPr',
    searchFields: ['transactionNo', 'storeId', 'storeName', 'bankAccount'],
    dateField: 'paymentDate',
  },
  i18n: {
    th: {
      name: 'รายการคืนเงินประจำวัน',
      fields: {
        q: 'ค้นหา',
        transactionNo: 'เลขที่รายการ',
        storeId: 'รหัสร้านค้า',
        storeName: 'ชื่อร้านค้า',
        payment: 'ช่องทางการชำระ',
        paymentDate: 'วันที่ชำระ',
        bankAccount: 'เลขบัญชี',
        bankName: 'ชื่อธนาคาร',
        bankType: 'ประเภทบัญชี',
        ap: 'เจ้าหนี้ (AP)',
        ar: 'ลูกหนี้ (AR)',
        amount: 'จำนวนเงิน',
        dateRange: 'ช่วงวันที่',
      },
      messages: {
        totals: 'ยอดรวม',
        totalsOf: 'ยอดรวมของ %{smart_count} รายการที่ตรงกับตัวกรอง',
      },
    },
    en: {
      name: 'Daily Refund Items',
      fields: {
        q: 'Search',
        transactionNo: 'Transaction no.',
        storeId: 'Store ID',
        storeName: 'Store name',
        payment: 'Payment',
        paymentDate: 'Payment date',
        bankAccount: 'Bank account',
        bankName: 'Bank name',
        bankType: 'Bank type',
        ap: 'AP',
        ar: 'AR',
        amount: 'Amount',
        dateRange: 'Date range',
      },
      messages: {
        totals: 'Totals',
        totalsOf: 'Totals of the %{smart_count} matching row |||| Totals of the %{smart_count} matching rows',
      },
    },
  },
});
