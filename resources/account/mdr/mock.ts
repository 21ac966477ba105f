/** The MDR list's export (xlsx); the list is the declaration's generic route. */
import type { Column } from '../../../mocks/handlers/files.ts';
import { exportRoute, field } from '../../../mocks/handlers/reports.ts';
import type { Route } from '../../../mocks/handlers/router.ts';

const MDR_COLUMNS: Column[] = [
  { header: 'MDR ID', value: field('mdrId') },
  { header: 'Store ID', value: field('storeId') },
  { header: 'Store Name', value: field('storeName') },
  { header: 'Banks', value: field('bankRegister') },
  { header: 'Payment Term (days)', value: field('paymentTerm') },
  {
    header: 'MDR',
    value: (row) =>
      Array.isArray(row.banks)
        ? row.banks.map((b: { bankName?: string; mdr?: string }) => `${b.bankName}: ${b.mdr}`).join(' | ')
        : '',
  },
];

export function routes(): Route[] {
  return [
    exportRoute(
      'merchant',
      'mdr/export',
      {
        label: 'MDR',
        service: 'merchant',
        table: 'mdr',
        idField: 'mdrId',
        endpoints: {},
        searchFields: ['mdrId', 'storeId', 'storeName', 'bankRegister'],
        dateField: 'updatedDate',
      },
      MDR_COLUMNS,
      'xlsx',
      (s) => `MDR_${s}`,
    ),
  ];
}
