import { defineEntity } from '../../catalog/define.ts';

/** QR payment limits of the payment gateway: the amount limit and the time-out, each with its own call. */
export const qrCode = defineEntity({
  area: 'management',
  path: 'qr-code',
  permission: 'qrCode',
  menu: {
    group: 'management',
    order: 3,
    nameTh: 'คิวอาร์โค้ด',
    nameEn: 'QR Code',
    icon: 'qrCode',
    landing: 7,
  },
  recordTitle: 'amount',
  service: 'payment',
  list: true,
  load: () => import('./declaration.ts'),
});
