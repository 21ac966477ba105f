import { defineEntity } from '../../catalog/define.ts';

/** Billers of the system itself, opened from the store list (`/store/system-biller`), addressed by their code. */
export const systemBiller = defineEntity({
  area: 'store',
  path: 'system-biller',
  permission: 'merchantDetail',
  names: { th: 'ผู้เรียกเก็บเงินของระบบ', en: 'System billers' },
  recordTitle: 'billerName',
  service: 'merchant',
  list: { endpoint: 'system_biller', sort: { field: 'billerCode', order: 'ASC' } },
  load: () => import('./declaration.ts'),
});
