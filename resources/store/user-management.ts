import { defineMenu } from '../catalog/define.ts';

/** Merchant User (/store/user-management): the menu only, until its screens are declared here. */
export const userManagement = defineMenu({
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
});
