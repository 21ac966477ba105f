import { defineEntity } from '../../catalog/define.ts';

/**
 * Who changed what (audit service): every write made through the console, newest first. Read-only.
 * Its calls need `services.audit` in config.json (docs/configuration.md).
 */
export const auditLog = defineEntity({
  area: 'management',
  path: 'audit-log',
  permission: 'auditLog',
  menu: {
    group: 'management',
    order: 8,
    nameTh: 'บันทึกการใช้งาน',
    nameEn: 'Audit Log',
    icon: 'policy',
    landing: 22,
  },
  recordTitle: 'id',
  service: 'audit',
  list: { endpoint: 'events', sort: { field: 'at', order: 'DESC' } },
  load: () => import('./declaration.ts'),
});
