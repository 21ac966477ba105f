import { defineEntity } from '../../../catalog/define.ts';

/**
 * Branches of a store (merchant service): listed on the store's Branches tab, pages under the store's
 * view (`view/{storeId}/branch/…`); the branch's own tabs and billers are store-detail-branch.
 */
export const branch = defineEntity({
  area: 'store',
  path: 'branch',
  permission: 'merchantDetail',
  parent: { resource: 'store/store-detail', param: 'storeId', segment: 'branch' },
  names: { th: 'สาขา', en: 'Branches' },
  recordTitle: 'branchName',
  service: 'merchant',
  load: () => import('./declaration.ts'),
});
