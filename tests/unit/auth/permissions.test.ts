// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canAccessResource,
  derivePermissionMap,
  emptyPermissionMap,
  hasAction,
  hasAnyAction,
  permissionKeyForMenuName,
  raActionToSpec,
} from '../../../src/auth/permissions.ts';
import { ACTIONS } from '../../../src/contract/roleMenus.ts';
import { menuCatalogue } from '../../../resources/declared.ts';

describe('derivePermissionMap', () => {
  it('has every permission key of the catalogue, N/A when the role lacks the menu', () => {
    const map = derivePermissionMap(menuCatalogue, []);
    expect(Object.keys(map).sort()).toEqual([...menuCatalogue.keys].sort());
    expect(map).toHaveProperty('reconcile', 'N/A');
    expect(Object.values(map).every((v) => v === 'N/A')).toBe(true);
  });

  it('matches Thai menu names', () => {
    const map = derivePermissionMap(menuCatalogue, [
      { menuName: 'ข้อมูลการลงทะเบียนร้านค้า', actions: 'view, edit' },
      { menuName: ' ช่องทางการชำระเงิน ', actions: 'all' },
    ]);
    expect(map.merchantRegister).toBe('view, edit');
    expect(map.paymentChannel).toBe('all');
    expect(map.merchantDetail).toBe('N/A');
  });

  it('matches English menu names, trimmed and ignoring case', () => {
    const map = derivePermissionMap(menuCatalogue, [
      { menuName: 'Transaction For External', actions: 'view' },
      { menuName: '  role & authorization ', actions: 'view,create' },
      { menuName: 'MDR   & PAYMENT ROUND', actions: 'export' },
    ]);
    expect(map.transactionExternal).toBe('view');
    expect(map.qrTransaction).toBe('N/A');
    expect(map.roleAuthorization).toBe('view,create');
    expect(map.mdr).toBe('export');
  });

  it('ignores unknown menu names', () => {
    const map = derivePermissionMap(menuCatalogue, [
      { menuName: 'Calendar', actions: 'all' },
      { menuName: 'Transactions', actions: 'all' },
    ]);
    expect(map).toEqual(emptyPermissionMap(menuCatalogue));
  });

  it('keeps N/A for a menu listed with N/A or no actions', () => {
    const map = derivePermissionMap(menuCatalogue, [
      { menuName: 'Users', actions: 'N/A' },
      { menuName: 'QR Code', actions: '  ' },
    ]);
    expect(map.users).toBe('N/A');
    expect(map.qrCode).toBe('N/A');
  });

  it('adds up a menu listed under both its Thai and English names', () => {
    const map = derivePermissionMap(menuCatalogue, [
      { menuName: 'ผู้ใช้งาน', actions: 'view' },
      { menuName: 'Users', actions: 'edit, view' },
      { menuName: 'Tax Calculation', actions: 'export' },
      { menuName: 'การคำนวณภาษี', actions: 'N/A' },
    ]);
    expect(map.users).toBe('view, edit');
    expect(map.taxCalculation).toBe('export');
  });
});

describe('hasAction', () => {
  it('grants every action for all', () => {
    const map = derivePermissionMap(menuCatalogue, [{ menuName: 'System Policy', actions: 'ALL' }]);
    for (const action of ACTIONS) expect(hasAction(map, 'systemPolicy', action)).toBe(true);
    expect(hasAction(map, 'users', 'view')).toBe(false);
  });

  it('reads a comma list, whitespace tolerant', () => {
    const map = derivePermissionMap(menuCatalogue, [
      { menuName: 'Reconcile process', actions: ' view ,export,  approve ' },
    ]);
    expect(hasAction(map, 'reconcile', 'view')).toBe(true);
    expect(hasAction(map, 'reconcile', 'export')).toBe(true);
    expect(hasAction(map, 'reconcile', 'approve')).toBe(true);
    expect(hasAction(map, 'reconcile', 'edit')).toBe(false);
    expect(hasAction(map, 'reconcile', 'delete')).toBe(false);
  });

  it('grants nothing for N/A', () => {
    const map = emptyPermissionMap(menuCatalogue);
    for (const action of ACTIONS) expect(hasAction(map, 'funding', action)).toBe(false);
    expect(hasAnyAction(map, 'funding')).toBe(false);
  });

  it('does not read "viewer" as "view"', () => {
    const map = derivePermissionMap(menuCatalogue, [{ menuName: 'Users', actions: 'viewer' }]);
    expect(hasAction(map, 'users', 'view')).toBe(false);
  });
});

describe('react-admin actions', () => {
  it.each([
    ['list', 'view'],
    ['show', 'view'],
    ['read', 'view'],
    ['create', 'create'],
    ['clone', 'create'],
    ['edit', 'edit'],
    ['toggle', 'edit'],
    ['delete', 'delete'],
    ['export', 'export'],
    ['approve', 'approve'],
  ])('%s → %s', (ra, spec) => {
    expect(raActionToSpec(ra)).toBe(spec);
  });

  it('knows no other action', () => {
    expect(raActionToSpec('impersonate')).toBeNull();
    expect(raActionToSpec('toString')).toBeNull();
    expect(raActionToSpec('')).toBeNull();
  });

  it('answers canAccessResource from the map', () => {
    const map = derivePermissionMap(menuCatalogue, [{ menuName: 'Payment Channel', actions: 'view, edit' }]);
    expect(canAccessResource(map, 'paymentChannel', 'list')).toBe(true);
    expect(canAccessResource(map, 'paymentChannel', 'toggle')).toBe(true);
    expect(canAccessResource(map, 'paymentChannel', 'create')).toBe(false);
    expect(canAccessResource(map, 'paymentChannel', 'delete')).toBe(false);
    expect(canAccessResource(map, 'paymentChannel', 'impersonate')).toBe(false);
    expect(canAccessResource(map, 'qrCode', 'list')).toBe(false);
  });

  it('finds a permission key from either name', () => {
    expect(permissionKeyForMenuName(menuCatalogue, 'คิวอาร์โค้ด')).toBe('qrCode');
    expect(permissionKeyForMenuName(menuCatalogue, 'qr code')).toBe('qrCode');
    expect(permissionKeyForMenuName(menuCatalogue, 'QR')).toBeUndefined();
  });
});
