import { declare } from '../../../catalog/define.ts';

export default declare({
  idField: 'branchId',
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
  // The specification's branch routes (mounted by the store: store-detail/routePages.tsx), relative to
  // `/store/store-detail`; a new branch is the form type `create` of `{formType}/{storeId}/branch/{id}`.
  addresses: {
    list: 'view/:storeId/tab/branches',
    create: 'create/:storeId/branch/create',
    view: 'view/:storeId/view/branch/:id',
    edit: 'edit/:storeId/branch/:id',
  },
  mock: { table: 'branches', searchFields: ['branchId', 'branchName', 'tel'], dateField: 'createdDate' },
  i18n: {
    th: {
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
