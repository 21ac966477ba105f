import { defineEntity } from '../../catalog/define.ts';

/**
 * Changes merchants ask for in their own data (merchant service). The detail shows each requested
 * change beside the current value, and staff approve or disapprove one item at a time (show slot).
 */
export const userRequest = defineEntity({
  area: 'store',
  path: 'user-request',
  permission: 'userRequest',
  menu: {
    group: 'stores',
    order: 4,
    nameTh: 'คำขอผู้ใช้งาน',
    nameEn: 'User Request',
    icon: 'assignment',
    landing: 4,
  },
  recordTitle: 'id',
  service: 'merchant',
  list: { endpoint: 'user_request', sort: { field: 'date', order: 'DESC' } },
  queues: [
    {
      key: 'toApprove',
      label: { th: 'คำขอผู้ใช้รออนุมัติ', en: 'User requests to approve' },
      filter: { status: 'waiting approve' },
    },
  ],
  load: () => import('./declaration.ts'),
});
