import { defineEntity } from '../../catalog/define.ts';

/** Banks and their payment channels (payment gateway). Routes use the bank code: view/{bankCode}. */
export const paymentChannel = defineEntity({
  area: 'management',
  path: 'payment-channel',
  permission: 'paymentChannel',
  menu: {
    group: 'management',
    order: 2,
    nameTh: 'ช่องทางการชำระเงิน',
    nameEn: 'Payment Channel',
    icon: 'bank',
    landing: 6,
  },
  recordTitle: 'bankName',
  service: 'payment',
  list: { endpoint: 'bank', sort: { field: 'bankCode', order: 'ASC' } },
  load: () => import('./declaration.ts'),
});
