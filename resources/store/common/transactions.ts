/**
 * What the QR transaction list and the external transaction list share: their filters (a date range
 * and a search, always shown, and the QR status vocabulary) and the labels of their common columns.
 */
import type { FilterDeclaration } from '../../../src/schema/index.ts';

export const TRANSACTION_FILTERS: FilterDeclaration[] = [
  { source: 'dateRange', type: 'dateRange', alwaysOn: true },
  { source: 'q', type: 'search', alwaysOn: true },
  { source: 'status', type: 'status', vocabulary: 'qrTransaction' },
];

type Common = 'transactionNo' | 'storeId' | 'storeName' | 'amount' | 'status' | 'createdDate';

export const TRANSACTION_LABELS: { th: Record<Common, string>; en: Record<Common, string> } = {
  th: {
    transactionNo: 'เลขที่รายการ',
    storeId: 'รหัสร้านค้า',
    storeName: 'ชื่อร้านค้า',
    amount: 'จำนวนเงิน',
    status: 'สถานะ',
    createdDate: 'วันที่ทำรายการ',
  },
  en: {
    transactionNo: 'Transaction no.',
    storeId: 'Store ID',
    storeName: 'Store',
    amount: 'Amount',
    status: 'Status',
    createdDate: 'Created',
  },
};
