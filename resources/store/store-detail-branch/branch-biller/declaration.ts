import { billerBody } from '../../store-detail/biller/billers.ts';

export default billerBody('branch-biller', { list: 'branch/{branchId}/biller' });
