import { declare } from '../../catalog/define.ts';
import { FUNDING_LABELS } from '../common/funding.ts';

const T = 'resources.account/funding-transfer/transfer-return.messages';

export default declare({
  idField: 'id',
  endpoints: { list: 'report/transaction/GetTransactionByPaymentAdminTransfer' },
  fields: [
    { source: 'id', type: 'text' },
    { source: 'storeId', type: 'text' },
    { source: 'storeName', type: 'text' },
    { source: 'amount', type: 'money' },
    { source: 'payeeBank', type: 'text' },
    { source: 'payeeAccount', type: 'text' },
    { source: 'payeeName', type: 'text' },
    { source: 'refPayment', type: 'text' },
    { source: 'status', type: 'status', vocabulary: 'fundingTransfer' },
    { source: 'createdDate', type: 'dateTime' },
    { source: 'approvedBy', type: 'text' },
    { source: 'approvedDate', type: 'dateTime' },
  ],
  filters: [
    { source: 'q', type: 'search', alwaysOn: true },
    { source: 'status', type: 'status', vocabulary: 'fundingTransfer', alwaysOn: true },
    { source: 'dateRange', type: 'dateRange' },
  ],
  sort: { field: 'createdDate', order: 'DESC' },
  slots: { list: () => import('../funding-transfer/TransferReturnList.tsx') },
  actions: [
    {
      name: 'approve',
      label: `${T}.approve`,
      confirm: `${T}.approveConfirm`,
      permission: 'approve',
      scope: 'bulk',
      method: 'POST',
      path: 'report/funding/approve_transaction',
      money: true,
      when: { field: 'status', in: ['Account approve'] },
      summary: { fields: ['id', 'storeName', 'payeeName', 'amount'], total: 'amount' },
    },
  ],
  export: {
    mode: 'server',
    path: 'report/transaction/GetTransactionByPaymentAdminTransferExcel',
    fileNamePrefix: 'รายการโอนเงินคืนร้านค้าประจำวัน_',
    extension: 'zip',
    // The service takes { size, timestamp }: the rows the list counts and the file's time stamp.
    method: 'POST',
  },
  mock: {
    table: 'fundingTransfers',
    searchFields: ['id', 'storeId', 'storeName', 'refPayment', 'payeeName'],
    dateField: 'createdDate',
  },
  i18n: {
    th: {
      fields: FUNDING_LABELS.th,
      messages: {
        approve: 'อนุมัติการโอนเงินคืน',
        approveConfirm: 'อนุมัติการโอนเงินคืน %{name} ใช่หรือไม่ รายการจะถูกส่งไปรอชำระ',
      },
    },
    en: {
      fields: FUNDING_LABELS.en,
      messages: {
        approve: 'Approve return transfer',
        approveConfirm: 'Approve the return transfer of %{name}? The rows move to Pending for settle.',
      },
    },
  },
});
