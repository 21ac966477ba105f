import { defineMenu } from '../catalog/define.ts';

/** Transaction (/store/transaction): the menu only, until its screens are declared here. */
export const transaction = defineMenu({
  area: 'store',
  path: 'transaction',
  permission: 'qrTransaction',
  menu: {
    group: 'stores',
    order: 3,
    nameTh: 'รายการธุรกรรม',
    nameEn: 'Transaction',
    icon: 'receipt',
    landing: 3,
  },
});
