/**
 * Demo accounts and their roles (DESIGN.md §3). Shared by the dev identity provider (node) and the mock
 * user service (browser or node), so it imports nothing but the menu table. It is bundled into the
 * browser in mock mode, so it holds no password: the dev provider keeps those (mocks/idp/account-store.ts).
 */
import { MENUS, type PermissionKey } from '../src/auth/menus.ts';

export interface MockRoleMenu {
  menuName: string;
  actions: string;
}

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

const STORES: PermissionKey[] = [
  'merchantRegister',
  'merchantDetail',
  'qrTransaction',
  'userRequest',
  'transactionExternal',
  'merchantAccountManagement',
];
const PROCESS: PermissionKey[] = ['adjustmentTransaction', 'adjustFeeQrCredit', 'reconcile'];
const ACCOUNTING: PermissionKey[] = ['arAp', 'funding', 'settingMdr', 'mdr', 'taxCalculation'];

/** Thai names for even entries and English for odd ones, so both kinds of name are exercised. */
function menusFor(grant: (key: PermissionKey) => string): MockRoleMenu[] {
  return MENUS.map((m, i) => ({ menuName: i % 2 === 0 ? m.nameTh : m.nameEn, actions: grant(m.key) }));
}

export const DEMO_ROLES: MockRole[] = [
  { roleId: 'role-admin', roleName: 'Administrator', isActive: true, menus: menusFor(() => 'all') },
  {
    roleId: 'role-operations',
    roleName: 'Operations',
    isActive: true,
    menus: menusFor((k) =>
      STORES.includes(k) || PROCESS.includes(k) ? 'view, create, edit, export' : 'N/A',
    ),
  },
  {
    roleId: 'role-finance',
    roleName: 'Finance',
    isActive: true,
    // DESIGN.md §3: Accounting group + Transaction + Funding with approve; the whole Stores group read-only.
    menus: menusFor((k) => {
      if (ACCOUNTING.includes(k) || k === 'qrTransaction') return 'view, export, approve';
      if (STORES.includes(k)) return 'view';
      return 'N/A';
    }),
  },
  { roleId: 'role-auditor', roleName: 'Auditor', isActive: true, menus: menusFor(() => 'view') },
];

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
