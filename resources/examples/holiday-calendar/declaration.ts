import { declare } from '../../catalog/define.ts';

export default declare({
  idField: 'holidayId',
  endpoints: {
    get: 'holiday/{id}',
    create: 'holiday',
    update: 'holiday/{id}',
    toggle: { method: 'POST', path: 'holiday/{id}/toggle_active' },
  },
  fields: [
    { source: 'holidayId', type: 'text', form: false },
    { source: 'date', type: 'date', required: true },
    { source: 'nameTh', type: 'text', required: true, maxLength: 100 },
    { source: 'nameEn', type: 'text', required: true, maxLength: 100 },
    { source: 'banksClosed', type: 'yesNo', required: true },
    { source: 'note', type: 'longText', maxLength: 200, list: false },
    { source: 'isActive', type: 'active', form: false },
  ],
  filters: [
    { source: 'q', type: 'search', alwaysOn: true },
    { source: 'dateRange', type: 'dateRange' },
    { source: 'banksClosed', type: 'yesNo' },
  ],
  views: ['show', 'edit', 'create'],
  export: { mode: 'csv' },
  mock: { table: 'holidays', searchFields: ['nameTh', 'nameEn'], dateField: 'date' },
  i18n: {
    th: {
      fields: {
        holidayId: 'รหัส',
        date: 'วันที่',
        nameTh: 'ชื่อภาษาไทย',
        nameEn: 'ชื่อภาษาอังกฤษ',
        banksClosed: 'ธนาคารหยุด',
        note: 'หมายเหตุ',
        isActive: 'ใช้งาน',
      },
    },
    en: {
      fields: {
        holidayId: 'ID',
        date: 'Date',
        nameTh: 'Thai name',
        nameEn: 'English name',
        banksClosed: 'Banks closed',
        note: 'Note',
        isActive: 'Active',
      },
    },
  },
});
