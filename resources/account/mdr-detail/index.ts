import { defineEntity } from '../../catalog/define.ts';

/**
 * One store's MDR (no list of its own; opened from `/account/mdr`): the payment term and, per bank,
 * the MDR rate of each payment channel. The form reads the current rates with `GET mdr/rate/{id}` and
 * saves the term and rates with `PUT mdr/{id}`.
 */
export const mdrDetail = defineEntity({
  area: 'account',
  path: 'mdr-detail',
  permission: 'mdr',
  names: { th: 'รายละเอียด MDR', en: 'MDR detail' },
  recordTitle: 'storeName',
  service: 'merchant',
  load: () => import('./declaration.ts'),
});
