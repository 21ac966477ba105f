import { billerBody } from './billers.ts';

export default {
  ...billerBody('biller', { list: 'merchant/{storeId}/biller' }),
  // Its pages are the specification's `view/{storeId}/biller/…`; "Back" goes to the Billers tab.
  addresses: { list: 'view/:storeId/tab/billers' },
};
