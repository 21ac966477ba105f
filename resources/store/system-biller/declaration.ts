import { declare } from '../../catalog/define.ts';
import { LOOKUP_KEYS } from '../../catalog/lookupKeys.ts';
import { billerBody } from '../store-detail/biller/billers.ts';

export default declare({
  ...billerBody('system-biller', 'system'),
  lookup: { keys: [{ field: 'billerCode', pattern: LOOKUP_KEYS.systemBillerCode }], text: 'q' },
});
