import { defineMenu } from '../catalog/define.ts';

/** Adjust QR Credit fee (/management/adjust-fee-qr-credit): the menu only, until its screens are declared here. */
export const adjustFeeQrCredit = defineMenu({
  area: 'management',
  path: 'adjust-fee-qr-credit',
  permission: 'adjustFeeQrCredit',
  menu: {
    group: 'process',
    order: 2,
    nameTh: 'ปรับค่าธรรมเนียม QR Credit',
    nameEn: 'Adjust QR Credit fee',
    icon: 'tune',
    landing: 21,
  },
});
