import { defineMenu } from '../catalog/define.ts';

/** Transaction For External (/store/transaction-external): the menu only, until its screens are declared here. */
export const transactionExternal = defineMenu({
  area: 'store',
  path: 'transaction-external',
  permission: 'transactionExternal',
  menu: {
    group: 'stores',
    order: 5,
    nameTh: 'รายการธุรกรรมภายนอก',
    nameEn: 'Transaction For External',
    icon: 'swap',
    landing: 18,
  },
});
