import { declare } from '../../catalog/define.ts';
import type { OperationDeclaration } from '../../../src/schema/index.ts';

const R = 'resources.management/transaction-status-adjustment.messages';

const ADJUST_CHOICES = [
  { id: 'true', name: `${R}.adjustTransaction` },
  { id: 'false', name: `${R}.notAdjustTransaction` },
];

const ADJUST_TYPES = [
  { id: 'status', name: `${R}.typeStatus` },
  { id: 'manual', name: `${R}.typeManual` },
  { id: 'fee', name: `${R}.typeFee` },
];

const ADJUSTED = [
  { id: true, name: `${R}.adjusted` },
  { id: false, name: `${R}.notAdjusted` },
];

type Looked = 'transactionNo' | 'storeName' | 'amount' | 'fee' | 'status' | 'bankStatus' | 'createdDate';
type Operation = OperationDeclaration<Looked>;

/** Both operation pages start by looking the transaction up, and show it as it stands after. */
const INQUIRY: NonNullable<Operation['inquiry']> = {
  method: 'POST',
  path: 'adjust-transaction/inquiry',
  service: 'payment',
  fields: ['transactionNo'],
  show: ['transactionNo', 'storeName', 'amount', 'fee', 'status', 'bankStatus', 'createdDate'],
};
const RESULT: NonNullable<Operation['result']> = {
  from: 'transaction',
  show: ['transactionNo', 'amount', 'fee', 'status'],
};

