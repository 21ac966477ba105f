import { declare } from '../../catalog/define.ts';

const ACTIONS = ['create', 'edit', 'delete', 'toggle'] as const;
const actionChoices = ACTIONS.map((id) => ({
  id,
  name: `resources.management/audit-log.messages.${id}`,
}));

export default declare({
  idField: 'id',
  endpoints: { list: 'events', get: 'events/{id}' },
  dateRule: 'ymd',
  fields: [
    { source: 'id', type: 'text', list: false },
    { source: 'at', type: 'dateTime' },
    { source: 'actor.name', type: 'text', sortable: false },
    { source: 'actor.email', type: 'email', sortable: false },
    { source: 'action', type: 'choice', choices: actionChoices },
    { source: 'resource', type: 'text' },
    { source: 'recordId', type: 'text' },
  ],
  filters: [
    { source: 'actor', type: 'text', alwaysOn: true },
    { source: 'action', type: 'choice', choices: actionChoices, alwaysOn: true },
    { source: 'resource', type: 'text' },
    { source: 'dateRange', type: 'dateRange', alwaysOn: true },
  ],
  sort: { field: 'at', order: 'DESC' },
  views: [],
  // Its own records have no history of their own.
  history: false,
  mock: { table: 'auditEvents', dateField: 'at', extraFields: ['changes'] },
  i18n: {
    th: {
      fields: {
        id: 'รหัสเหตุการณ์',
        at: 'เวลา',
        'actor.name': 'ผู้ดำเนินการ',
        'actor.email': 'อีเมลผู้ดำเนินการ',
        actor: 'ผู้ใช้งาน (ชื่อหรืออีเมล)',
        action: 'การดำเนินการ',
        resource: 'หน้าจอ',
        recordId: 'รหัสรายการ',
      },
      messages: {
        create: 'สร้าง',
        edit: 'แก้ไข',
        delete: 'ลบ',
        toggle: 'เปิด/ปิดใช้งาน',
      },
    },
    en: {
      fields: {
        id: 'Event ID',
        at: 'Time',
        'actor.name': 'By',
        'actor.email': 'E-mail',
        actor: 'User (name or e-mail)',
        action: 'Action',
        resource: 'Screen',
        recordId: 'Record ID',
      },
      messages: {
        create: 'Created',
        edit: 'Edited',
        delete: 'Deleted',
        toggle: 'Switched on/off',
      },
    },
  },
});
