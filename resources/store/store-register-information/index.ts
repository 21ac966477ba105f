import { defineEntity } from '../../catalog/define.ts';

/**
 * Merchant registrations (merchant service): the follow-up list, a detail with the status change and
 * the sale assignment, a read-only view, and the registration form. A new registration is saved with
 * `register_merchant`, then the owner's login with `user_merchant` (see the create slot).
 */
export const storeRegisterInformation = defineEntity({
  area: 'store',
  path: 'store-register-information',
  permission: 'merchantRegister',
  menu: {
    group: 'stores',
    order: 1,
    nameTh: 'ข้อมูลการลงทะเบียนร้านค้า',
    nameEn: 'Merchant Registration',
    icon: 'assignment',
    landing: 1,
  },
  recordTitle: 'storeName',
  service: 'merchant',
  list: { endpoint: 'merchant_register', sort: { field: 'date', order: 'DESC' } },
  queues: [
    {
      key: 'toApprove',
      label: { th: 'การสมัครร้านค้ารอติดต่อ', en: 'Registrations waiting for contact' },
      filter: { status: 'waiting for contact' },
    },
  ],
  load: () => import('./declaration.ts'),
});
