import { declare } from '../../catalog/define.ts';

export default declare({
  idField: 'mdrId',
  endpoints: { get: 'mdr/{id}', update: 'mdr/{id}' },
  fields: [
    { source: 'mdrId', type: 'text', form: false },
    { source: 'storeId', type: 'text', form: false },
    { source: 'storeName', type: 'text', form: false },
    { source: 'bankRegister', type: 'text', form: false },
    { source: 'paymentTerm', type: 'number', integer: true, min: 1, max: 90, required: true },
    {
      source: 'banks',
      type: 'embeddedList',
      form: false,
      fields: [
        { source: 'bankName', type: 'text' },
        { source: 'mdr', type: 'text' },
      ],
    },
    {
      source: 'rates',
      type: 'embeddedList',
      form: false,
      fields: [
        { source: 'bankCode', type: 'text' },
        { source: 'channel', type: 'text' },
        { source: 'rate', type: 'percent' },
      ],
    },
    { source: 'updatedDate', type: 'dateTime', form: false },
  ],
  views: ['show', 'edit'],
  // No list of its own: "Back" goes to the MDR list it is opened from.
  addresses: { list: '/account/mdr' },
  slots: { edit: () => import('./MdrDetailEdit.tsx') },
  // Each registered bank's code: the MDR update (mocks/handlers/merchant.ts) matches rates to it.
  mock: { table: 'mdr', extraFields: ['banks.bankCode'] },
  i18n: {
    th: {
      fields: {
        mdrId: 'รหัส MDR',
        storeId: 'รหัสร้านค้า',
        storeName: 'ชื่อร้านค้า',
        bankRegister: 'ธนาคารที่ลงทะเบียน',
        paymentTerm: 'รอบการชำระเงิน (วัน)',
        banks: 'ธนาคาร',
        bankName: 'ชื่อธนาคาร',
        mdr: 'อัตรา MDR',
        rates: 'อัตรา MDR ตามช่องทาง',
        bankCode: 'รหัสธนาคาร',
        channel: 'ช่องทางการชำระเงิน',
        rate: 'อัตรา MDR (%)',
        updatedDate: 'แก้ไขล่าสุด',
      },
      messages: {
        loadingRates: 'กำลังโหลดอัตรา MDR…',
        saved: 'บันทึก MDR ของ %{name} แล้ว',
      },
    },
    en: {
      fields: {
        mdrId: 'MDR ID',
        storeId: 'Store ID',
        storeName: 'Store name',
        bankRegister: 'Registered banks',
        paymentTerm: 'Payment term (days)',
        banks: 'Banks',
        bankName: 'Bank name',
        mdr: 'MDR',
        rates: 'MDR rates per channel',
        bankCode: 'Bank code',
        channel: 'Payment channel',
        rate: 'MDR rate (%)',
        updatedDate: 'Updated',
      },
      messages: {
        loadingRates: 'Loading the MDR rates…',
        saved: 'MDR of %{name} saved',
      },
    },
  },
});
