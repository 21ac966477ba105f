import { declare } from '../../catalog/define.ts';
import type { FieldDeclaration } from '../../../src/schema/index.ts';

/**
 * A bank's payment channels (read-only rows under the bank), each switched on or off by its own call.
 * `columns` go between the channel's name and its switch (the MDR setting adds the rate).
 */
export function bankChannels(columns: FieldDeclaration[]): FieldDeclaration<'channels'> {
  return {
    source: 'channels',
    type: 'embeddedList',
    list: false,
    form: false,
    itemKey: 'channel',
    fields: [{ source: 'channel', type: 'text' }, ...columns, { source: 'isActive', type: 'active' }],
    toggle: { method: 'PUT', path: 'bank/{id}/paymentChannel/{item}/toggle_active', permission: 'edit' },
  };
}

export default declare({
  idField: 'bankCode',
  endpoints: {
    get: 'bank/{id}',
    update: 'bank/{id}',
    toggle: { method: 'PUT', path: 'bank/{id}/toggle_active', bulk: true },
  },
  fields: [
    { source: 'bankCode', type: 'text', readOnly: true },
    { source: 'bankName', type: 'text', required: true, maxLength: 100 },
    { source: 'bankNameEn', type: 'text', required: true, maxLength: 100, list: false },
    { source: 'cutOffTime', type: 'time', required: true },
    bankChannels([]),
    { source: 'channel', type: 'text', form: false, show: false, sortable: false },
    { source: 'isActive', type: 'active', form: false },
  ],
  filters: [
    { source: 'q', type: 'search', alwaysOn: true },
    { source: 'isActive', type: 'active' },
  ],
  views: ['show', 'edit'],
  export: { mode: 'csv' },
  mock: {
    table: 'banks',
    searchFields: ['bankCode', 'bankName', 'bankNameEn'],
    // The bank as the service answers it: account-number length and short name (the short name is
    // searched by the payment service's own bank list and named in the mock's account checks).
    extraFields: ['accountDigits', 'bankShortName'],
  },
  i18n: {
    th: {
      fields: {
        bankCode: 'รหัสธนาคาร',
        bankName: 'ชื่อธนาคาร',
        bankNameEn: 'ชื่อธนาคารภาษาอังกฤษ',
        cutOffTime: 'เวลาตัดรอบโอนเงิน',
        channels: 'ช่องทางการชำระเงิน',
        channel: 'ช่องทาง',
        isActive: 'สถานะใช้งาน',
      },
    },
    en: {
      fields: {
        bankCode: 'Bank code',
        bankName: 'Bank name (Thai)',
        bankNameEn: 'Bank name (English)',
        cutOffTime: 'Settlement cut-off',
        channels: 'Payment channels',
        channel: 'Channel',
        isActive: 'Active',
      },
    },
  },
});
