/**
 * User service (docs/api-contract.md, "Users", "Roles"): staff users, roles and their menus, user
 * configuration. The signed profile and session time-out come from session.ts, mounted after these
 * routes. The menu list is the registry's menus.
 */
import { bypass } from 'msw';
import { ACTIONS } from '../../src/contract/roleMenus.ts';
import { MOCK_MENUS } from '../roles.ts';
import { DEV_ACCOUNT_STATUS_PATH } from '../auth/constants.ts';
import { toBangkokIso } from '../db/dates.ts';
import type { MockDb, Role, StaffUser } from '../db/index.ts';
import { entityRoutes, recordOr404, type EntitySpec } from './entities.ts';
import { isPlainObject, json, MockHttpError, readJsonObject, requireString } from './respond.ts';
import type { Route, RouteContext } from './router.ts';

const MENU_NAMES: ReadonlySet<string> = new Set(MOCK_MENUS.entries.flatMap((m) => [m.nameTh, m.nameEn]));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `N/A`, `all`, or a comma list of view, create, edit, delete, export, approve (docs/permissions.md). */
export function validActions(actions: string): boolean {
  const trimmed = actions.trim();
  if (trimmed === 'N/A' || trimmed === 'all') return true;
  const parts = trimmed.split(',').map((p) => p.trim());
  return parts.length > 0 && parts.every((p) => (ACTIONS as readonly string[]).includes(p));
}

function readMenus(value: unknown): Role['menus'] {
  if (!Array.isArray(value)) throw new MockHttpError(400, 'menus must be a list', { menus: 'required' });
  return value.map((entry) => {
    if (!isPlainObject(entry) || typeof entry.menuName !== 'string' || typeof entry.actions !== 'string') {
      throw new MockHttpError(400, 'each menu needs menuName and actions', { menus: 'invalid' });
    }
    if (!MENU_NAMES.has(entry.menuName)) {
      throw new MockHttpError(400, `Unknown menu ${entry.menuName}`, { menus: 'unknown menu' });
    }
    if (!validActions(entry.actions)) {
      throw new MockHttpError(400, `Invalid actions "${entry.actions}" for ${entry.menuName}`, {
        menus: 'invalid',
      });
    }
    return { menuName: entry.menuName, actions: entry.actions.trim() };
  });
}

/** A role must open at least one menu (the console refuses to save one that opens none). */
function readGrantingMenus(value: unknown): Role['menus'] {
  const menus = readMenus(value);
  if (!menus.some((m) => m.actions !== 'N/A')) {
    throw new MockHttpError(400, 'A role needs at least one menu', { menus: 'none granted' });
  }
  return menus;
}

function staffEmailInUse(db: MockDb, email: string, exceptUserId?: string): boolean {
  const e = email.toLowerCase();
  return db
    .table('staffUsers')
    .list()
    .some((u) => u.email.toLowerCase() === e && u.userId !== exceptUserId);
}

function readStaff(db: MockDb, body: Record<string, unknown>, current?: StaffUser): Partial<StaffUser> {
  const out: Partial<StaffUser> = {};
  for (const field of ['firstname', 'lastname'] as const) {
    if (!current || field in body) out[field] = requireString(body, field);
  }
  if (!current || 'email' in body) {
    const email = requireString(body, 'email');
    if (!EMAIL.test(email))
      throw new MockHttpError(400, 'email must be an e-mail address', { email: 'invalid' });
    if (staffEmailInUse(db, email, current?.userId)) {
      throw new MockHttpError(400, 'User already exists', { email: 'in use' });
    }
    out.email = email;
  }
  if ('tel' in body) {
    const tel = String(body.tel ?? '').replace(/[\s-]/g, '');
    if (tel && !/^0\d{8,9}$/.test(tel))
      throw new MockHttpError(400, 'tel must be a Thai phone number', { tel: 'invalid' });
    out.tel = tel;
  }
  if (!current || 'roleId' in body) {
    const roleId = requireString(body, 'roleId');
    const role = db.table('roles').get(roleId);
    if (!role) throw new MockHttpError(400, `Unknown roleId ${roleId}`, { roleId: 'unknown' });
    out.roleId = roleId;
    out.roleName = role.roleName;
  }
  if ('isActive' in body) {
    if (typeof body.isActive !== 'boolean')
      throw new MockHttpError(400, 'isActive must be true or false', { isActive: 'invalid' });
    out.isActive = body.isActive;
  }
  return out;
}

const staffSpec: EntitySpec = {
  label: 'User',
  service: 'user',
  table: 'staffUsers',
  idField: 'userId',
  endpoints: {
    list: 'employee',
    get: 'employee/{id}',
    toggle: { method: 'POST', path: 'employee/{id}/toggle_active' },
  },
  searchFields: ['userId', 'email', 'firstname', 'lastname', 'roleName'],
  dateField: 'createdDate',
  defaultSort: { field: 'userId', order: 'ASC' },
};

const roleSpec: EntitySpec = {
  label: 'Role',
  service: 'user',
  table: 'roles',
  idField: 'roleId',
  endpoints: {
    list: 'role',
    get: 'role/{id}',
    toggle: { method: 'POST', path: 'role/{id}/toggle_active' },
  },
  searchFields: ['roleId', 'roleName', 'description'],
  defaultSort: { field: 'roleName', order: 'ASC' },
};

function renameRoleOnStaff(ctx: RouteContext, role: Role): void {
  const staff = ctx.db.table('staffUsers');
  for (const user of staff.list().filter((u) => u.roleId === role.roleId && u.roleName !== role.roleName)) {
    staff.update(user.userId, { roleName: role.roleName });
  }
}

