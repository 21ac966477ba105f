import { billerBody } from './billers.ts';

export default billerBody('biller', { list: 'merchant/{storeId}/biller' });
