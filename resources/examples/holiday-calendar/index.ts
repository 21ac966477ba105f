import { defineEntity } from '../../catalog/define.ts';

/** Public holidays: the days the gateway's banks do not settle. */
export const holidayCalendar = defineEntity({
  area: 'management',
  path: 'holiday-calendar',
  permission: 'holidayCalendar',
  menu: { group: 'management', order: 9, nameTh: 'ปฏิทินวันหยุด', nameEn: 'Holiday Calendar', icon: 'category' },
  recordTitle: 'nameEn',
  service: 'master',
  list: { endpoint: 'holiday', sort: { field: 'date', order: 'ASC' } },
  load: () => import('./declaration.ts'),
});
