import { defineEntity } from '../../catalog/define.ts';
import { bankAccount } from './bank-account/index.ts';
import { biller } from './biller/index.ts';
import { branch } from './branch/index.ts';

/**
 * Store data (merchant service): the store list and the store page in tabs, each tab saving only its
 * own part to its own endpoint. The API keys are read from the payment service's API-information call
 * and never saved; branches, billers and bank accounts are child lists (resources/store/store-detail/*).
 */
export const storeDetail = defineEntity({
  area: 'store',
  path: 'store-detail',
  permission: 'merchantDetail',
  menu: {
    group: 'stores',
    order: 2,
    nameTh: 'ข้อมูลร้านค้า',
    nameEn: 'Store Data',
    icon: 'store',
    landing: 2,
  },
  recordTitle: 'storeName',
  service: 'merchant',
  list: { endpoint: 'merchant', sort: { field: 'storeId', order: 'ASC' } },
  children: [branch, biller, bankAccount],
  load: () => import('./declaration.ts'),
});
