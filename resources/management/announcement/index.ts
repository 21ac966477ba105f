import { defineEntity } from '../../catalog/define.ts';

export const announcement = defineEntity({
  area: 'management',
  path: 'announcement',
  permission: 'announce',
  menu: {
    group: 'management',
    order: 1,
    nameTh: 'ประกาศระบบ',
    nameEn: 'System Announcement',
    icon: 'campaign',
    landing: 5,
  },
  recordTitle: 'message',
  service: 'notification',
  list: { endpoint: 'announcement', sort: { field: 'time', order: 'DESC' } },
  load: () => import('./declaration.ts'),
});
