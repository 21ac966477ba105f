/**
 * The one table of menus (spec §2, §3, §6): permission key, the Thai and English menu names a role
 * may use, the route, the side-menu group and order. Landing order (spec §4) lives here too.
 */
export const ACTIONS = ['view', 'create', 'edit', 'delete', 'export', 'approve'] as const;
export type Action = (typeof ACTIONS)[number];

export type MenuGroup = 'stores' | 'management' | 'accounting' | 'process';
export const MENU_GROUPS: readonly MenuGroup[] = ['stores', 'management', 'accounting', 'process'];

export interface MenuDefinition {
  key: PermissionKey;
  nameTh: string;
  nameEn: string;
  /** Route of the menu's first screen, without a trailing slash. */
  path: string;
  /** Side-menu group; absent for screens reached from another screen. */
  group?: MenuGroup;
}

export const MENUS = [
  {
    key: 'merchantRegister',
    nameTh: 'ข้อมูลการลงทะเบียนร้านค้า',
    nameEn: 'Merchant Registration',
    path: '/store/store-register-information',
    group: 'stores',
  },
  {
    key: 'merchantDetail',
    nameTh: 'ข้อมูลร้านค้า',
    nameEn: 'Store Data',
    path: '/store/store-detail',
    group: 'stores',
  },
  {
    key: 'qrTransaction',
    nameTh: 'รายการธุรกรรม',
    nameEn: 'Transaction',
    path: '/store/transaction',
    group: 'stores',
  },
  {
    key: 'userRequest',
    nameTh: 'คำขอผู้ใช้งาน',
    nameEn: 'User Request',
    path: '/store/user-request',
    group: 'stores',
  },
  {
    key: 'transactionExternal',
    nameTh: 'รายการธุรกรรมภายนอก',
    nameEn: 'Transaction For External',
    path: '/store/transaction-external',
    group: 'stores',
  },
  {
    key: 'merchantAccountManagement',
    nameTh: 'ผู้ใช้งานร้านค้า',
    nameEn: 'Merchant User',
    path: '/store/user-management',
    group: 'stores',
  },
  {
    key: 'announce',
    nameTh: 'ประกาศระบบ',
    nameEn: 'System Announcement',
    path: '/management/announcement',
    group: 'management',
  },
  {
    key: 'paymentChannel',
    nameTh: 'ช่องทางการชำระเงิน',
    nameEn: 'Payment Channel',
    path: '/management/payment-channel',
    group: 'management',
  },
  { key: 'qrCode', nameTh: 'คิวอาร์โค้ด', nameEn: 'QR Code', path: '/management/qr-code', group: 'management' },
  {
    key: 'merchantType',
    nameTh: 'ประเภทร้านค้า',
    nameEn: 'Store Type',
    path: '/management/store-type',
    group: 'management',
  },
  {
    key: 'roleAuthorization',
    nameTh: 'บทบาทและสิทธิ์',
    nameEn: 'Role & Authorization',
    path: '/management/role',
    group: 'management',
  },
  { key: 'users', nameTh: 'ผู้ใช้งาน', nameEn: 'Users', path: '/management/users', group: 'management' },
  {
    key: 'systemPolicy',
    nameTh: 'นโยบายระบบ',
    nameEn: 'System Policy',
    path: '/management/system-policy',
    group: 'management',
  },
  {
    key: 'arAp',
    nameTh: 'รายการคืนเงินประจำวัน',
    nameEn: 'Daily Refund Items',
    path: '/account/ar-pr',
    group: 'accounting',
  },
  {
    key: 'funding',
    nameTh: 'การโอนเงินและการชำระเงิน',
    nameEn: 'Funding Transfer & Settlement',
    path: '/account/funding-transfer',
    group: 'accounting',
  },
  {
    key: 'settingMdr',
    nameTh: 'ตั้งค่า MDR เริ่มต้น',
    nameEn: 'Initial MDR Setting',
    path: '/account/setting-mdr',
    group: 'accounting',
  },
  {
    key: 'mdr',
    nameTh: 'MDR และรอบการชำระเงิน',
    nameEn: 'MDR & payment round',
    path: '/account/mdr',
    group: 'accounting',
  },
  {
    key: 'taxCalculation',
    nameTh: 'การคำนวณภาษี',
    nameEn: 'Tax Calculation',
    path: '/account/tax-calculation',
  },
  {
    key: 'adjustmentTransaction',
    nameTh: 'ปรับสถานะรายการธุรกรรม',
    nameEn: 'Transaction Status Adjustment',
    path: '/management/transaction-status-adjustment',
    group: 'process',
  },
  {
    key: 'adjustFeeQrCredit',
    nameTh: 'ปรับค่าธรรมเนียม QR Credit',
    nameEn: 'Adjust QR Credit fee',
    path: '/management/adjust-fee-qr-credit',
    group: 'process',
  },
  {
    key: 'reconcile',
    nameTh: 'กระบวนการกระทบยอด',
    nameEn: 'Reconcile process',
    path: '/management/reconcile',
    group: 'process',
  },
] as const satisfies readonly (Omit<MenuDefinition, 'key'> & { key: string })[];

export type PermissionKey = (typeof MENUS)[number]['key'];

export const PERMISSION_KEYS: readonly PermissionKey[] = MENUS.map((m) => m.key);

/** Spec §4: after sign-in the browser goes to the first of these the role can access. */
export const LANDING_ORDER: readonly PermissionKey[] = [
  'merchantRegister',
  'merchantDetail',
  'qrTransaction',
  'userRequest',
  'announce',
  'paymentChannel',
  'qrCode',
  'merchantType',
  'roleAuthorization',
  'users',
  'funding',
  'arAp',
  'settingMdr',
  'mdr',
  'taxCalculation',
  'reconcile',
  'adjustmentTransaction',
  'transactionExternal',
  'merchantAccountManagement',
  'systemPolicy',
  'adjustFeeQrCredit',
];

export function menuByKey(key: PermissionKey): MenuDefinition {
  const menu = MENUS.find((m) => m.key === key);
  if (!menu) throw new Error(`Unknown menu ${key}`);
  return menu;
}
