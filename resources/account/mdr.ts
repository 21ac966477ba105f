import { defineMenu } from '../catalog/define.ts';

/** MDR & payment round (/account/mdr): the menu only, until its screens are declared here. */
export const mdr = defineMenu({
  area: 'account',
  path: 'mdr',
  permission: 'mdr',
  menu: {
    group: 'accounting',
    order: 4,
    nameTh: 'MDR และรอบการชำระเงิน',
    nameEn: 'MDR & payment round',
    icon: 'percent',
    landing: 14,
  },
});
