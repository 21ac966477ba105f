import { defineEntity } from '../../../catalog/define.ts';

/** A branch's billers: listed on the branch's Billers tab, pages under the branch's view. */
export const branchBiller = defineEntity({
  area: 'store',
  path: 'branch-biller',
  permission: 'merchantDetail',
  parent: { resource: 'store/store-detail-branch', param: 'branchId', segment: 'biller' },
  names: { th: 'ผู้เรียกเก็บเงินของสาขา', en: 'Branch billers' },
  recordTitle: 'billerName',
  service: 'merchant',
  load: () => import('./declaration.ts'),
});
