import { declare } from '../../catalog/define.ts';

export default declare({
  idField: 'id',
  endpoints: {},
  settings: {
    form: 'inline',
    parts: [
      {
        get: 'user-config',
        update: 'user-config',
        fields: ['sessionTimeoutMinutes', 'passwordExpiryDays', 'maxLoginAttempts', 'otpExpiryMinutes'],
      },
    ],
  },
  fields: [
    { source: 'id', type: 'text', list: false, show: false, form: false },
    {
      source: 'sessionTimeoutMinutes',
      type: 'number',
      required: true,
      integer: true,
      min: 1,
      max: 1440,
      helper: 'resources.management/system-policy.messages.sessionHelper',
    },
    { source: 'passwordExpiryDays', type: 'number', required: true, integer: true, min: 1, max: 365 },
    { source: 'maxLoginAttempts', type: 'number', required: true, integer: true, min: 1, max: 20 },
    { source: 'otpExpiryMinutes', type: 'number', required: true, integer: true, min: 1, max: 60 },
  ],
  views: ['edit'],
  mock: { table: 'userConfig' },
  i18n: {
    th: {
      fields: {
        id: 'รหัส',
        sessionTimeoutMinutes: 'ออกจากระบบอัตโนมัติเมื่อไม่มีการใช้งาน (นาที)',
        passwordExpiryDays: 'อายุรหัสผ่าน (วัน)',
        maxLoginAttempts: 'จำนวนครั้งที่เข้าสู่ระบบผิดได้',
        otpExpiryMinutes: 'อายุรหัส OTP (นาที)',
      },
      messages: { sessionHelper: '1 ถึง 1,440 นาที มีผลเมื่อเปิดหรือโหลดหน้าใหม่ครั้งถัดไป' },
    },
    en: {
      fields: {
        id: 'ID',
        sessionTimeoutMinutes: 'Sign out after inactivity (minutes)',
        passwordExpiryDays: 'Password lifetime (days)',
        maxLoginAttempts: 'Failed sign-ins allowed',
        otpExpiryMinutes: 'OTP lifetime (minutes)',
      },
      messages: { sessionHelper: '1 to 1,440 minutes; applies from the next page load' },
    },
  },
});
