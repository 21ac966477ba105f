import { billerBody } from '../store-detail/biller/billers.ts';

export default billerBody('system-biller', 'system');
