/** The AR/PR list with the totals of all its filtered rows, and its export (xlsx). */
import type { EntitySpec } from '../../../mocks/handlers/entities.ts';
import type { Column } from '../../../mocks/handlers/files.ts';
import { exportRoute, field, listWithTotals } from '../../../mocks/handlers/reports.ts';
import type { Route } from '../../../mocks/handlers/router.ts';

const arPrSpec: EntitySpec = {
  label: 'AR/PR item',
  service: 'reporting',
  table: 'arPr',
  idField: 'transactionNo',
  endpoints: { list: 'report/ar_pr', get: 'report/ar_pr/{id}' },
  searchFields: ['transactionNo', 'storeId', 'storeName', 'bankAccount'],
  dateField: 'paymentDate',
  dateRule: 'ymd',
  defaultSort: { field: 'paymentDate', order: 'DESC' },
};

const AR_PR_COLUMNS: Column[] = [
  { header: 'Transaction No', value: field('transactionNo') },
  { header: 'Store ID', value: field('storeId') },
  { header: 'Payment', value: field('payment') },
  { header: 'Payment Date', value: field('paymentDate') },
  { header: 'Bank Account', value: field('bankAccount') },
  { header: 'Bank Name', value: field('bankName') },
  { header: 'Bank Type', value: field('bankType') },
  { header: 'AP', value: field('ap') },
  { header: 'AR', value: field('ar') },
  { header: 'Amount', value: field('amount') },
];

export function routes(): Route[] {
  return [
    exportRoute('reporting', 'report/ar_pr/export', arPrSpec, AR_PR_COLUMNS, 'xlsx', (s) => `ARPR_${s}`),
    {
      service: 'reporting',
      method: 'GET',
      path: 'report/ar_pr',
      overrides: 'account/ar-pr',
      resolve: listWithTotals(arPrSpec, ['ap', 'ar', 'amount']),
    },
  ];
}
