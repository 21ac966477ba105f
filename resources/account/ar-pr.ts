import { defineMenu } from '../catalog/define.ts';

/** Daily Refund Items (/account/ar-pr): the menu only, until its screens are declared here. */
export const arPr = defineMenu({
  area: 'account',
  path: 'ar-pr',
  permission: 'arAp',
  menu: {
    group: 'accounting',
    order: 1,
    nameTh: 'รายการคืนเงินประจำวัน',
    nameEn: 'Daily Refund Items',
    icon: 'receipt',
    landing: 12,
  },
});
