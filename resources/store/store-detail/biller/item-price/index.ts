import { defineEntity } from '../../../../catalog/define.ts';

/** The prices of what a store's biller sells: listed on the biller's page, their pages under it. */
export const itemPrice = defineEntity({
  area: 'store',
  path: 'item-price',
  permission: 'merchantDetail',
  parent: { resource: 'store/biller', param: 'billerId', segment: 'item-price' },
  names: { th: 'ราคาสินค้า', en: 'Item prices' },
  recordTitle: 'itemName',
  service: 'merchant',
  load: () => import('./declaration.ts'),
});
