/**
 * A role's menus (`[{ menuName, actions }]`, docs/permissions.md) as a grid of menu × action, and back.
 * The role editor works on the grid; what it saves is one entry per menu of the menu list, `N/A` where
 * none.
 */
import { isRecord } from '../contract/isRecord.ts';
import { ACTIONS, NO_ACCESS, type Action } from '../contract/roleMenus.ts';
import type { MenuCatalogue, PermissionKey } from './menus.ts';
import {
  derivePermissionMap,
  grantsAnAction,
  hasAction,
  permissionKeyForMenuName,
  type ProfileMenu,
} from './permissions.ts';

export type ActionGrid = Partial<Record<PermissionKey, readonly Action[]>>;

/** One menu the service offers to roles: its Thai name and, where given, its English name. */
export interface RoleMenuOption {
  key: PermissionKey;
  menuName: string;
  menuNameEn: string;
}

/** The menu-list answer (an array, or one wrapped in `items` / `data`) as menus we know by name. */
export function toRoleMenuOptions(catalogue: MenuCatalogue, answer: unknown): RoleMenuOption[] {
  const list: unknown = isRecord(answer) ? (answer.items ?? answer.data) : answer;
  if (!Array.isArray(list)) return [];
  const options: RoleMenuOption[] = [];
  for (const entry of list) {
    if (!isRecord(entry)) continue;
    const { menuName, menuNameEn } = entry;
    if (typeof menuName !== 'string') continue;
    const english = typeof menuNameEn === 'string' ? menuNameEn : '';
    const key =
      permissionKeyForMenuName(catalogue, menuName) ??
      (english ? permissionKeyForMenuName(catalogue, english) : undefined);
    if (key !== undefined && !options.some((o) => o.key === key)) {
      options.push({ key, menuName, menuNameEn: english });
    }
  }
  return options;
}

/** The grid of a role's menus, by permission key; `all` ticks every action. */
export function gridFromMenus(
  catalogue: MenuCatalogue,
  menus: readonly ProfileMenu[] | undefined,
): ActionGrid {
  const map = derivePermissionMap(catalogue, menus ?? []);
  const grid: ActionGrid = {};
  for (const key of Object.keys(map) as PermissionKey[]) {
    const granted = ACTIONS.filter((action) => hasAction(map, key, action));
    if (granted.length > 0) grid[key] = granted;
  }
  return grid;
}

/** Every offered menu with its actions in ACTIONS order, `N/A` where the grid grants none. */
export function menusFromGrid(options: readonly RoleMenuOption[], grid: ActionGrid): ProfileMenu[] {
  return options.map((option) => {
    const granted = ACTIONS.filter((action) => grid[option.key]?.includes(action));
    return { menuName: option.menuName, actions: granted.length > 0 ? granted.join(', ') : NO_ACCESS };
  });
}

/**
 * Ticks or clears one action of one menu. Any action needs `view` (a screen one cannot open has no
 * button to press), so ticking another ticks `view`, and clearing `view` clears the menu.
 */
export function setAction(grid: ActionGrid, key: PermissionKey, action: Action, on: boolean): ActionGrid {
  const current = new Set(grid[key] ?? []);
  if (on) {
    current.add(action);
    current.add('view');
  } else if (action === 'view') {
    current.clear();
  } else {
    current.delete(action);
  }
  const next: ActionGrid = { ...grid };
  const granted = ACTIONS.filter((a) => current.has(a));
  if (granted.length > 0) next[key] = granted;
  else delete next[key];
  return next;
}

/**
 * True when the menus grant at least one action somewhere: a role with no menu cannot be saved. The
 * matrix writes only menus of the catalogue, so any entry that grants something counts.
 */
export function grantsAnyMenu(menus: readonly ProfileMenu[] | undefined): boolean {
  return (menus ?? []).some((m) => grantsAnAction(m.actions));
}
