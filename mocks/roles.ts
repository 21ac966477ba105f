/**
 * The demo roles (docs/architecture.md, "Demo accounts"), granted by menu group and key over the menus
 * of the registry, so a menu declared tomorrow is in every role's list too.
 */
import { menuCatalogue } from '../resources/index.ts';
import type { MenuEntry } from '../src/auth/index.ts';
import type { MockRole, MockRoleMenu } from './accounts.ts';

export { menuCatalogue as MOCK_MENUS };

/** Every menu of the registry with its grant; Thai names for even entries and English for odd ones, so both kinds of name are exercised. */
export function roleMenus(grant: (menu: MenuEntry) => string): MockRoleMenu[] {
  return menuCatalogue.entries.map((m, i) => ({
    menuName: i % 2 === 0 ? m.nameTh : m.nameEn,
    actions: grant(m),
  }));
}

const inGroup = (menu: MenuEntry, group: string) => menu.group === group;

export const DEMO_ROLES: MockRole[] = [
  { roleId: 'role-admin', roleName: 'Administrator', isActive: true, menus: roleMenus(() => 'all') },
  {
    roleId: 'role-operations',
    roleName: 'Operations',
    isActive: true,
    menus: roleMenus((m) =>
      inGroup(m, 'stores') || inGroup(m, 'process') ? 'view, create, edit, export' : 'N/A',
    ),
  },
  {
    roleId: 'role-finance',
    roleName: 'Finance',
    isActive: true,
    // The Accounting group and Transaction with approve; the whole Stores group read-only.
    menus: roleMenus((m) => {
      if (inGroup(m, 'accounting') || m.key === 'qrTransaction') return 'view, export, approve';
      if (inGroup(m, 'stores')) return 'view';
      return 'N/A';
    }),
  },
  { roleId: 'role-auditor', roleName: 'Auditor', isActive: true, menus: roleMenus(() => 'view') },
];
