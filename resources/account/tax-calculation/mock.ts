/** The tax list (a `month` filter, totals of all its filtered rows) and its export (xlsx). */
import type { EntitySpec } from '../../../mocks/handlers/entities.ts';
import type { Column } from '../../../mocks/handlers/files.ts';
import { exportRoute, field, listWithTotals } from '../../../mocks/handlers/reports.ts';
import { fail } from '../../../mocks/handlers/respond.ts';
import type { Route } from '../../../mocks/handlers/router.ts';

const taxSpec: EntitySpec = {
  label: 'Tax calculation',
  service: 'reporting',
  table: 'taxCalculations',
  idField: 'id',
  endpoints: { list: 'report/tax_calculation', get: 'report/tax_calculation/{id}' },
  searchFields: ['storeId', 'storeName'],
  dateField: 'date',
  dateRule: 'ymd',
  defaultSort: { field: 'date', order: 'DESC' },
};

const TAX_COLUMNS: Column[] = [
  { header: 'Store ID', value: field('storeId') },
  { header: 'Store Name', value: field('storeName') },
  { header: 'Month', value: field('month') },
  { header: 'Transactions', value: field('transaction') },
  { header: 'Amount 1', value: field('amount1') },
  { header: 'Amount 2', value: field('amount2') },
  { header: 'Amount 3', value: field('amount3') },
  { header: 'Tax Rate (%)', value: field('taxRate') },
  { header: 'Tax Amount', value: field('taxAmount') },
];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function routes(): Route[] {
  return [
    exportRoute(
      'reporting',
      'report/tax_calculation/export',
      taxSpec,
      TAX_COLUMNS,
      'xlsx',
      (s) => `Tax_${s}`,
    ),
    {
      service: 'reporting',
      method: 'GET',
      path: 'report/tax_calculation',
      overrides: 'account/tax-calculation',
      resolve: (ctx) => {
        const month = ctx.url.searchParams.get('month');
        if (month && !MONTH.test(month))
          return fail(400, 'month must be yyyy-MM', { month: 'must be yyyy-MM' });
        return listWithTotals(taxSpec, ['amount1', 'amount2', 'amount3', 'taxAmount'])(ctx);
      },
    },
  ];
}
