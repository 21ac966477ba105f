/**
 * The funding-transfer report's exports (zip of an xlsx; the raw bank-file rows as csv). The list and
 * detail are the declaration's generic routes; the raw-data and transfer-return reports read the same
 * table (their mock.ts import the spec and columns below).
 */
import type { EntitySpec } from '../../../mocks/handlers/entities.ts';
import type { Column } from '../../../mocks/handlers/files.ts';
import { exportRoute, field } from '../../../mocks/handlers/reports.ts';
import type { Route } from '../../../mocks/handlers/router.ts';

export const fundingSpec: EntitySpec = {
  label: 'Funding transfer',
  service: 'reporting',
  table: 'fundingTransfers',
  idField: 'id',
  endpoints: { list: 'report/transfer', get: 'report/transfer/{id}' },
  searchFields: ['id', 'storeId', 'storeName', 'refPayment', 'payeeName', 'payerName'],
  dateField: 'createdDate',
  dateRule: 'dmy-next-day',
  defaultSort: { field: 'createdDate', order: 'DESC' },
};

/** The transfer-return report: money going back that needs approval. */
export const RAW_COLUMNS: Column[] = [
  { header: 'ID', value: field('id') },
  { header: 'Batch No', value: field('batchNo') },
  { header: 'Created', value: field('createdDate') },
  { header: 'Transfer Date', value: field('transferDate') },
  { header: 'Type', value: field('transferType') },
  { header: 'Store ID', value: field('storeId') },
  { header: 'Payer Bank', value: field('payerBank') },
  { header: 'Payer Account', value: field('payerAccount') },
  { header: 'Payee Bank', value: field('payeeBank') },
  { header: 'Payee Account', value: field('payeeAccount') },
  { header: 'Payee Name', value: field('payeeName') },
  { header: 'Amount', value: field('amount') },
  { header: 'Fee', value: field('fee') },
  { header: 'Net Amount', value: field('netAmount') },
  { header: 'Ref Payment', value: field('refPayment') },
  { header: 'Bank Ref No', value: field('bankRefNo') },
  { header: 'Response Code', value: field('responseCode') },
  { header: 'Response Message', value: field('responseMessage') },
  { header: 'Status', value: field('status') },
];

export const FUNDING_COLUMNS: Column[] = [
  { header: 'ID', value: field('id') },
  { header: 'Store ID', value: field('storeId') },
  { header: 'Store Name', value: field('storeName') },
  { header: 'Type', value: field('transferType') },
  { header: 'Amount', value: field('amount') },
  { header: 'Fee', value: field('fee') },
  { header: 'Net Amount', value: field('netAmount') },
  { header: 'Status', value: field('status') },
  { header: 'Created', value: field('createdDate') },
  { header: 'Payer Bank', value: field('payerBank') },
  { header: 'Payer Account', value: field('payerAccount') },
  { header: 'Payer Name', value: field('payerName') },
  { header: 'Payee Bank', value: field('payeeBank') },
  { header: 'Payee Account', value: field('payeeAccount') },
  { header: 'Payee Name', value: field('payeeName') },
  { header: 'Ref Payment', value: field('refPayment') },
  { header: 'Approved By', value: field('approvedBy') },
  { header: 'Approved Date', value: field('approvedDate') },
];

export function routes(): Route[] {
  return [
    exportRoute(
      'reporting',
      'report/transfer/export',
      fundingSpec,
      FUNDING_COLUMNS,
      'zip',
      (s) => `FundingTransfer_${s}`,
    ),
    exportRoute(
      'reporting',
      'report/transfer/export_raw',
      fundingSpec,
      RAW_COLUMNS,
      'csv',
      (s) => `FundingTransfer_raw_${s}`,
    ),
  ];
}
