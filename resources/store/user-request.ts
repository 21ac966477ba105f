import { defineMenu } from '../catalog/define.ts';

/** User Request (/store/user-request): the menu only, until its screens are declared here. */
export const userRequest = defineMenu({
  area: 'store',
  path: 'user-request',
  permission: 'userRequest',
  menu: {
    group: 'stores',
    order: 4,
    nameTh: 'คำขอผู้ใช้งาน',
    nameEn: 'User Request',
    icon: 'assignment',
    landing: 4,
  },
});
