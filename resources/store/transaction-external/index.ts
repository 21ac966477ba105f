import { defineEntity } from '../../catalog/define.ts';

/** Transactions made through external partners (reporting service): yyyy-MM-dd dates, xlsx export. */
export const transactionExternal = defineEntity({
  area: 'store',
  path: 'transaction-external',
  permission: 'transactionExternal',
  menu: {
    group: 'stores',
    order: 5,
    nameTh: 'รายการธุรกรรมภายนอก',
    nameEn: 'Transaction For External',
    icon: 'swap',
    landing: 18,
  },
  recordTitle: 'transactionNo',
  service: 'reporting',
  list: {
    endpoint: 'report/transaction/get-transactions-external',
    sort: { field: 'createdDate', order: 'DESC' },
  },
  load: () => import('./declaration.ts'),
});
