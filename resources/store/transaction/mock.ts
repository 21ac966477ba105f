/**
 * The QR transaction report's export (zip of an xlsx, both dates required, at most 366 days) and one
 * transaction's detail. The list is the declaration's generic route.
 */
import { entityRoutes, type EntitySpec } from '../../../mocks/handlers/entities.ts';
import type { Column } from '../../../mocks/handlers/files.ts';
import { exportRoute, field } from '../../../mocks/handlers/reports.ts';
import type { Route } from '../../../mocks/handlers/router.ts';

const REPORT = 'report/transaction';

const qrSpec: EntitySpec = {
  label: 'Transaction',
  service: 'reporting',
  table: 'qrTransactions',
  idField: 'transactionNo',
  endpoints: {
    list: `${REPORT}/GetTransactionByPaymentAdmin`,
    get: `${REPORT}/GetTransactionByPaymentAdmin/{id}`,
  },
  searchFields: ['transactionNo', 'storeId', 'storeName', 'ref1', 'ref2'],
  dateField: 'createdDate',
  dateRule: 'ymd',
  defaultSort: { field: 'createdDate', order: 'DESC' },
};

const QR_COLUMNS: Column[] = [
  { header: 'Transaction No', value: field('transactionNo') },
  { header: 'Store ID', value: field('storeId') },
  { header: 'Store Name', value: field('storeName') },
  { header: 'Amount', value: field('amount') },
  { header: 'Fee', value: field('fee') },
  { header: 'Status', value: field('status') },
  { header: 'Created', value: field('createdDate') },
  { header: 'Paid', value: field('paymentDate') },
  { header: 'Bank', value: field('bankName') },
  { header: 'Channel', value: field('channel') },
];

export function routes(): Route[] {
  return [
    exportRoute(
      'reporting',
      `${REPORT}/GetTransactionByPaymentAdminExcel`,
      qrSpec,
      QR_COLUMNS,
      'zip',
      (s) => `Transaction_${s}`,
      { maxDays: 366 },
    ),
    // One transaction (the detail the console does not declare yet).
    ...entityRoutes({ ...qrSpec, endpoints: { get: qrSpec.endpoints.get } }),
  ];
}
