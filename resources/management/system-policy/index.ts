import { defineEntity } from '../../catalog/define.ts';

/** The user configuration (docs/api-contract.md, "Users"): session time-out and the sign-in rules, edited in place. */
export const systemPolicy = defineEntity({
  area: 'management',
  path: 'system-policy',
  permission: 'systemPolicy',
  menu: {
    group: 'management',
    order: 7,
    nameTh: 'นโยบายระบบ',
    nameEn: 'System Policy',
    icon: 'policy',
    landing: 20,
  },
  recordTitle: 'sessionTimeoutMinutes',
  service: 'user',
  list: true,
  load: () => import('./declaration.ts'),
});
