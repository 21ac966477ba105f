import { declare } from '../../catalog/define.ts';
import { billerBody } from '../store-detail/biller/billers.ts';

export default declare({
  ...billerBody('system-biller', 'system'),
  lookup: { keys: [{ field: 'billerCode', pattern: /^SYS\d+$/i }], text: 'q' },
});
