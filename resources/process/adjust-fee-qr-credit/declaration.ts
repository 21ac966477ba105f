import { declare } from '../../catalog/define.ts';

const R = 'resources.management/adjust-fee-qr-credit.messages';

export default declare({
  idField: 'transactionNo',
  endpoints: {},
  fields: [
    { source: 'transactionNo', type: 'text', required: true, maxLength: 40 },
    { source: 'storeName', type: 'text' },
    { source: 'channel', type: 'text' },
    { source: 'amount', type: 'money' },
    { source: 'status', type: 'status', vocabulary: 'qrTransaction' },
    { source: 'fee', type: 'money', required: true, min: 0 },
    { source: 'remark', type: 'longText', required: true, maxLength: 500 },
  ],
  operation: {
    inquiry: {
      method: 'POST',
      path: 'adjust-transaction/inquiry',
      fields: ['transactionNo'],
      show: ['transactionNo', 'storeName', 'channel', 'amount', 'status', 'fee'],
    },
    fields: ['fee', 'remark'],
    changes: [{ source: 'fee' }, { source: 'remark' }],
    submit: {
      method: 'POST',
      path: 'adjust-transaction/adjust-fee-qr-credit',
      body: ['transactionNo', 'fee', 'remark'],
    },
    result: { from: 'transaction', show: ['transactionNo', 'amount', 'status', 'fee'] },
    messages: { confirm: `${R}.confirm`, done: `${R}.done` },
  },
  mock: { table: 'qrTransactions' },
  i18n: {
    th: {
      fields: {
        transactionNo: 'เลขที่รายการ',
        storeName: 'ร้านค้า',
        channel: 'ช่องทางชำระเงิน',
        amount: 'จำนวนเงิน',
        status: 'สถานะรายการ',
        fee: 'ค่าธรรมเนียม',
        remark: 'เหตุผล',
      },
      messages: {
        confirm: 'ยืนยันการเปลี่ยนค่าธรรมเนียม QR Credit ของรายการนี้ตามตารางด้านล่าง',
        done: 'ปรับค่าธรรมเนียมแล้ว',
      },
    },
    en: {
      fields: {
        transactionNo: 'Transaction number',
        storeName: 'Store',
        channel: 'Payment channel',
        amount: 'Amount',
        status: 'Transaction status',
        fee: 'Fee',
        remark: 'Reason',
      },
      messages: {
        confirm: 'Change the QR Credit fee of this transaction as shown below?',
        done: 'The fee was changed',
      },
    },
  },
});
