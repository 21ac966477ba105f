import { defineResource } from '../catalog/define.ts';

const RUN_STATUSES = [
  { id: 'success', name: 'resources.management/reconcile.messages.statusSuccess' },
  { id: 'partial', name: 'resources.management/reconcile.messages.statusPartial' },
  { id: 'failed', name: 'resources.management/reconcile.messages.statusFailed' },
];

/**
 * Reconcile runs against bank statement files (reporting service). The list is paged and filtered on
 * the server (`ymd` dates on `processDate`); a row opens `detail?run=<id>`, "New run" opens `detail`
 * (the wizard). See docs/process.md.
 */
export const reconcile = defineResource({
  area: 'management',
  path: 'reconcile',
  permission: 'reconcile',
  menu: {
    group: 'process',
    order: 3,
    nameTh: 'กระบวนการกระทบยอด',
    nameEn: 'Reconcile process',
    icon: 'compare',
    landing: 16,
  },
  idField: 'id',
  service: 'reporting',
  endpoints: { list: 'report/reconcile/getReconcileProcess' },
  dateRule: 'ymd',
  fields: [
    { source: 'id', type: 'text' },
    { source: 'processDate', type: 'dateTime' },
    { source: 'bankIssuer', type: 'text' },
    { source: 'bankName', type: 'text', sortable: false },
    { source: 'filename', type: 'text' },
    { source: 'totalTransactions', type: 'number' },
    { source: 'matchedTransactions', type: 'number' },
    { source: 'unmatchedTransactions', type: 'number' },
    { source: 'totalAmount', type: 'money' },
    { source: 'status', type: 'choice', choices: RUN_STATUSES },
  ],
  filters: [
    { source: 'q', type: 'search', alwaysOn: true },
    { source: 'dateRange', type: 'dateRange', alwaysOn: true },
    { source: 'bankIssuer', type: 'master', list: 'bank', alwaysOn: true },
    { source: 'status', type: 'choice', choices: RUN_STATUSES },
  ],
  sort: { field: 'processDate', order: 'DESC' },
  views: ['list'],
  routes: [{ path: 'detail', page: () => import('./reconcile/ReconcileDetailPage.tsx'), permission: 'view' }],
  links: {
    row: { path: 'detail', query: 'run', permission: 'view' },
    page: [
      {
        name: 'newRun',
        label: 'resources.management/reconcile.messages.newRun',
        path: 'detail',
        permission: 'create',
      },
    ],
  },
  recordTitle: 'filename',
  mock: {
    table: 'reconcileProcesses',
    searchFields: ['filename', 'bankName', 'bankIssuer'],
    dateField: 'processDate',
    // The statement file of the run, as the upload service answered it.
    extraFields: ['fileUrl'],
  },
  i18n: {
    th: {
      name: 'กระบวนการกระทบยอด',
      fields: {
        id: 'เลขที่รอบ',
        processDate: 'วันที่กระทบยอด',
        bankIssuer: 'ธนาคารผู้ออกไฟล์',
        bankName: 'ธนาคาร',
        filename: 'ชื่อไฟล์',
        totalTransactions: 'จำนวนรายการ',
        matchedTransactions: 'ตรงกัน',
        unmatchedTransactions: 'ไม่ตรงกัน',
        totalAmount: 'ยอดรวม',
        status: 'สถานะ',
        q: 'ค้นหา',
        dateRange: 'ช่วงวันที่กระทบยอด',
      },
      messages: {
        newRun: 'กระทบยอดไฟล์ใหม่',
        statusSuccess: 'สำเร็จ',
        statusPartial: 'สำเร็จบางส่วน',
        statusFailed: 'ไม่สำเร็จ',
      },
    },
    en: {
      name: 'Reconcile process',
      fields: {
        id: 'Run',
        processDate: 'Processed',
        bankIssuer: 'Bank issuer',
        bankName: 'Bank',
        filename: 'File name',
        totalTransactions: 'Lines',
        matchedTransactions: 'Matched',
        unmatchedTransactions: 'Unmatched',
        totalAmount: 'Total amount',
        status: 'Status',
        q: 'Search',
        dateRange: 'Processed between',
      },
      messages: {
        newRun: 'New run',
        statusSuccess: 'Success',
        statusPartial: 'Partly matched',
        statusFailed: 'Failed',
      },
    },
  },
});
