/**
 * The permission map of spec §3/§6: one actions string per menu key, derived from the profile's role
 * menus, and the single check every menu item, route and button goes through (docs/permissions.md).
 */
import { ACTIONS, MENUS, PERMISSION_KEYS, type Action, type PermissionKey } from './menus.ts';

export type PermissionMap = Record<PermissionKey, string>;

export interface ProfileMenu {
  menuName: string;
  actions: string;
}

export const NO_ACCESS = 'N/A';

/** Case, surrounding and repeated whitespace, and Unicode composition do not make a name differ. */
function normalizeName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

const KEY_BY_NAME: ReadonlyMap<string, PermissionKey> = new Map(
  MENUS.flatMap((m) => [
    [normalizeName(m.nameTh), m.key],
    [normalizeName(m.nameEn), m.key],
  ]),
);

export function permissionKeyForMenuName(menuName: string): PermissionKey | undefined {
  return KEY_BY_NAME.get(normalizeName(menuName));
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

export function emptyPermissionMap(): PermissionMap {
  return Object.fromEntries(PERMISSION_KEYS.map((k) => [k, NO_ACCESS])) as PermissionMap;
}

export function derivePermissionMap(menus: readonly ProfileMenu[]): PermissionMap {
  const map = emptyPermissionMap();
  for (const menu of menus) {
    const key = permissionKeyForMenuName(menu.menuName);
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

/** react-admin's action names onto the spec's; null for an action the spec does not know. */
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
