import { declare } from '../../catalog/define.ts';

export default declare({
  idField: 'storeTypeId',
  endpoints: {
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
  views: ['show', 'edit', 'create'],
  export: { mode: 'csv' },
  mock: { table: 'merchantCategories', searchFields: ['storeType'] },
  i18n: {
    th: {
      fields: {
        storeTypeId: 'รหัสประเภท',
        storeType: 'ประเภทร้านค้า',
        storeCount: 'จำนวนร้านค้า',
        isActive: 'สถานะใช้งาน',
      },
    },
    en: {
      fields: { storeTypeId: 'Type ID', storeType: 'Store type', storeCount: 'Stores', isActive: 'Active' },
    },
  },
});
