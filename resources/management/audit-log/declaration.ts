import { declare } from '../../catalog/define.ts';

export default declare({
  idField: 'id',
  endpoints: { list: 'events', get: 'events/{id}' },
  fields: [
    { source: 'id', type: 'text', list: false },
    { source: 'at', type: 'dateTime' },
    { source: 'actor.name', type: 'text', sortable: false },
    { source: 'actor.email', type: 'email', sortable: false },
    // In the History's words; a declared action by its screen's label for it.
    { source: 'action', type: 'recordAction', screen: 'resource' },
    // The screen by its menu's name (or its own).
    { source: 'resource', type: 'screen' },
    { source: 'recordId', type: 'text' },
  ],
  filters: [
    { source: 'actor', type: 'text', alwaysOn: true },
    // The screen first: the actions offered are also those it declares.
    { source: 'resource', type: 'screen', alwaysOn: true },
    { source: 'action', type: 'recordAction', screen: 'resource', alwaysOn: true },
    { source: 'dateRange', type: 'dateRange', alwaysOn: true },
  ],
  sort: { field: 'at', order: 'DESC' },
  views: [],
  // Its own records have no history of their own.
  history: false,
  // `entity`: the record's entity, whichever screen wrote it (src/contract/audit.ts).
  mock: { table: 'auditEvents', dateField: 'at', extraFields: ['changes', 'entity'] },
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
    },
  },
});
