/**
 * The menu catalogue the shell works with, derived from the registry: each declaration carries its
 * `menu` (group, order, Thai and English names, icon, landing rank). Nothing here names a menu; the
 * composition root builds the catalogue and hands it to the auth provider, side menu and role matrix.
 */
import { deepestRoute } from './deepestRoute.ts';
import type { MenuDeclaration } from '../contract/roleMenus.ts';

export { ACTIONS, type Action } from '../contract/roleMenus.ts';

/** A permission key (the `permission` of a declaration). */
export type PermissionKey = string;

/** A registry entry as far as menus go. */
export interface MenuSource {
  name: string;
  permission: string;
  menu?: MenuDeclaration;
}

export interface MenuEntry extends MenuDeclaration {
  key: PermissionKey;
  /** Route of the menu's screen, without a trailing slash (`/management/users`). */
  path: string;
  /** react-admin resource name (the route without its leading slash). */
  resource: string;
}

export interface MenuCatalogue {
  /** Every menu, by group (in `groups` order), then by `order`. */
  readonly entries: readonly MenuEntry[];
  readonly groups: readonly string[];
  readonly keys: readonly PermissionKey[];
  /** Menus in landing order (lowest rank first). */
  readonly landingOrder: readonly MenuEntry[];
  byKey(key: PermissionKey): MenuEntry | undefined;
  /** The menu a role names, by its Thai or English name (case, spacing and composition ignored). */
  byName(menuName: string): MenuEntry | undefined;
  /** Menu whose route is the resource's route or an ancestor of it; the deepest wins. */
  keyForResource(resource: string): PermissionKey | undefined;
}

export function normalizeMenuName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export function createMenuCatalogue(
  sources: readonly MenuSource[],
  groups: readonly string[],
): MenuCatalogue {
  const groupIndex = (group: string) => {
    const index = groups.indexOf(group);
    return index === -1 ? groups.length : index;
  };
  const entries: MenuEntry[] = sources
    .flatMap((s): MenuEntry[] =>
      s.menu ? [{ ...s.menu, key: s.permission, path: `/${s.name}`, resource: s.name }] : [],
    )
    .sort((a, b) => groupIndex(a.group) - groupIndex(b.group) || a.order - b.order);
  const byKey = new Map(entries.map((e) => [e.key, e]));
  const byName = new Map(
    entries.flatMap((e) => [
      [normalizeMenuName(e.nameTh), e],
      [normalizeMenuName(e.nameEn), e],
    ]),
  );
  return {
    entries,
    groups,
    keys: entries.map((e) => e.key),
    // Unranked menus keep their side-menu order after the ranked ones (the sort is stable).
    landingOrder: [...entries].sort((a, b) => (a.landing ?? Infinity) - (b.landing ?? Infinity)),
    byKey: (key) => byKey.get(key),
    byName: (menuName) => byName.get(normalizeMenuName(menuName)),
    keyForResource: (resource) => deepestRoute(entries, (menu) => menu.path, resource)?.key,
  };
}
