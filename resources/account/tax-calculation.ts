import { defineMenu } from '../catalog/define.ts';

/** Tax Calculation (/account/tax-calculation): the menu only, until its screens are declared here. It is reached from another screen, so it has no side-menu item. */
export const taxCalculation = defineMenu({
  area: 'account',
  path: 'tax-calculation',
  permission: 'taxCalculation',
  menu: {
    group: 'accounting',
    order: 5,
    nameTh: 'การคำนวณภาษี',
    nameEn: 'Tax Calculation',
    icon: 'percent',
    landing: 15,
    hidden: true,
  },
});
