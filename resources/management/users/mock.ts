/**
 * Mock routes of the staff users (user service, docs/api-contract.md "Users"): creating and editing one
 * (a unique e-mail, a known role), switching one on or off (the dev sign-on provider is told, so a
 * deactivated user cannot sign in), resetting the two-factor set-up, the e-mail check. The list and
 * detail are the declaration's generic routes.
 */
import { bypass } from 'msw';
import { DEV_ACCOUNT_STATUS_PATH } from '../../../mocks/auth/constants.ts';
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import type { MockDb } from '../../../mocks/db/index.ts';
import type { StaffUser } from './seed.ts';
import { recordOr404 } from '../../../mocks/handlers/entities.ts';
import { json, MockHttpError, readJsonObject, requireString } from '../../../mocks/handlers/respond.ts';
import type { Route, RouteContext } from '../../../mocks/handlers/router.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

export function routes(): Route[] {
  return [
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
      // Also tells the dev provider, so a deactivated user cannot sign in again.
      overrides: 'management/users',
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
  ];
}
