/**
 * Who is calling: the staff member behind a request, for "approved by" / "changed by" and for the
 * money operations that check the caller's role. Taken from, in order: a `user` the auth guard put on
 * the route context, the `sub` of a bearer token that is a JWT, the `x-mock-user` header (tests, curl).
 * An opaque token names nobody: the call is recorded as made by `staff` and the role check is left to
 * the auth guard.
 */
import type { PermissionKey } from '../../src/auth/menus.ts';
import { MOCK_MENUS } from '../roles.ts';
import type { StaffUser } from '../db/index.ts';
import { MockHttpError } from './respond.ts';
import type { RouteContext } from './router.ts';

export interface Actor {
  userId: string | null;
  /** Full name as shown in "approved by". */
  name: string;
  staff?: StaffUser;
}

function base64UrlJson(part: string): unknown {
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const text = new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function subOf(ctx: RouteContext): string | null {
  const fromGuard = (ctx as RouteContext & { user?: { userId?: unknown } }).user?.userId;
  if (typeof fromGuard === 'string' && fromGuard) return fromGuard;
  const token = /^Bearer\s+(\S+)$/i.exec(ctx.request.headers.get('authorization') ?? '')?.[1];
  const parts = token?.split('.');
  if (parts?.length === 3) {
    const payload = base64UrlJson(parts[1]);
    if (
      typeof payload === 'object' &&
      payload !== null &&
      'sub' in payload &&
      typeof payload.sub === 'string'
    )
      return payload.sub;
  }
  return ctx.request.headers.get('x-mock-user')?.trim() || null;
}

export function actorOf(ctx: RouteContext): Actor {
  const userId = subOf(ctx);
  if (!userId) return { userId: null, name: 'staff' };
  const staff = ctx.db.table('staffUsers').get(userId);
  return staff ? { userId, name: `${staff.firstname} ${staff.lastname}`, staff } : { userId, name: userId };
}

/** Actions the caller's role grants on a menu; null when the caller is not identified. */
export function actionsOf(ctx: RouteContext, actor: Actor, menu: PermissionKey): string[] | null {
  if (!actor.userId) return null;
  const staff = actor.staff;
  const role = staff ? ctx.db.table('roles').get(staff.roleId) : undefined;
  if (!staff || !staff.isActive || !role || !role.isActive) return [];
  const def = MOCK_MENUS.byKey(menu);
  const entry = role.menus.find((m) => m.menuName === def?.nameTh || m.menuName === def?.nameEn);
  if (!entry || entry.actions.trim() === 'N/A') return [];
  return entry.actions.split(',').map((a) => a.trim().toLowerCase());
}

/** 403 unless the identified caller's role has `action` (or `all`) on `menu`. */
export function requirePermission(
  ctx: RouteContext,
  actor: Actor,
  menu: PermissionKey,
  action: string,
): void {
  const actions = actionsOf(ctx, actor, menu);
  if (actions === null) return;
  if (!actions.includes(action) && !actions.includes('all')) {
    throw new MockHttpError(403, `Your role may not ${action} on this menu`);
  }
}
