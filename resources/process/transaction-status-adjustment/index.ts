import { defineEntity } from '../../catalog/define.ts';

/**
 * Transaction status adjustment (spec: Process). The list is the reporting service's adjustment rows,
 * one per change, with the status list and counter of the filtered rows above it. Its operations are
 * pages of their own: `adjust` (look the transaction up, then Adjust / Not Adjust with a reason) and
 * `manual-adjust` (status, amount, reason), each previewed, confirmed and sent once. See docs/process.md.
 */
export const transactionStatusAdjustment = defineEntity({
  area: 'management',
  path: 'transaction-status-adjustment',
  permission: 'adjustmentTransaction',
  menu: {
    group: 'process',
    order: 1,
    nameTh: 'ปรับสถานะรายการธุรกรรม',
    nameEn: 'Transaction Status Adjustment',
    icon: 'tune',
    landing: 17,
  },
  recordTitle: 'transactionNo',
  service: 'reporting',
  list: {
    endpoint: 'report/transaction/get-transaction-adjustment',
    sort: { field: 'createdDate', order: 'DESC' },
  },
  load: () => import('./declaration.ts'),
});
