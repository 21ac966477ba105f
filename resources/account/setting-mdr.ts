import { defineMenu } from '../catalog/define.ts';

/** Initial MDR Setting (/account/setting-mdr): the menu only, until its screens are declared here. */
export const settingMdr = defineMenu({
  area: 'account',
  path: 'setting-mdr',
  permission: 'settingMdr',
  menu: {
    group: 'accounting',
    order: 3,
    nameTh: 'ตั้งค่า MDR เริ่มต้น',
    nameEn: 'Initial MDR Setting',
    icon: 'tune',
    landing: 13,
  },
});
