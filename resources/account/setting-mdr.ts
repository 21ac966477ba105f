import { defineResource } from '../catalog/define.ts';
import { bankChannels } from '../management/payment-channel.ts';

/**
 * Initial MDR setting per bank (payment gateway): the payment term and the MDR rate of each payment
 * channel new stores start with. A bank, and each of its channels, is switched on or off here
 * (confirmed, then the record is read again).
 */
export const settingMdr = defineResource({
  area: 'account',
  path: 'setting-mdr',
  permission: 'settingMdr',
  menu: {
    group: 'accounting',
    order: 3,
    nameTh: 'ตั้งค่า MDR เริ่มต้น',
    nameEn: 'Initial MDR Setting',
    icon: 'tune',
    landing: 13,
  },
  idField: 'bankCode',
  service: 'payment',
  endpoints: {
    list: 'setting_mdr',
    get: 'setting_mdr/{id}',
    update: 'setting_mdr/{id}',
    toggle: { method: 'PUT', path: 'bank/{id}/toggle_active' },
  },
  fields: [
    { source: 'bankCode', type: 'text', readOnly: true },
    { source: 'bankName', type: 'text', form: false },
    { source: 'paymentTerm', type: 'number', integer: true, min: 1, max: 90, required: true },
    bankChannels([{ source: 'mdrRate', type: 'percent' }]),
    { source: 'isActive', type: 'active', form: false },
  ],
  filters: [{ source: 'q', type: 'search', alwaysOn: true }],
  sort: { field: 'bankCode', order: 'ASC' },
  views: ['list', 'show', 'edit'],
  slots: { edit: () => import('./setting-mdr/SettingMdrEdit.tsx') },
  recordTitle: 'bankName',
  mock: { table: 'settingMdr', searchFields: ['bankCode', 'bankName'] },
  i18n: {
    th: {
      name: 'ตั้งค่า MDR เริ่มต้น',
      fields: {
        q: 'ค้นหา',
        bankCode: 'รหัสธนาคาร',
        bankName: 'ชื่อธนาคาร',
        paymentTerm: 'รอบการชำระเงิน (วัน)',
        channels: 'ช่องทางการชำระเงิน',
        channel: 'ช่องทาง',
        mdrRate: 'อัตรา MDR (%)',
        isActive: 'สถานะใช้งาน',
      },
      messages: { saved: 'บันทึกการตั้งค่า MDR ของ %{name} แล้ว' },
    },
    en: {
      name: 'Initial MDR Setting',
      fields: {
        q: 'Search',
        bankCode: 'Bank code',
        bankName: 'Bank name',
        paymentTerm: 'Payment term (days)',
        channels: 'Payment channels',
        channel: 'Channel',
        mdrRate: 'MDR rate (%)',
        isActive: 'Active',
      },
      messages: { saved: 'MDR setting of %{name} saved' },
    },
  },
});
