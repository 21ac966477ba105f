import { defineResource } from '../../src/schema/types.ts';

export const announcement = defineResource({
  area: 'management',
  path: 'announcement',
  permission: 'announce',
  idField: 'id',
  service: 'notification',
  endpoints: {
    list: 'announcement',
    get: 'announcement/{id}',
    create: 'announcement',
    update: 'announcement/{id}',
    delete: 'announcement/{id}',
    toggle: { method: 'POST', path: 'announcement/{id}/toggle_active' },
  },
  dateRule: 'ymd',
  fields: [
    { source: 'id', type: 'text', form: false, list: false },
    { source: 'time', type: 'dateTime', form: false },
    { source: 'message', type: 'longText', required: true, maxLength: 500 },
    { source: 'startDate', type: 'dateTime', required: true, list: false },
    { source: 'endDate', type: 'dateTime', required: true, list: false },
    { source: 'timeRange', type: 'dateText', form: false, show: false, sortable: false },
    { source: 'isActive', type: 'active', form: 'create' },
  ],
  filters: [
    { source: 'q', type: 'search', alwaysOn: true },
    { source: 'dateRange', type: 'dateRange' },
    { source: 'isActive', type: 'active' },
  ],
  sort: { field: 'time', order: 'DESC' },
  views: ['list', 'show', 'edit', 'create'],
  export: { mode: 'csv' },
  recordTitle: 'message',
  mock: { table: 'announcements', searchFields: ['message'], dateField: 'time' },
  i18n: {
    th: {
      name: 'ประกาศระบบ',
      fields: {
        id: 'รหัส',
        time: 'วันที่สร้าง',
        message: 'ข้อความประกาศ',
        startDate: 'เริ่มแสดง',
        endDate: 'สิ้นสุดการแสดง',
        timeRange: 'ช่วงเวลาแสดง',
        isActive: 'สถานะใช้งาน',
      },
    },
    en: {
      name: 'Announcements',
      fields: {
        id: 'ID',
        time: 'Created',
        message: 'Message',
        startDate: 'Shown from',
        endDate: 'Shown until',
        timeRange: 'Display period',
        isActive: 'Active',
      },
    },
  },
});
