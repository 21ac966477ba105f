import { defineMenu } from '../catalog/define.ts';

/** Funding Transfer & Settlement (/account/funding-transfer): the menu only, until its screens are declared here. */
export const fundingTransfer = defineMenu({
  area: 'account',
  path: 'funding-transfer',
  permission: 'funding',
  menu: {
    group: 'accounting',
    order: 2,
    nameTh: 'การโอนเงินและการชำระเงิน',
    nameEn: 'Funding Transfer & Settlement',
    icon: 'bank',
    landing: 11,
  },
});
