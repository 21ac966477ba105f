/**
 * Roles: the demo roles (mocks/roles.ts) and four more.
 */
import { seedTable, type RowOf } from '../../../mocks/db/seeds/define.ts';
import { DEMO_ROLES, roleMenus } from '../../../mocks/roles.ts';
import type role from './declaration.ts';

export const roles = seedTable<typeof role>()({
  table: 'roles',
  idField: 'roleId',
  idPrefix: 'role-',
  idWidth: 3,
  rows: () => [
    ...DEMO_ROLES.map((r) => ({
      roleId: r.roleId,
      roleName: r.roleName,
      description: `บทบาท ${r.roleName} สำหรับบัญชีสาธิต`,
      isActive: r.isActive,
      menus: r.menus.map((m) => ({ ...m })),
    })),
    {
      roleId: 'role-support',
      roleName: 'Customer Support',
      description: 'ดูแลคำขอของร้านค้าและผู้ใช้งานร้านค้า',
      isActive: true,
      menus: roleMenus(({ key: k }) =>
        k === 'userRequest' || k === 'merchantAccountManagement'
          ? 'view, edit'
          : k === 'merchantDetail' || k === 'merchantRegister'
            ? 'view'
            : 'N/A',
      ),
    },
    {
      roleId: 'role-risk',
      roleName: 'Risk & Compliance',
      description: 'ตรวจสอบธุรกรรมและการกระทบยอด',
      isActive: true,
      menus: roleMenus(({ key: k }) =>
        ['qrTransaction', 'transactionExternal', 'reconcile', 'funding'].includes(k) ? 'view, export' : 'N/A',
      ),
    },
    {
      roleId: 'role-sales',
      roleName: 'Sales',
      description: 'ติดตามการลงทะเบียนร้านค้าใหม่',
      isActive: true,
      menus: roleMenus(({ key: k }) =>
        k === 'merchantRegister' ? 'view, edit' : k === 'merchantDetail' ? 'view' : 'N/A',
      ),
    },
    {
      roleId: 'role-intern',
      roleName: 'Intern',
      description: 'บทบาทที่ปิดใช้งานแล้ว',
      isActive: false,
      menus: roleMenus(() => 'N/A'),
    },
  ],
});

export type Role = RowOf<typeof roles>;

declare module '../../../mocks/db/types.ts' {
  interface TableRecords {
    roles: Role;
  }
}
