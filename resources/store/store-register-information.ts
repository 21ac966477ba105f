import { defineMenu } from '../catalog/define.ts';

/** Merchant Registration (/store/store-register-information): the menu only, until its screens are declared here. */
export const storeRegisterInformation = defineMenu({
  area: 'store',
  path: 'store-register-information',
  permission: 'merchantRegister',
  menu: {
    group: 'stores',
    order: 1,
    nameTh: 'ข้อมูลการลงทะเบียนร้านค้า',
    nameEn: 'Merchant Registration',
    icon: 'assignment',
    landing: 1,
  },
});
