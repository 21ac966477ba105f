/**
 * The permission map (docs/permissions.md): one actions string per menu key, derived from the profile's
 * role menus through the menu catalogue, and the single check every menu item, route and button goes
 * through.
 */
import { ACTIONS, NO_ACCESS, type Action, type RoleMenu } from '../contract/roleMenus.ts';
import type { MenuCatalogue, PermissionKey } from './menus.ts';

export { NO_ACCESS };

export type PermissionMap = Record<PermissionKey, string>;

export type ProfileMenu = RoleMenu;

/** Case, surrounding and repeated whitespace, and Unicode composition do not make a name differ. */
export function permissionKeyForMenuName(
  catalogue: MenuCatalogue,
  menuName: string,
): PermissionKey | undefined {
  return catalogue.byName(menuName)?.key;
}

function actionTokens(actions: string): string[] {
  return actions
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter((a) => a !== '');
}

function grantsNothing(actions: string): boolean {
  const tokens = actionTokens(actions);
  return tokens.length === 0 || tokens.every((t) => t === 'n/a');
}

/** A role may list the same menu twice (Thai and English name): the grants add up. */
function mergeActions(current: string, next: string): string {
  if (grantsNothing(next)) return current;
  if (grantsNothing(current)) return next.trim();
  const tokens = new Set([...actionTokens(current), ...actionTokens(next)]);
  if (tokens.has('all')) return 'all';
  return ACTIONS.filter((a) => tokens.has(a)).join(', ');
}

/** True when an actions string grants at least one known action. */
export function grantsAnAction(actions: string): boolean {
  return actionTokens(actions).some((t) => t === 'all' || (ACTIONS as readonly string[]).includes(t));
}

export function emptyPermissionMap(catalogue: MenuCatalogue): PermissionMap {
  return Object.fromEntries(catalogue.keys.map((k) => [k, NO_ACCESS]));
}

export function derivePermissionMap(catalogue: MenuCatalogue, menus: readonly ProfileMenu[]): PermissionMap {
  const map = emptyPermissionMap(catalogue);
  for (const menu of menus) {
    const key = permissionKeyForMenuName(catalogue, menu.menuName);
    if (key !== undefined) map[key] = mergeActions(map[key], menu.actions);
  }
  return map;
}

export function hasAction(map: PermissionMap, key: PermissionKey, action: Action): boolean {
  const tokens = actionTokens(map[key] ?? NO_ACCESS);
  return tokens.includes('all') || tokens.includes(action);
}

/** True when the role has the menu at all (the side menu shows it). */
export function hasAnyAction(map: PermissionMap, key: PermissionKey): boolean {
  return ACTIONS.some((a) => hasAction(map, key, a));
}

const SPEC_ACTION_BY_RA_ACTION: Readonly<Record<string, Action>> = {
  list: 'view',
  show: 'view',
  read: 'view',
  view: 'view',
  create: 'create',
  clone: 'create',
  edit: 'edit',
  toggle: 'edit',
  delete: 'delete',
  export: 'export',
  approve: 'approve',
};

/** react-admin's action names onto the role model's; null for an action it does not know. */
export function raActionToSpec(action: string): Action | null {
  return Object.hasOwn(SPEC_ACTION_BY_RA_ACTION, action.toLowerCase())
    ? SPEC_ACTION_BY_RA_ACTION[action.toLowerCase()]
    : null;
}

export function canAccessResource(
  map: PermissionMap,
  permissionKey: PermissionKey,
  raAction: string,
): boolean {
  const action = raActionToSpec(raAction);
  return action !== null && hasAction(map, permissionKey, action);
}
