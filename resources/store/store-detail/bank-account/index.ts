import { defineEntity } from '../../../catalog/define.ts';

/**
 * Bank accounts of a store (merchant service, a plain array): bank from the master list, the number's
 * length by bank, exactly one main account (a second one is refused; "Make main" moves it).
 */
export const bankAccount = defineEntity({
  area: 'store',
  path: 'bank-account',
  permission: 'merchantDetail',
  parent: { resource: 'store/store-detail', param: 'storeId', segment: 'bank-account' },
  names: { th: 'บัญชีธนาคาร', en: 'Bank accounts' },
  recordTitle: 'bankAccountNo',
  service: 'merchant',
  load: () => import('./declaration.ts'),
});
