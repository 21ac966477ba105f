import { defineResource } from '../catalog/define.ts';

/** Store type = the master service's merchant category. */
export const storeType = defineResource({
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
  idField: 'storeTypeId',
  service: 'master',
  endpoints: {
    list: 'merchant_category',
    get: 'merchant_category/{id}',
    create: 'merchant_category',
    update: 'merchant_category/{id}',
    toggle: { method: 'POST', path: 'merchant_category/{id}/toggle' },
  },
  fields: [
    { source: 'storeTypeId', type: 'text', form: false },
    { source: 'storeType', type: 'text', required: true, maxLength: 100 },
    { source: 'storeCount', type: 'number', form: false },
    { source: 'isActive', type: 'active', form: 'create' },
  ],
  filters: [
    { source: 'q', type: 'search', alwaysOn: true },
    { source: 'isActive', type: 'active' },
  ],
  sort: { field: 'storeType', order: 'ASC' },
  views: ['list', 'show', 'edit', 'create'],
  export: { mode: 'csv' },
  recordTitle: 'storeType',
  mock: { table: 'merchantCategories', searchFields: ['storeType'] },
  i18n: {
    th: {
      name: 'ประเภทร้านค้า',
      fields: {
        storeTypeId: 'รหัสประเภท',
        storeType: 'ประเภทร้านค้า',
        storeCount: 'จำนวนร้านค้า',
        isActive: 'สถานะใช้งาน',
      },
    },
    en: {
      name: 'Store type',
      fields: { storeTypeId: 'Type ID', storeType: 'Store type', storeCount: 'Stores', isActive: 'Active' },
    },
  },
});
