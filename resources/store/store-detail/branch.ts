import { defineResource } from '../../catalog/define.ts';

/**
 * Branches of a store (merchant service): listed on the store's Branches tab, pages under the store's
 * view (`view/{storeId}/branch/…`); the branch's own tabs and billers are store-detail-branch.
 */
export const branch = defineResource({
  area: 'store',
  path: 'branch',
  permission: 'merchantDetail',
  idField: 'branchId',
  service: 'merchant',
  parent: { resource: 'store/store-detail', param: 'storeId', segment: 'branch' },
  endpoints: {
    list: 'merchant/{storeId}/branch',
    get: 'branch/{id}',
    create: 'merchant/{storeId}/branch',
    update: 'branch/{id}',
    toggle: { method: 'PUT', path: 'branch/{id}/toggle_active' },
  },
  fields: [
    { source: 'branchId', type: 'text', form: false },
    { source: 'branchName', type: 'text', required: true, maxLength: 150 },
    { source: 'tel', type: 'phone' },
    { source: 'address', type: 'longText', maxLength: 500, list: false },
    { source: 'createdDate', type: 'dateTime', form: false },
    { source: 'isActive', type: 'active', form: false },
  ],
  sort: { field: 'branchId', order: 'ASC' },
  views: ['show', 'edit', 'create'],
  recordTitle: 'branchName',
  mock: { table: 'branches', searchFields: ['branchId', 'branchName', 'tel'] },
  i18n: {
    th: {
      name: 'สาขา',
      fields: {
        branchId: 'รหัสสาขา',
        branchName: 'ชื่อสาขา',
        tel: 'เบอร์โทรศัพท์',
        address: 'ที่อยู่',
        createdDate: 'วันที่สร้าง',
        isActive: 'สถานะใช้งาน',
      },
    },
    en: {
      name: 'Branches',
      fields: {
        branchId: 'Branch ID',
        branchName: 'Branch name',
        tel: 'Phone',
        address: 'Address',
        createdDate: 'Created',
        isActive: 'Active',
      },
    },
  },
});
