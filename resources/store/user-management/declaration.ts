import { declare } from '../../catalog/define.ts';

export default declare({
  idField: 'userId',
  endpoints: {
    get: 'merchant_employee/{id}',
    update: 'merchant_employee/{id}',
    toggle: { method: 'POST', path: 'merchant_employee/{id}/toggle_active' },
  },
  fields: [
    { source: 'userId', type: 'text', form: false },
    { source: 'username', type: 'text', readOnly: true },
    { source: 'storeId', type: 'text', readOnly: true },
    { source: 'storeName', type: 'text', readOnly: true },
    { source: 'firstname', type: 'text', required: true, maxLength: 100 },
    { source: 'lastname', type: 'text', required: true, maxLength: 100 },
    { source: 'email', type: 'email', required: true },
    { source: 'tel', type: 'phone' },
    {
      source: 'role',
      type: 'choice',
      required: true,
      choices: [
        { id: 'owner', name: 'resources.store/user-management.messages.roleOwner' },
        { id: 'manager', name: 'resources.store/user-management.messages.roleManager' },
        { id: 'accountant', name: 'resources.store/user-management.messages.roleAccountant' },
        { id: 'cashier', name: 'resources.store/user-management.messages.roleCashier' },
      ],
    },
    { source: 'lastLogin', type: 'dateTime', form: false, list: false },
    { source: 'createdDate', type: 'dateTime', form: false },
    { source: 'isActive', type: 'active', form: false },
  ],
  filters: [
    { source: 'q', type: 'search', alwaysOn: true },
    { source: 'isActive', type: 'active', alwaysOn: true },
  ],
  views: ['edit'],
  lookup: {
    keys: [{ field: 'userId', pattern: /^MU\d+$/i }, { field: 'email' }],
    text: 'q',
  },
  mock: {
    table: 'merchantUsers',
    searchFields: ['userId', 'username', 'firstname', 'lastname', 'email', 'storeId', 'storeName'],
    dateField: 'createdDate',
  },
  i18n: {
    th: {
      fields: {
        userId: 'รหัสผู้ใช้',
        username: 'ชื่อผู้ใช้',
        storeId: 'รหัสร้านค้า',
        storeName: 'ชื่อร้านค้า',
        firstname: 'ชื่อ',
        lastname: 'นามสกุล',
        email: 'อีเมล',
        tel: 'เบอร์โทรศัพท์',
        role: 'บทบาท',
        lastLogin: 'เข้าสู่ระบบล่าสุด',
        createdDate: 'วันที่สร้าง',
        isActive: 'สถานะใช้งาน',
      },
      messages: {
        roleOwner: 'เจ้าของร้าน',
        roleManager: 'ผู้จัดการ',
        roleAccountant: 'ฝ่ายบัญชี',
        roleCashier: 'แคชเชียร์',
      },
    },
    en: {
      fields: {
        userId: 'User ID',
        username: 'Username',
        storeId: 'Store ID',
        storeName: 'Store',
        firstname: 'First name',
        lastname: 'Last name',
        email: 'E-mail',
        tel: 'Phone',
        role: 'Role',
        lastLogin: 'Last sign-in',
        createdDate: 'Created',
        isActive: 'Active',
      },
      messages: {
        roleOwner: 'Owner',
        roleManager: 'Manager',
        roleAccountant: 'Accountant',
        roleCashier: 'Cashier',
      },
    },
  },
});
