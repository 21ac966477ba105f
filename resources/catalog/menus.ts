/**
 * The app's menu vocabulary: side-menu groups in their order, the permission keys roles are granted
 * (docs/permissions.md), and the icon names a menu may use. Each menu itself is declared by its screen
 * (`menu` of the declaration); docs/routes.md lists them all.
 */
export const MENU_GROUPS = ['stores', 'management', 'accounting', 'process'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export const PERMISSION_KEYS = [
  'merchantRegister',
  'merchantDetail',
  'qrTransaction',
  'userRequest',
  'transactionExternal',
  'merchantAccountManagement',
  'announce',
  'paymentChannel',
  'qrCode',
  'merchantType',
  'roleAuthorization',
  'users',
  'systemPolicy',
  'arAp',
  'funding',
  'settingMdr',
  'mdr',
  'taxCalculation',
  'adjustmentTransaction',
  'adjustFeeQrCredit',
  'reconcile',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export const MENU_ICONS = [
  'assignment',
  'store',
  'receipt',
  'swap',
  'group',
  'campaign',
  'bank',
  'qrCode',
  'category',
  'security',
  'policy',
  'tune',
  'percent',
  'compare',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];
