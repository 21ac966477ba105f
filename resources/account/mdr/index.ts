import { defineEntity } from '../../catalog/define.ts';

/**
 * MDR and payment rounds per store (merchant service). A row opens the store's MDR detail
 * (`/account/mdr-detail/view/{mdrId}`), where rates and the payment term are edited.
 */
export const mdr = defineEntity({
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
  recordTitle: 'storeName',
  service: 'merchant',
  list: { endpoint: 'mdr', sort: { field: 'storeId', order: 'ASC' } },
  load: () => import('./declaration.ts'),
});
