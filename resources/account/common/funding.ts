/**
 * What the funding screens share (the transfers, their raw data and the daily return transfers): the
 * filters of the transfer lists and the labels of every funding column, in Thai and English.
 */
import type { FilterDeclaration } from '../../../src/schema/index.ts';

export const FUNDING_FILTERS: FilterDeclaration[] = [
  { source: 'q', type: 'search', alwaysOn: true },
  { source: 'status', type: 'status', vocabulary: 'fundingTransfer', alwaysOn: true },
  { source: 'transferType', type: 'master', list: 'fundingTransferType' },
  { source: 'dateRange', type: 'dateRange' },
];

type FundingColumn =
  | 'q'
  | 'id'
  | 'batchNo'
  | 'createdDate'
  | 'transferDate'
  | 'transferType'
  | 'storeId'
  | 'payerBank'
  | 'payerAccount'
  | 'payeeBank'
  | 'payeeAccount'
  | 'payeeName'
  | 'amount'
  | 'fee'
  | 'netAmount'
  | 'refPayment'
  | 'bankRefNo'
  | 'responseCode'
  | 'responseMessage'
  | 'status'
  | 'dateRange'
  | 'storeName'
  | 'payerName'
  | 'approvedBy'
  | 'approvedDate';

export const FUNDING_LABELS: { th: Record<FundingColumn, string>; en: Record<FundingColumn, string> } = {
  th: {
    q: 'ค้นหา',
    id: 'เลขที่รายการ',
    batchNo: 'เลขที่ชุดไฟล์',
    createdDate: 'วันที่สร้าง',
    transferDate: 'วันที่โอน',
    transferType: 'ประเภทการโอน',
    storeId: 'รหัสร้านค้า',
    payerBank: 'ธนาคารผู้โอน',
    payerAccount: 'บัญชีผู้โอน',
    payeeBank: 'ธนาคารผู้รับ',
    payeeAccount: 'บัญชีผู้รับ',
    payeeName: 'ชื่อผู้รับ',
    amount: 'จำนวนเงิน',
    fee: 'ค่าธรรมเนียม',
    netAmount: 'ยอดสุทธิ',
    refPayment: 'เลขอ้างอิงการชำระ',
    bankRefNo: 'เลขอ้างอิงธนาคาร',
    responseCode: 'รหัสตอบกลับ',
    responseMessage: 'ข้อความตอบกลับ',
    status: 'สถานะ',
    dateRange: 'ช่วงวันที่',
    storeName: 'ชื่อร้านค้า',
    payerName: 'ชื่อผู้โอน',
    approvedBy: 'ผู้อนุมัติ',
    approvedDate: 'วันที่อนุมัติ',
  },
  en: {
    q: 'Search',
    id: 'Transaction no.',
    batchNo: 'Batch no.',
    createdDate: 'Created',
    transferDate: 'Transferred',
    transferType: 'Transfer type',
    storeId: 'Store ID',
    payerBank: 'Payer bank',
    payerAccount: 'Payer account',
    payeeBank: 'Payee bank',
    payeeAccount: 'Payee account',
    payeeName: 'Payee name',
    amount: 'Amount',
    fee: 'Fee',
    netAmount: 'Net amount',
    refPayment: 'Payment reference',
    bankRefNo: 'Bank reference',
    responseCode: 'Response code',
    responseMessage: 'Response message',
    status: 'Status',
    dateRange: 'Date range',
    storeName: 'Store name',
    payerName: 'Payer name',
    approvedBy: 'Approved by',
    approvedDate: 'Approved on',
  },
};
