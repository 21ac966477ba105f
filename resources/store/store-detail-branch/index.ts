import { defineEntity } from '../../catalog/define.ts';
import { branchBiller } from './branch-biller/index.ts';

/**
 * A store's branch on a page of its own, in tabs: `view/{storeId}/{branchId}/{tab}`, with `/viewall`,
 * `/edit`, `/editall`, and its billers at `/biller-view/{billerId}` and `/biller/{billerId}`.
 */
export const storeDetailBranch = defineEntity({
  area: 'store',
  path: 'store-detail-branch',
  permission: 'merchantDetail',
  names: { th: 'สาขาของร้านค้า', en: 'Store branch' },
  recordTitle: 'branchName',
  service: 'merchant',
  children: [branchBiller],
  load: () => import('./declaration.ts'),
});
