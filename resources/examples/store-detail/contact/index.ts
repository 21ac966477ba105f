import { defineEntity } from '../../../catalog/define.ts';

/** The people to call at a store: listed in a tab of the store page, their pages under the store's. */
export const storeContact = defineEntity({
  area: 'store',
  path: 'store-contact',
  permission: 'merchantDetail',
  parent: { resource: 'store/store-detail', param: 'storeId', segment: 'contact' },
  names: { th: 'ผู้ติดต่อ', en: 'Contacts' },
  recordTitle: 'contactName',
  service: 'merchant',
  load: () => import('./declaration.ts'),
});
