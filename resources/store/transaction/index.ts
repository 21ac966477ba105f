import { defineEntity } from '../../catalog/define.ts';

/**
 * QR transactions (reporting service): dates sent as yyyy-MM-dd; the server export is a zip holding an
 * xlsx, which may take up to five minutes.
 */
export const transaction = defineEntity({
  area: 'store',
  path: 'transaction',
  permission: 'qrTransaction',
  menu: {
    group: 'stores',
    order: 3,
    nameTh: 'รายการธุรกรรม',
    nameEn: 'Transaction',
    icon: 'receipt',
    landing: 3,
  },
  recordTitle: 'transactionNo',
  service: 'reporting',
  list: {
    endpoint: 'report/transaction/GetTransactionByPaymentAdmin',
    sort: { field: 'createdDate', order: 'DESC' },
  },
  queues: [
    {
      key: 'failedToday',
      label: { th: 'ธุรกรรมไม่สำเร็จวันนี้', en: 'Failed transactions today' },
      filter: { status: 'cancelled' },
      today: true,
    },
  ],
  load: () => import('./declaration.ts'),
});
