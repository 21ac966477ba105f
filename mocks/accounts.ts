/**
 * Demo accounts (docs/architecture.md, "Demo accounts"). Shared by the dev identity provider (node) and
 * the mock user service (browser or node), so it imports nothing; their roles are in ./roles.ts. It is
 * bundled into the browser in mock mode, so it holds no password: the dev provider keeps those
 * (mocks/idp/account-store.ts).
 */
import type { RoleMenu } from '../src/contract/roleMenus.ts';

export type MockRoleMenu = RoleMenu;

export interface MockRole {
  roleId: string;
  roleName: string;
  isActive: boolean;
  menus: MockRoleMenu[];
}

export interface MockAccount {
  userId: string;
  email: string;
  firstname: string;
  lastname: string;
  roleId: string;
  tier: 'Admin' | 'Standard';
}

export const DEMO_ACCOUNTS: MockAccount[] = [
  {
    userId: 'u-0001',
    email: 'admin@demo.test',
    firstname: 'สมชาย',
    lastname: 'ใจดี',
    roleId: 'role-admin',
    tier: 'Admin',
  },
  {
    userId: 'u-0002',
    email: 'ops@demo.test',
    firstname: 'สุดา',
    lastname: 'รักงาน',
    roleId: 'role-operations',
    tier: 'Admin',
  },
  {
    userId: 'u-0003',
    email: 'finance@demo.test',
    firstname: 'วิชัย',
    lastname: 'มั่งมี',
    roleId: 'role-finance',
    tier: 'Admin',
  },
  {
    userId: 'u-0004',
    email: 'viewer@demo.test',
    firstname: 'มาลี',
    lastname: 'ตรวจสอบ',
    roleId: 'role-auditor',
    tier: 'Admin',
  },
];

/** Sub of an account registered through the dev provider; the mock profile gives it no menus. */
export function registeredSub(email: string): string {
  return `reg-${Array.from(new TextEncoder().encode(email.toLowerCase()), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
