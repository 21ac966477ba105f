import { declare } from '../../catalog/define.ts';

export default declare({
  idField: 'userId',
  endpoints: {
    get: 'employee/{id}',
    create: 'employee',
    update: 'employee/{id}',
    toggle: { method: 'POST', path: 'employee/{id}/toggle_active' },
  },
  fields: [
    { source: 'userId', type: 'text', form: false },
    { source: 'firstname', type: 'text', required: true, maxLength: 100 },
    { source: 'lastname', type: 'text', required: true, maxLength: 100 },
    {
      source: 'email',
      type: 'email',
      required: true,
      unique: {
        path: 'employee/check_admin_email/{value}',
        message: 'resources.management/users.messages.emailInUse',
      },
    },
    { source: 'tel', type: 'phone', list: false },
    // The view shows roleName: the employee-role list holds active roles only.
    {
      source: 'roleId',
      type: 'master',
      list: 'employeeRole',
      required: true,
      listColumn: false,
      show: false,
    },
    { source: 'roleName', type: 'text', form: false },
    {
      source: 'twoFactorEnabled',
      type: 'choice',
      form: false,
      choices: [
        { id: true, name: 'resources.management/users.messages.twoFactorOn' },
        { id: false, name: 'resources.management/users.messages.twoFactorOff' },
      ],
    },
    { source: 'createdDate', type: 'dateTime', form: false },
    { source: 'lastLogin', type: 'dateTime', form: false, list: false },
    { source: 'isActive', type: 'active' },
  ],
  filters: [
    { source: 'q', type: 'search', alwaysOn: true },
    { source: 'roleId', type: 'master', list: 'employeeRole' },
    { source: 'isActive', type: 'active' },
    { source: 'dateRange', type: 'dateRange' },
  ],
  views: ['show', 'edit', 'create'],
  actions: [
    {
      name: 'resetTwoFactor',
      label: 'resources.management/users.messages.resetTwoFactor',
      confirm: 'resources.management/users.messages.resetTwoFactorConfirm',
      permission: 'edit',
      scope: 'row',
      method: 'PUT',
      path: 'employee/reset-two-factor/{id}',
    },
  ],
  export: { mode: 'csv' },
  lookup: {
    keys: [
      { field: 'email' },
      { field: 'userId', pattern: /^u-\d+$/i, filter: 'userId' },
      { field: 'tel', filter: 'tel' },
    ],
    text: 'q',
  },
  mock: { table: 'staffUsers', searchFields: ['email', 'firstname', 'lastname'], dateField: 'createdDate' },
  i18n: {
    th: {
      fields: {
        userId: 'รหัสผู้ใช้',
        firstname: 'ชื่อ',
        lastname: 'นามสกุล',
        email: 'อีเมล',
        tel: 'เบอร์โทรศัพท์',
        roleId: 'บทบาท',
        roleName: 'บทบาท',
        twoFactorEnabled: 'การยืนยันสองขั้นตอน',
        createdDate: 'วันที่สร้าง',
        lastLogin: 'เข้าสู่ระบบล่าสุด',
        isActive: 'สถานะใช้งาน',
      },
      messages: {
        emailInUse: 'อีเมลนี้ถูกใช้โดยผู้ใช้งานอื่นแล้ว',
        twoFactorOn: 'ตั้งค่าแล้ว',
        twoFactorOff: 'ยังไม่ได้ตั้งค่า',
        resetTwoFactor: 'รีเซ็ตการยืนยันสองขั้นตอน',
        resetTwoFactorConfirm: 'รีเซ็ตการยืนยันสองขั้นตอนของ %{name} ใช่หรือไม่ ผู้ใช้จะต้องตั้งค่าใหม่เมื่อเข้าสู่ระบบครั้งถัดไป',
      },
    },
    en: {
      fields: {
        userId: 'User ID',
        firstname: 'First name',
        lastname: 'Last name',
        email: 'E-mail',
        tel: 'Phone',
        roleId: 'Role',
        roleName: 'Role',
        twoFactorEnabled: 'Two-factor sign-in',
        createdDate: 'Created',
        lastLogin: 'Last sign-in',
        isActive: 'Active',
      },
      messages: {
        emailInUse: 'This e-mail is already used by another staff user',
        twoFactorOn: 'Set up',
        twoFactorOff: 'Not set up',
        resetTwoFactor: 'Reset two-factor',
        resetTwoFactorConfirm:
          'Reset two-factor sign-in of %{name}? They will set it up again at their next sign-in.',
      },
    },
  },
});