/**
 * Tells the dev sign-on provider that a user was (de)activated, so its sign-in page follows. Best
 * effort: with no provider (integration tests) the change still applies to every service call.
 */
async function reportAccountStatus(ctx: RouteContext, user: StaffUser): Promise<void> {
  try {
    const url = new URL(
      `${ctx.config.signOn.authority.replace(/\/+$/, '')}${DEV_ACCOUNT_STATUS_PATH}`,
      ctx.request.url,
    ).href;
    await fetch(
      bypass(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userId: user.userId, isActive: user.isActive }),
      }),
    );
  } catch {
    // No dev provider here.
  }
}

const CONFIG_LIMITS = {
  sessionTimeoutMinutes: [1, 1440],
  passwordExpiryDays: [1, 365],
  maxLoginAttempts: [1, 20],
  otpExpiryMinutes: [1, 60],
} as const;

const custom: Route[] = [
  {
    service: 'user',
    method: 'POST',
    path: 'employee',
    overrides: 'management/users',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const record = ctx.db.table('staffUsers').insert({
        tel: '',
        isActive: true,
        ...readStaff(ctx.db, body),
        twoFactorEnabled: false,
        createdDate: toBangkokIso(Date.now()),
        lastLogin: null,
      });
      return json(record, 201);
    },
  },
  {
    service: 'user',
    method: 'PUT',
    path: 'employee/:id',
    overrides: 'management/users',
    resolve: async (ctx) => {
      const current = recordOr404(ctx.db, 'staffUsers', ctx.params.id, 'User');
      const patch = readStaff(ctx.db, await readJsonObject(ctx.request), current);
      const updated = ctx.db.table('staffUsers').update(current.userId, patch);
      if (updated && updated.isActive !== current.isActive) await reportAccountStatus(ctx, updated);
      return json(updated);
    },
  },
  {
    service: 'user',
    method: 'POST',
    path: 'employee/:id/toggle_active',
    resolve: async (ctx) => {
      const current = recordOr404(ctx.db, 'staffUsers', ctx.params.id, 'User');
      const updated = ctx.db.table('staffUsers').update(current.userId, { isActive: !current.isActive });
      if (updated) await reportAccountStatus(ctx, updated);
      return json(updated);
    },
  },
  {
    service: 'user',
    method: 'PUT',
    path: 'employee/reset-two-factor/:id',
    resolve: (ctx) => {
      const user = recordOr404(ctx.db, 'staffUsers', ctx.params.id, 'User');
      return json(ctx.db.table('staffUsers').update(user.userId, { twoFactorEnabled: false }));
    },
  },
  {
    service: 'user',
    method: 'GET',
    path: 'employee/check_admin_email/:email',
    resolve: (ctx) => json({ email: ctx.params.email, isUsed: staffEmailInUse(ctx.db, ctx.params.email) }),
  },
  {
    service: 'user',
    method: 'GET',
    path: 'role/menu',
    resolve: () =>
      json(
        MOCK_MENUS.entries.map((m) => ({
          key: m.key,
          menuName: m.nameTh,
          menuNameEn: m.nameEn,
          path: m.path,
          actions: [...ACTIONS],
        })),
      ),
  },
  {
    service: 'user',
    method: 'POST',
    path: 'role',
    overrides: 'management/role',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const roleName = requireString(body, 'roleName');
      if (
        ctx.db
          .table('roles')
          .list()
          .some((r) => r.roleName.toLowerCase() === roleName.toLowerCase())
      ) {
        throw new MockHttpError(400, `Role ${roleName} already exists`, { roleName: 'in use' });
      }
      const record = ctx.db.table('roles').insert({
        roleName,
        description: typeof body.description === 'string' ? body.description : '',
        menus: readGrantingMenus(body.menus),
        isActive: true,
      });
      return json(record, 201);
    },
  },
  {
    service: 'user',
    method: 'PUT',
    path: 'role/:id',
    overrides: 'management/role',
    resolve: async (ctx) => {
      const role = recordOr404(ctx.db, 'roles', ctx.params.id, 'Role');
      const body = await readJsonObject(ctx.request);
      const patch: Partial<Role> = {};
      if ('roleName' in body) patch.roleName = requireString(body, 'roleName');
      if ('description' in body) patch.description = String(body.description ?? '');
      if ('menus' in body) patch.menus = readGrantingMenus(body.menus);
      const updated = ctx.db.table('roles').update(role.roleId, patch);
      if (updated) renameRoleOnStaff(ctx, updated);
      return json(updated);
    },
  },
  {
    service: 'user',
    method: 'GET',
    path: 'user-config',
    resolve: (ctx) => json(recordOr404(ctx.db, 'userConfig', 'default', 'User config')),
  },
  {
    service: 'user',
    method: 'PUT',
    path: 'user-config',
    resolve: async (ctx) => {
      const body = await readJsonObject(ctx.request);
      const patch: Record<string, number> = {};
      const errors: Record<string, string> = {};
      for (const [field, [min, max]] of Object.entries(CONFIG_LIMITS)) {
        if (!(field in body)) continue;
        const n = Number(body[field]);
        if (!Number.isInteger(n) || n < min || n > max)
          errors[field] = `must be a whole number from ${min} to ${max}`;
        else patch[field] = n;
      }
      const problems = Object.entries(errors);
      if (problems.length)
        throw new MockHttpError(400, problems.map(([f, p]) => `${f} ${p}`).join('; '), errors);
      return json(ctx.db.table('userConfig').update('default', patch));
    },
  },
];

export const USER_SPECS: readonly EntitySpec[] = [staffSpec, roleSpec];

export function userRoutes(): Route[] {
  return [...custom, ...USER_SPECS.flatMap(entityRoutes)];
}
