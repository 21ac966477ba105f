/**
 * A role's menus (spec §6: `[{ menuName, actions }]`) as a grid of menu × action, and back. The role
 * editor works on the grid; what it saves is one entry per menu of the menu list, `N/A` where none.
 */
import { ACTIONS, type Action, type PermissionKey } from './menus.ts';
import {
  derivePermissionMap,
  hasAction,
  NO_ACCESS,
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
export function toRoleMenuOptions(answer: unknown): RoleMenuOption[] {
  const wrapped = typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? answer : null;
  const list: unknown = wrapped
    ? ((wrapped as Record<string, unknown>).items ?? (wrapped as Record<string, unknown>).data)
    : answer;
  if (!Array.isArray(list)) return [];
  const options: RoleMenuOption[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { menuName, menuNameEn } = entry as Record<string, unknown>;
    if (typeof menuName !== 'string') continue;
    const english = typeof menuNameEn === 'string' ? menuNameEn : '';
    const key =
      permissionKeyForMenuName(menuName) ?? (english ? permissionKeyForMenuName(english) : undefined);
    if (key !== undefined && !options.some((o) => o.key === key)) {
      options.push({ key, menuName, menuNameEn: english });
    }
  }
  return options;
}

/** The grid of a role's menus, by permission key; `all` ticks every action. */
export function gridFromMenus(menus: readonly ProfileMenu[] | undefined): ActionGrid {
  const map = derivePermissionMap(menus ?? []);
  const grid: ActionGrid = {};
  for (const key of Object.keys(map) as PermissionKey[]) {
    const granted = ACTIONS.filter((action) => hasAction(map, key, action));
    if (granted.length > 0) grid[key] = granted;
  }
  return grid;
}

/** Every offered menu with its actions in the spec's order, `N/A` where the grid grants none. */
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

/** True when the menus grant at least one action somewhere: a role with no menu cannot be saved. */
export function grantsAnyMenu(menus: readonly ProfileMenu[] | undefined): boolean {
  return Object.keys(gridFromMenus(menus)).length > 0;
}
