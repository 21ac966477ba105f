import { defineEntity } from '../../catalog/define.ts';

/** Back-office staff (user service). Routes use the user id: view/{userId}, form/{userId}. */
export const users = defineEntity({
  area: 'management',
  path: 'users',
  permission: 'users',
  menu: {
    group: 'management',
    order: 6,
    nameTh: 'ผู้ใช้งาน',
    nameEn: 'Users',
    icon: 'group',
    landing: 10,
  },
  recordTitle: 'email',
  service: 'user',
  list: { endpoint: 'employee', sort: { field: 'userId', order: 'ASC' } },
  load: () => import('./declaration.ts'),
});
