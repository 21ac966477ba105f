import { defineResource } from '../catalog/define.ts';

/**
 * MDR and payment rounds per store (merchant service). A row opens the store's MDR detail
 * (`/account/mdr-detail/view/{mdrId}`), where rates and the payment term are edited.
 */
export const mdr = defineResource({
  area: 'account',
  path: 'mdr',
  permission: 'mdr',
  menu: {
    group: 'accounting',
    order: 4,
    nameTh: 'MDR และรอบการชำระเงิน',
    nameEn: 'MDR & payment round',
    icon: 'percent',
    landing: 14,
  },
  idField: 'mdrId',
  service: 'merchant',
  endpoints: { list: 'mdr' },
  fields: [
    { source: 'mdrId', type: 'text' },
    { source: 'storeId', type: 'text' },
    { source: 'storeName', type: 'text' },
    { source: 'bankRegister', type: 'text' },
    { source: 'paymentTerm', type: 'number' },
    { source: 'updatedDate', type: 'dateTime' },
  ],
  filters: [{ source: 'q', type: 'search', alwaysOn: true }],
  sort: { field: 'storeId', order: 'ASC' },
  views: ['list'],
  rowOpens: 'account/mdr-detail',
  export: { mode: 'server', path: 'mdr/export', fileNamePrefix: 'MDR_', extension: 'xlsx' },
  recordTitle: 'storeName',
  mock: {
    table: 'mdr',
    searchFields: ['mdrId', 'storeId', 'storeName', 'bankRegister'],
    dateField: 'updatedDate',
  },
  i18n: {
    th: {
      name: 'MDR และรอบการชำระเงิน',
      fields: {
        q: 'ค้นหา',
        mdrId: 'รหัส MDR',
        storeId: 'รหัสร้านค้า',
        storeName: 'ชื่อร้านค้า',
        bankRegister: 'ธนาคารที่ลงทะเบียน',
        paymentTerm: 'รอบการชำระเงิน (วัน)',
        updatedDate: 'แก้ไขล่าสุด',
      },
    },
    en: {
      name: 'MDR & payment round',
      fields: {
        q: 'Search',
        mdrId: 'MDR ID',
        storeId: 'Store ID',
        storeName: 'Store name',
        bankRegister: 'Registered banks',
        paymentTerm: 'Payment term (days)',
        updatedDate: 'Updated',
      },
    },
  },
});
