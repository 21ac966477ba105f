import { describe, expect, it } from 'vitest';
import {
  gridFromMenus,
  grantsAnyMenu,
  menusFromGrid,
  setAction,
  toRoleMenuOptions,
  type RoleMenuOption,
} from '../../../src/auth/roleMatrix.ts';
import { menuCatalogue } from '../../../resources/declared.ts';

const options: RoleMenuOption[] = [
  { key: 'announce', menuName: 'ประกาศระบบ', menuNameEn: 'System Announcement' },
  { key: 'funding', menuName: 'การโอนเงินและการชำระเงิน', menuNameEn: 'Funding Transfer & Settlement' },
  { key: 'users', menuName: 'ผู้ใช้งาน', menuNameEn: 'Users' },
];

describe('role matrix', () => {
  it('reads menus by Thai or English name, expands all, and leaves N/A and unknown menus out', () => {
    const grid = gridFromMenus(menuCatalogue, [
      { menuName: 'ประกาศระบบ', actions: 'view, edit' },
      { menuName: 'Funding Transfer & Settlement', actions: 'all' },
      { menuName: 'ผู้ใช้งาน', actions: 'N/A' },
      { menuName: 'Not a menu', actions: 'view' },
    ]);
    expect(grid).toEqual({
      announce: ['view', 'edit'],
      funding: ['view', 'create', 'edit', 'delete', 'export', 'approve'],
    });
  });

  it('writes every offered menu, in the order of ACTIONS, N/A where none is granted', () => {
    expect(menusFromGrid(options, { funding: ['approve', 'view'] })).toEqual([
      { menuName: 'ประกาศระบบ', actions: 'N/A' },
      { menuName: 'การโอนเงินและการชำระเงิน', actions: 'view, approve' },
      { menuName: 'ผู้ใช้งาน', actions: 'N/A' },
    ]);
  });

  it('ticks view with any other action, and clearing view clears the menu', () => {
    const withExport = setAction({}, 'users', 'export', true);
    expect(withExport).toEqual({ users: ['view', 'export'] });
    expect(setAction(withExport, 'users', 'export', false)).toEqual({ users: ['view'] });
    expect(setAction(withExport, 'users', 'view', false)).toEqual({});
  });

  it('knows a role that opens no menu', () => {
    expect(grantsAnyMenu(undefined)).toBe(false);
    expect(grantsAnyMenu([{ menuName: 'Users', actions: 'N/A' }])).toBe(false);
    expect(grantsAnyMenu([{ menuName: 'Users', actions: 'view' }])).toBe(true);
  });

  it('takes the menu list as an array or wrapped, by either name, once per menu', () => {
    const answer = [
      { menuName: 'ประกาศระบบ', menuNameEn: 'System Announcement' },
      { menuName: 'System Announcement' },
      { menuName: 'Users' },
      { menuName: 'Unknown' },
      'junk',
    ];
    const expected = [
      { key: 'announce', menuName: 'ประกาศระบบ', menuNameEn: 'System Announcement' },
      { key: 'users', menuName: 'Users', menuNameEn: '' },
    ];
    expect(toRoleMenuOptions(menuCatalogue, answer)).toEqual(expected);
    expect(toRoleMenuOptions(menuCatalogue, { items: answer })).toEqual(expected);
    expect(toRoleMenuOptions(menuCatalogue, { data: answer })).toEqual(expected);
    expect(toRoleMenuOptions(menuCatalogue, null)).toEqual([]);
  });
});
