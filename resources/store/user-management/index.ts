import { defineEntity } from '../../catalog/define.ts';

/** Logins of merchants' own staff (merchant service): list with search and active filter, edit form. */
export const userManagement = defineEntity({
  area: 'store',
  path: 'user-management',
  permission: 'merchantAccountManagement',
  menu: {
    group: 'stores',
    order: 6,
    nameTh: 'ผู้ใช้งานร้านค้า',
    nameEn: 'Merchant User',
    icon: 'group',
    landing: 19,
  },
  recordTitle: 'username',
  service: 'merchant',
  list: { endpoint: 'merchant_employee', sort: { field: 'userId', order: 'ASC' } },
  load: () => import('./declaration.ts'),
});
