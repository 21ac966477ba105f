import { declare } from '../../catalog/define.ts';
import { bankChannels } from '../../management/payment-channel/declaration.ts';

export default declare({
  idField: 'bankCode',
  endpoints: {
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
  views: ['show', 'edit'],
  slots: { edit: () => import('./SettingMdrEdit.tsx') },
  mock: { table: 'settingMdr', searchFields: ['bankCode', 'bankName'] },
  i18n: {
    th: {
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
