import { declare } from '../../catalog/define.ts';

const T = 'resources.store/store-detail-branch.messages';

/** Loads one of the branch page's route pages (./branchPages.tsx). */
const branchPage = (name: 'AllTabsView' | 'AllTabsForm' | 'BillerView' | 'BillerForm') => () =>
  import('./branchPages.tsx').then((m) => ({ default: m[name] }));

export default declare({
  idField: 'branchId',
  endpoints: {
    get: 'branch/{id}',
    update: 'branch/{id}',
    toggle: { method: 'PUT', path: 'branch/{id}/toggle_active' },
  },
  fields: [
    { source: 'branchId', type: 'text', form: false },
    { source: 'storeId', type: 'text', form: false },
    { source: 'branchName', type: 'text', required: true, maxLength: 150 },
    { source: 'tel', type: 'phone' },
    { source: 'address', type: 'longText', maxLength: 500 },
    { source: 'createdDate', type: 'dateTime', form: false },
    { source: 'isActive', type: 'active', form: false },
  ],
  views: ['show', 'edit'],
  tabs: [
    {
      name: 'general',
      label: `${T}.tabGeneral`,
      fields: ['branchId', 'storeId', 'branchName', 'tel', 'createdDate', 'isActive'],
    },
    { name: 'address', label: `${T}.tabAddress`, fields: ['address'] },
    { name: 'billers', label: `${T}.tabBillers`, fields: [], children: ['store/branch-biller'] },
  ],
  routes: [
    { path: 'view/:storeId/:id/:tab', view: 'show' },
    { path: 'view/:storeId/:id/:currentTab/viewall', page: branchPage('AllTabsView'), permission: 'view' },
    { path: 'view/:storeId/:id/:tab/edit', view: 'edit' },
    { path: 'view/:storeId/:id/:currentTab/editall', page: branchPage('AllTabsForm'), permission: 'edit' },
    {
      path: 'view/:storeId/:branchId/:currentTab/biller-view/:id',
      page: branchPage('BillerView'),
      permission: 'view',
    },
    {
      path: 'view/:storeId/:branchId/:currentTab/biller/:id',
      page: branchPage('BillerForm'),
      permission: 'view',
    },
  ],
  // The branch at the routes above ("Back" to the store's Branches tab); every whole form is `editall`.
  addresses: {
    list: '/store/store-detail/view/:storeId/tab/branches',
    view: 'view/:storeId/:id/general',
    edit: 'view/:storeId/:id/:tab/editall',
    tab: 'view/:storeId/:id/:tab',
    tabForm: 'view/:storeId/:id/:tab/edit',
    viewAll: 'view/:storeId/:id/:tab/viewall',
    formAll: 'view/:storeId/:id/:tab/editall',
  },
  // A branch's address parts, kept by the branch update beside its text.
  mock: { table: 'branches', extraFields: ['addressDetail'] },
  i18n: {
    th: {
      fields: {
        branchId: 'รหัสสาขา',
        storeId: 'รหัสร้านค้า',
        branchName: 'ชื่อสาขา',
        tel: 'เบอร์โทรศัพท์',
        address: 'ที่อยู่',
        createdDate: 'วันที่สร้าง',
        isActive: 'สถานะใช้งาน',
      },
      messages: { tabGeneral: 'ข้อมูลทั่วไป', tabAddress: 'ที่อยู่', tabBillers: 'ผู้เรียกเก็บเงิน' },
    },
    en: {
      fields: {
        branchId: 'Branch ID',
        storeId: 'Store ID',
        branchName: 'Branch name',
        tel: 'Phone',
        address: 'Address',
        createdDate: 'Created',
        isActive: 'Active',
      },
      messages: { tabGeneral: 'General', tabAddress: 'Address', tabBillers: 'Billers' },
    },
  },
});
