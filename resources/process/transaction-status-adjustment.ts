import { defineMenu } from '../catalog/define.ts';

/** Transaction Status Adjustment (/management/transaction-status-adjustment): the menu only, until its screens are declared here. */
export const transactionStatusAdjustment = defineMenu({
  area: 'management',
  path: 'transaction-status-adjustment',
  permission: 'adjustmentTransaction',
  menu: {
    group: 'process',
    order: 1,
    nameTh: 'ปรับสถานะรายการธุรกรรม',
    nameEn: 'Transaction Status Adjustment',
    icon: 'tune',
    landing: 17,
  },
});
