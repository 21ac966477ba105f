import { defineResource } from '../catalog/define.ts';

/** Public holidays (the worked example of docs/adding-a-resource.md; not in the registry). */
export const holidayCalendar = defineResource({
  area: 'management',
  path: 'holiday-calendar',
  permission: 'holidayCalendar',
  menu: {
    group: 'management',
    order: 8,
    nameTh: 'ปฏิทินวันหยุด',
    nameEn: 'Holiday Calendar',
    icon: 'category',
    landing: 22,
  },
  idField: 'holidayId',
  service: 'master',
  endpoints: {
    list: 'holiday',
    get: 'holiday/{id}',
    create: 'holiday',
    update: 'holiday/{id}',
    toggle: { method: 'POST', path: 'holiday/{id}/toggle_active' },
  },
  dateRule: 'ymd',
  fields: [
    { source: 'holidayId', type: 'text', form: false },
    { source: 'date', type: 'date', required: true },
    { source: 'nameTh', type: 'text', required: true, maxLength: 100 },
    { source: 'nameEn', type: 'text', required: true, maxLength: 100 },
    { source: 'isActive', type: 'active', form: false },
  ],
  filters: [
    { source: 'q', type: 'search', alwaysOn: true },
    { source: 'dateRange', type: 'dateRange' },
  ],
  sort: { field: 'date', order: 'ASC' },
  views: ['list', 'show', 'edit', 'create'],
  export: { mode: 'csv' },
  recordTitle: 'nameEn',
  mock: { table: 'holidays', searchFields: ['nameTh', 'nameEn'], dateField: 'date' },
  i18n: {
    th: {
      name: 'ปฏิทินวันหยุด',
      fields: {
        holidayId: 'รหัส',
        date: 'วันที่',
        nameTh: 'ชื่อภาษาไทย',
        nameEn: 'ชื่อภาษาอังกฤษ',
        isActive: 'ใช้งาน',
      },
    },
    en: {
      name: 'Holiday Calendar',
      fields: {
        holidayId: 'ID',
        date: 'Date',
        nameTh: 'Thai name',
        nameEn: 'English name',
        isActive: 'Active',
      },
    },
  },
});
