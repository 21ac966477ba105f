import { declare } from '../../catalog/define.ts';

export default declare({
  idField: 'id',
  endpoints: {},
  settings: {
    form: 'route',
    parts: [
      { get: 'qr_code/amount', update: 'qr_code/amount', fields: ['amount'] },
      { get: 'qr_code/timeout', update: 'qr_code/timeout', fields: ['timeoutMinutes'] },
    ],
  },
  fields: [
    { source: 'id', type: 'text', list: false, show: false, form: false },
    {
      source: 'amount',
      type: 'money',
      required: true,
      min: 1,
      max: 700_000,
      helper: 'resources.management/qr-code.messages.amountHelper',
    },
    {
      source: 'timeoutMinutes',
      type: 'number',
      required: true,
      integer: true,
      min: 1,
      max: 60,
      helper: 'resources.management/qr-code.messages.timeoutHelper',
    },
  ],
  views: ['edit'],
  mock: { table: 'qrCodeSettings' },
  i18n: {
    th: {
      fields: { id: 'รหัส', amount: 'วงเงินสูงสุดต่อรายการ (บาท)', timeoutMinutes: 'เวลาหมดอายุ (นาที)' },
      messages: {
        amountHelper: 'ระหว่าง 1 ถึง 700,000 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง',
        timeoutHelper: 'จำนวนเต็ม 1 ถึง 60 นาที',
      },
    },
    en: {
      fields: { id: 'ID', amount: 'Amount limit per payment (THB)', timeoutMinutes: 'Time-out (minutes)' },
      messages: {
        amountHelper: 'From 1 to 700,000 baht, at most 2 decimals',
        timeoutHelper: 'A whole number of minutes from 1 to 60',
      },
    },
  },
});
