import { defineEntity } from '../../../catalog/define.ts';
import { itemPrice } from './item-price/index.ts';

/** A store's billers: listed on the store's Billers tab, pages under the store's view (billers.ts). */
export const biller = defineEntity({
  area: 'store',
  path: 'biller',
  permission: 'merchantDetail',
  parent: { resource: 'store/store-detail', param: 'storeId', segment: 'biller' },
  names: { th: 'ผู้เรียกเก็บเงิน', en: 'Billers' },
  recordTitle: 'billerName',
  service: 'merchant',
  children: [itemPrice],
  load: () => import('./declaration.ts'),
});
