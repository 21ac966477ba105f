import { billerBody } from '../../store-detail/biller/billers.ts';

export default {
  ...billerBody('branch-biller', { list: 'branch/{branchId}/biller' }),
  // The branch page's biller routes (store-detail-branch), under its Billers tab.
  addresses: {
    list: 'view/:storeId/:branchId/billers',
    create: 'view/:storeId/:branchId/billers/biller/create',
    view: 'view/:storeId/:branchId/billers/biller-view/:id',
    edit: 'view/:storeId/:branchId/billers/biller/:id',
  },
};
