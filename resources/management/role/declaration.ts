import { declare } from '../../catalog/define.ts';

export default declare({
  idField: 'roleId',
  endpoints: {
    get: 'role/{id}',
    create: 'role',
    update: 'role/{id}',
    toggle: { method: 'POST', path: 'role/{id}/toggle_active' },
  },
  fields: [
    { source: 'roleId', type: 'text', form: false },
    { source: 'roleName', type: 'text', required: true, maxLength: 100 },
    { source: 'description', type: 'longText', maxLength: 300, list: false },
    { source: 'menus', type: 'permissionMatrix', menuList: 'role/menu', required: true },
    { source: 'isActive', type: 'active', form: false },
  ],
  filters: [
    { source: 'q', type: 'search', alwaysOn: true },
    { source: 'isActive', type: 'active' },
  ],
  views: ['show', 'edit', 'create'],
  export: { mode: 'csv' },
  saveConfirm: {
    when: 'ownRole',
    fields: ['menus'],
    message: 'resources.management/role.messages.ownRoleConfirm',
  },
  mock: { table: 'roles', searchFields: ['roleId', 'roleName', 'description'] },
  i18n: {
    th: {
      fields: {
        roleId: 'รหัสบทบาท',
        roleName: 'ชื่อบทบาท',
        description: 'คำอธิบาย',
        menus: 'สิทธิ์การใช้งานเมนู',
        isActive: 'สถานะใช้งาน',
      },
      messages: {
        ownRoleConfirm:
          '%{name} คือบทบาทของคุณเอง การเปลี่ยนสิทธิ์จะมีผลกับเมนูที่คุณเห็นเมื่อเข้าสู่ระบบครั้งถัดไป และอาจทำให้คุณจัดการบทบาทไม่ได้อีก ต้องการบันทึกใช่หรือไม่',
      },
    },
    en: {
      fields: {
        roleId: 'Role ID',
        roleName: 'Role name',
        description: 'Description',
        menus: 'Menu permissions',
        isActive: 'Active',
      },
      messages: {
        ownRoleConfirm:
          '%{name} is your own role. Changing its rights changes what you see from your next sign-in, and may lock you out of role management. Save anyway?',
      },
    },
  },
});
