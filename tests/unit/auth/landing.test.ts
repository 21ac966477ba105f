// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstLandingPath } from '../../../src/auth/landing.ts';
import { derivePermissionMap, emptyPermissionMap } from '../../../src/auth/permissions.ts';
import { DEMO_ROLES } from '../../../mocks/roles.ts';
import { menuCatalogue } from '../../../resources/declared.ts';

function roleMap(roleId: string) {
  const role = DEMO_ROLES.find((r) => r.roleId === roleId);
  if (!role) throw new Error(`no demo role ${roleId}`);
  return derivePermissionMap(menuCatalogue, role.menus);
}

describe('firstLandingPath', () => {
  it.each([['role-admin'], ['role-operations'], ['role-finance'], ['role-auditor']])(
    '%s lands on merchant registration',
    (roleId) => {
      expect(firstLandingPath(menuCatalogue, roleMap(roleId))).toBe('/store/store-register-information');
    },
  );

  it('takes the first viewable menu in landing order, not in menu-table order', () => {
    const map = derivePermissionMap(menuCatalogue, [
      { menuName: 'Adjust QR Credit fee', actions: 'view' },
      { menuName: 'System Policy', actions: 'view' },
      { menuName: 'Funding Transfer & Settlement', actions: 'view' },
    ]);
    expect(firstLandingPath(menuCatalogue, map)).toBe('/account/funding-transfer');
  });

  it('lands a role with only system policy on system policy', () => {
    expect(
      firstLandingPath(
        menuCatalogue,
        derivePermissionMap(menuCatalogue, [{ menuName: 'นโยบายระบบ', actions: 'view' }]),
      ),
    ).toBe('/management/system-policy');
  });

  it('skips a menu the role has without view', () => {
    const map = derivePermissionMap(menuCatalogue, [
      { menuName: 'Transaction', actions: 'export' },
      { menuName: 'Users', actions: 'view' },
    ]);
    expect(firstLandingPath(menuCatalogue, map)).toBe('/management/users');
  });

  it('falls back to the account page for a role without menus', () => {
    expect(firstLandingPath(menuCatalogue, emptyPermissionMap(menuCatalogue))).toBe('/app/account');
  });
});