export default declare({
  idField: 'id',
  endpoints: {},
  fields: [
    { source: 'id', type: 'text', list: false },
    { source: 'transactionNo', type: 'text', required: true, maxLength: 40 },
    { source: 'storeId', type: 'text', list: false },
    { source: 'storeName', type: 'text' },
    { source: 'amount', type: 'money', min: 0.01, max: 700_000 },
    { source: 'fee', type: 'money', list: false },
    { source: 'status', type: 'status', vocabulary: 'qrTransaction', required: true },
    { source: 'isAdjusted', type: 'choice', choices: ADJUSTED },
    { source: 'adjustType', type: 'choice', choices: ADJUST_TYPES },
    { source: 'adjustedStatus', type: 'status', vocabulary: 'qrTransaction' },
    { source: 'adjustedBy', type: 'text' },
    { source: 'adjustedDate', type: 'dateTime' },
    { source: 'createdDate', type: 'dateTime' },
    { source: 'remark', type: 'longText', maxLength: 500, sortable: false, required: true },
    // Inputs and answers of the operation pages, not list columns.
    { source: 'bankStatus', type: 'status', vocabulary: 'qrTransaction', list: false, readOnly: true },
    { source: 'isAdjust', type: 'choice', choices: ADJUST_CHOICES, list: false, required: true },
  ],
  filters: [
    { source: 'q', type: 'search', alwaysOn: true },
    { source: 'dateRange', type: 'dateRange', alwaysOn: true },
    { source: 'status', type: 'status', vocabulary: 'qrTransaction', alwaysOn: true },
    { source: 'isAdjusted', type: 'choice', choices: ADJUSTED },
    { source: 'adjustType', type: 'choice', choices: ADJUST_TYPES },
  ],
  slots: { listHeader: () => import('./AdjustmentSummary.tsx') },
  links: {
    page: [
      { name: 'adjust', label: `${R}.adjust`, path: 'adjust', permission: 'edit' },
      { name: 'manualAdjust', label: `${R}.manualAdjust`, path: 'manual-adjust', permission: 'edit' },
    ],
  },
  routes: [
    {
      path: 'adjust',
      permission: 'edit',
      operation: {
        inquiry: INQUIRY,
        fields: ['bankStatus', 'isAdjust', 'remark'],
        changes: [
          { source: 'bankStatus', before: 'status', when: { field: 'isAdjust', in: ['true'] } },
          { source: 'isAdjust' },
          { source: 'remark' },
        ],
        submit: {
          method: 'POST',
          path: 'adjust-transaction/adjust',
          service: 'payment',
          body: ['transactionNo', 'isAdjust', 'remark'],
        },
        result: RESULT,
        messages: { confirm: `${R}.adjustConfirm`, done: `${R}.adjustDone` },
      },
    },
    {
      path: 'manual-adjust',
      permission: 'edit',
      operation: {
        inquiry: INQUIRY,
        fields: ['status', 'amount', 'remark'],
        changes: [{ source: 'status' }, { source: 'amount' }, { source: 'remark' }],
        submit: {
          method: 'POST',
          path: 'adjust-transaction/manual-adjust',
          service: 'payment',
          body: ['transactionNo', 'status', 'amount', 'remark'],
        },
        result: RESULT,
        messages: { confirm: `${R}.manualConfirm`, done: `${R}.manualDone` },
      },
    },
  ],
  mock: {
    table: 'adjustments',
    searchFields: ['transactionNo', 'storeId', 'storeName', 'adjustedBy'],
    dateField: 'createdDate',
  },
  i18n: {
    th: {
      fields: {
        id: 'เลขที่การปรับ',
        storeId: 'รหัสร้านค้า',
        transactionNo: 'เลขที่รายการ',
        storeName: 'ร้านค้า',
        amount: 'จำนวนเงิน',
        fee: 'ค่าธรรมเนียม',
        status: 'สถานะรายการ',
        isAdjusted: 'ผลการพิจารณา',
        adjustType: 'ประเภทการปรับ',
        adjustedStatus: 'สถานะหลังปรับ',
        adjustedBy: 'ผู้ปรับ',
        adjustedDate: 'วันที่ปรับ',
        createdDate: 'วันที่ทำรายการ',
        remark: 'เหตุผล',
        bankStatus: 'สถานะตามธนาคาร',
        isAdjust: 'การปรับสถานะ',
        q: 'ค้นหา',
        dateRange: 'วันที่ทำรายการ',
      },
      messages: {
        adjust: 'ปรับสถานะรายการ',
        manualAdjust: 'ปรับสถานะด้วยตนเอง',
        adjustTransaction: 'ปรับสถานะรายการ (Adjust Transaction)',
        notAdjustTransaction: 'ไม่ปรับสถานะรายการ (Not Adjust Transaction)',
        typeStatus: 'ปรับตามธนาคาร',
        typeManual: 'ปรับด้วยตนเอง',
        typeFee: 'ปรับค่าธรรมเนียม',
        adjusted: 'ปรับแล้ว',
        notAdjusted: 'ไม่ปรับ / รอพิจารณา',
        adjustConfirm: 'ยืนยันการปรับสถานะรายการนี้ตามตารางด้านล่าง',
        adjustDone: 'บันทึกการปรับสถานะรายการแล้ว',
        manualConfirm: 'ยืนยันการปรับสถานะรายการนี้ด้วยตนเองตามตารางด้านล่าง',
        manualDone: 'ปรับสถานะรายการด้วยตนเองแล้ว',
        summaryTotal: 'ทั้งหมด %{count} รายการ',
        summaryAdjusted: 'ปรับแล้ว %{count}',
        summaryNotAdjusted: 'ยังไม่ปรับ %{count}',
        summaryStatus: 'จำนวนตามสถานะรายการ',
      },
    },
    en: {
      fields: {
        id: 'Adjustment',
        storeId: 'Store ID',
        transactionNo: 'Transaction number',
        storeName: 'Store',
        amount: 'Amount',
        fee: 'Fee',
        status: 'Transaction status',
        isAdjusted: 'Decision',
        adjustType: 'Adjustment type',
        adjustedStatus: 'Status after',
        adjustedBy: 'Adjusted by',
        adjustedDate: 'Adjusted',
        createdDate: 'Transaction date',
        remark: 'Reason',
        bankStatus: "Bank's status",
        isAdjust: 'Adjustment',
        q: 'Search',
        dateRange: 'Transaction date',
      },
      messages: {
        adjust: 'Adjust a transaction',
        manualAdjust: 'Manual adjust',
        adjustTransaction: 'Adjust Transaction',
        notAdjustTransaction: 'Not Adjust Transaction',
        typeStatus: "To the bank's status",
        typeManual: 'Manual',
        typeFee: 'Fee',
        adjusted: 'Adjusted',
        notAdjusted: 'Not adjusted / open',
        adjustConfirm: 'Adjust this transaction as shown below?',
        adjustDone: 'The adjustment was recorded',
        manualConfirm: 'Change this transaction by hand as shown below?',
        manualDone: 'The transaction was adjusted by hand',
        summaryTotal: '%{count} rows',
        summaryAdjusted: '%{count} adjusted',
        summaryNotAdjusted: '%{count} not adjusted',
        summaryStatus: 'Rows by transaction status',
      },
    },
  },
});
