import { defineMenu } from '../catalog/define.ts';

/** Store Data (/store/store-detail): the menu only, until its screens are declared here. */
export const storeDetail = defineMenu({
  area: 'store',
  path: 'store-detail',
  permission: 'merchantDetail',
  menu: {
    group: 'stores',
    order: 2,
    nameTh: 'ข้อมูลร้านค้า',
    nameEn: 'Store Data',
    icon: 'store',
    landing: 2,
  },
});
