import { declare } from '../../catalog/define.ts';

export default declare({
  idField: 'mdrId',
  endpoints: {},
  fields: [
    { source: 'mdrId', type: 'text' },
    { source: 'storeId', type: 'text' },
    { source: 'storeName', type: 'text' },
    { source: 'bankRegister', type: 'text' },
    { source: 'paymentTerm', type: 'number' },
    { source: 'updatedDate', type: 'dateTime' },
  ],
  filters: [{ source: 'q', type: 'search', alwaysOn: true }],
  rowOpens: 'account/mdr-detail',
  export: { mode: 'server', path: 'mdr/export', fileNamePrefix: 'MDR_', extension: 'xlsx' },
  mock: {
    table: 'mdr',
    searchFields: ['mdrId', 'storeId', 'storeName', 'bankRegister'],
    dateField: 'updatedDate',
  },
  i18n: {
    th: {
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
