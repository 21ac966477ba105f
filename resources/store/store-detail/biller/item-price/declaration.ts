import { declare } from '../../../../catalog/define.ts';

export default declare({
  idField: 'itemPriceId',
  endpoints: {
    list: 'merchant/{storeId}/biller/{billerId}/item_price',
    get: 'merchant/{storeId}/biller/{billerId}/item_price/{id}',
    create: 'merchant/{storeId}/biller/{billerId}/item_price',
    update: 'merchant/{storeId}/biller/{billerId}/item_price/{id}',
    delete: 'merchant/{storeId}/biller/{billerId}/item_price/{id}',
    // "On sale" is switched on its own, under the store and the biller like every other call.
    toggle: { method: 'PUT', path: 'merchant/{storeId}/biller/{billerId}/item_price/{id}/toggle' },
  },
  fields: [
    { source: 'itemPriceId', type: 'text', form: false },
    { source: 'itemCode', type: 'text', required: true, maxLength: 20 },
    { source: 'itemName', type: 'text', required: true, maxLength: 100 },
    { source: 'price', type: 'money', required: true, min: 0.01, max: 1_000_000 },
    { source: 'isActive', type: 'active' },
  ],
  sort: { field: 'itemCode', order: 'ASC' },
  views: ['show', 'edit', 'create'],
  mock: { table: 'itemPrices' },
  i18n: {
    th: {
      fields: {
        itemPriceId: 'รหัส',
        itemCode: 'รหัสสินค้า',
        itemName: 'ชื่อสินค้า',
        price: 'ราคา',
        isActive: 'เปิดขาย',
      },
    },
    en: {
      fields: {
        itemPriceId: 'ID',
        itemCode: 'Item code',
        itemName: 'Item name',
        price: 'Price',
        isActive: 'On sale',
      },
    },
  },
});
