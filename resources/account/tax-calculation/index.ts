import { defineEntity } from '../../catalog/define.ts';

/**
 * Tax calculation (reporting service): per store and month, the gross (amount 1), the fee (amount 2),
 * the net (amount 3) and the VAT on the fee at `taxRate` %. Under the list: totals of the filtered rows
 * and every shown row's tax recomputed exactly from its fee.
 */
export const taxCalculation = defineEntity({
  area: 'account',
  path: 'tax-calculation',
  permission: 'taxCalculation',
  menu: {
    group: 'accounting',
    order: 5,
    nameTh: 'การคำนวณภาษี',
    nameEn: 'Tax Calculation',
    icon: 'percent',
    landing: 15,
    hidden: true,
  },
  recordTitle: 'storeName',
  service: 'reporting',
  list: { endpoint: 'report/tax_calculation', sort: { field: 'date', order: 'DESC' } },
  load: () => import('./declaration.ts'),
});
