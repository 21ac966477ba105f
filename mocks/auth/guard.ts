/**
 * The credential and role check every mock service call passes (docs/api-contract.md, "Authentication"):
 * a bearer token verified against the sign-on provider, the caller's status and role read from the mock
 * tables, then the route's menu and action. The service's API key alone opens only routes marked so.
 */
import { derivePermissionMap, hasAction, type PermissionMap } from '../../src/auth/index.ts';
import type { MockDb } from '../db/index.ts';
import { MOCK_MENUS } from '../roles.ts';
import { fail } from '../handlers/respond.ts';
import { accessOf, UNDECLARED, type AccessSubject } from './access.ts';
import { TokenRefusal, type TokenVerifier } from './tokens.ts';

export type Credentials = { kind: 'bearer'; sub: string } | { kind: 'apiKey' };

const EMPTY_TOKENS = new Set(['', 'undefined', 'null']);

/**
 * Who is calling, or the 401 answer. A bearer token, when sent, decides alone: adding the public API key
 * to a refused token does not help.
 */
export async function authenticate(
  request: Request,
  apiKey: string,
  verify: TokenVerifier,
): Promise<Credentials | Response> {
  const authorization = request.headers.get('authorization');
  const key = request.headers.get('x-api-key');
  if (authorization !== null) {
    const token = /^Bearer\s+(.*)$/i.exec(authorization.trim())?.[1]?.trim() ?? '';
    // "Bearer undefined" is a client bug that a lenient mock would hide.
    if (EMPTY_TOKENS.has(token)) return fail(401, 'Invalid authorization token');
    try {
      const { sub } = await verify(token, request);
      return { kind: 'bearer', sub };
    } catch (error) {
      if (error instanceof TokenRefusal) return fail(401, error.message);
      throw error;
    }
  }
  if (key !== null && key === apiKey) return { kind: 'apiKey' };
  return key !== null ? fail(401, 'Invalid authorization token') : fail(401, 'Authorization token missing');
}

/** Permissions of a signed-in caller from the mock tables, or the refusal for a deactivated one. */
export function callerPermissions(
  db: MockDb,
  sub: string,
  fallbackMenus: (sub: string) => { menuName: string; actions: string }[] | undefined,
): PermissionMap | Response {
  const staff = db.table('staffUsers').get(sub);
  if (staff) {
    if (!staff.isActive) return fail(401, 'User account is deactivated');
    const role = db.table('roles').get(staff.roleId);
    if (!role) return fail(403, `Role ${staff.roleId} no longer exists`);
    if (!role.isActive) return fail(403, `Role ${role.roleName} is deactivated`);
    return derivePermissionMap(MOCK_MENUS, role.menus);
  }
  const menus = fallbackMenus(sub);
  if (!menus) return fail(401, 'Unknown user');
  return derivePermissionMap(MOCK_MENUS, menus);
}

const ACTION_WORDS: Record<string, string> = {
  view: 'view',
  create: 'create in',
  edit: 'edit',
  delete: 'delete from',
  export: 'export',
  approve: 'approve in',
};

/** Null when the caller may make the call; else the 401/403 answer with its message. */
export function authorize(
  route: AccessSubject,
  credentials: Credentials,
  permissions: () => PermissionMap | Response,
): Response | null {
  const access = accessOf(route);
  if (access === UNDECLARED) {
    return fail(403, `No permission is declared for ${route.method} ${route.path}`);
  }
  if (credentials.kind === 'apiKey') {
    return access.apiKey ? null : fail(401, 'Sign-in required: the API key alone does not allow this call');
  }
  const map = permissions();
  if (map instanceof Response) return map;
  if (access.anyOf) {
    if (access.anyOf.some((a) => hasAction(map, a.menu, a.action))) return null;
    const needs = access.anyOf.map(
      (a) => `${ACTION_WORDS[a.action] ?? a.action} ${MOCK_MENUS.byKey(a.menu)?.nameEn ?? a.menu}`,
    );
    return fail(403, `Your role may not call ${route.method} ${route.path}: it needs ${needs.join(' or ')}`);
  }
  if (!access.menu) return null;
  if (hasAction(map, access.menu, access.action)) return null;
  const menuName = MOCK_MENUS.byKey(access.menu)?.nameEn ?? access.menu;
  return fail(403, `Your role may not ${ACTION_WORDS[access.action] ?? access.action} ${menuName}`);
}
