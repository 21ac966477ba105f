/**
 * The app's menu vocabulary: side-menu groups in their order and the icon names a menu may use. Each
 * menu itself, with its permission key, is declared by its screen (`menu` of the declaration under
 * resources/); docs/routes.md lists them all, in a table `npm run docs:routes` writes from the registry.
 */
export const MENU_GROUPS = ['stores', 'management', 'accounting', 'process'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

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
