import { defineEntity } from '../../catalog/define.ts';

/**
 * Daily merchant refund items (AR/PR, reporting service): the totals of ap, ar and amount over every
 * row the filters match are shown under the list (the envelope's `totals`).
 */
export const arPr = defineEntity({
  area: 'account',
  path: 'ar-pr',
  permission: 'arAp',
  menu: {
    group: 'accounting',
    order: 1,
    nameTh: 'รายการคืนเงินประจำวัน',
    nameEn: 'Daily Refund Items',
    icon: 'receipt',
    landing: 12,
  },
  recordTitle: 'transactionNo',
  service: 'reporting',
  list: { endpoint: 'report/ar_pr', sort: { field: 'paymentDate', order: 'DESC' } },
  load: () => import('./declaration.ts'),
});
