import { defineEntity } from '../../catalog/define.ts';

/** Store type = the master service's merchant category. */
export const storeType = defineEntity({
  area: 'management',
  path: 'store-type',
  permission: 'merchantType',
  menu: {
    group: 'management',
    order: 4,
    nameTh: 'ประเภทร้านค้า',
    nameEn: 'Store Type',
    icon: 'category',
    landing: 8,
  },
  recordTitle: 'storeType',
  service: 'master',
  list: { endpoint: 'merchant_category', sort: { field: 'storeType', order: 'ASC' } },
  load: () => import('./declaration.ts'),
});
