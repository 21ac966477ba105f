/** The external transactions' export (xlsx); the list is the declaration's generic route. */
import type { EntitySpec } from '../../../mocks/handlers/entities.ts';
import type { Column } from '../../../mocks/handlers/files.ts';
import { exportRoute, field } from '../../../mocks/handlers/reports.ts';
import type { Route } from '../../../mocks/handlers/router.ts';

const REPORT = 'report/transaction';

const externalSpec: EntitySpec = {
  label: 'External transaction',
  service: 'reporting',
  table: 'externalTransactions',
  idField: 'transactionNo',
  endpoints: { list: `${REPORT}/get-transactions-external` },
  searchFields: ['transactionNo', 'storeId', 'storeName', 'refNo', 'partner'],
  dateField: 'createdDate',
  dateRule: 'ymd',
  defaultSort: { field: 'createdDate', order: 'DESC' },
};

const EXTERNAL_COLUMNS: Column[] = [
  { header: 'Transaction No', value: field('transactionNo') },
  { header: 'Store ID', value: field('storeId') },
  { header: 'Store Name', value: field('storeName') },
  { header: 'Partner', value: field('partner') },
  { header: 'Ref No', value: field('refNo') },
  { header: 'Amount', value: field('amount') },
  { header: 'Status', value: field('status') },
  { header: 'Created', value: field('createdDate') },
];

export function routes(): Route[] {
  return [
    exportRoute(
      'reporting',
      `${REPORT}/get-transactions-external/export`,
      externalSpec,
      EXTERNAL_COLUMNS,
      'xlsx',
      (s) => `[EXT]-Transaction_${s}`,
    ),
  ];
}
