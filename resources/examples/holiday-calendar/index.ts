import { defineEntity } from '../../catalog/define.ts';

/** Public holidays (the worked example of docs/adding-a-resource.md; not in the registry). */
export const holidayCalendar = defineEntity({
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
  recordTitle: 'nameEn',
  service: 'master',
  list: true,
  load: () => import('./declaration.ts'),
});
