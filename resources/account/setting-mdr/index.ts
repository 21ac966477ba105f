import { defineEntity } from '../../catalog/define.ts';

/**
 * Initial MDR setting per bank (payment gateway): the payment term and the MDR rate of each payment
 * channel new stores start with. A bank, and each of its channels, is switched on or off here
 * (confirmed, then the record is read again).
 */
export const settingMdr = defineEntity({
  area: 'account',
  path: 'setting-mdr',
  permission: 'settingMdr',
  menu: {
    group: 'accounting',
    order: 3,
    nameTh: 'ตั้งค่า MDR เริ่มต้น',
    nameEn: 'Initial MDR Setting',
    icon: 'tune',
    landing: 13,
  },
  recordTitle: 'bankName',
  service: 'payment',
  list: { endpoint: 'setting_mdr', sort: { field: 'bankCode', order: 'ASC' } },
  load: () => import('./declaration.ts'),
});
