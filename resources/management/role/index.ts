import { defineEntity } from '../../catalog/define.ts';

/** Roles and the menus they grant (docs/permissions.md). Routes use the role id: view/{id}, form/{id}. */
export const role = defineEntity({
  area: 'management',
  path: 'role',
  permission: 'roleAuthorization',
  menu: {
    group: 'management',
    order: 5,
    nameTh: 'บทบาทและสิทธิ์',
    nameEn: 'Role & Authorization',
    icon: 'security',
    landing: 9,
  },
  recordTitle: 'roleName',
  service: 'user',
  list: { endpoint: 'role', sort: { field: 'roleName', order: 'ASC' } },
  load: () => import('./declaration.ts'),
});
