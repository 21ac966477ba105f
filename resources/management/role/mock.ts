/**
 * Mock routes of the roles (user service, docs/permissions.md): the menu list a role's matrix offers
 * (the registry's menus), creating and editing a role (a unique name, known menus, valid actions, at
 * least one menu granted); a renamed role is renamed on its staff users too.
 */
import { ACTIONS } from '../../../src/contract/roleMenus.ts';
import type { Role } from './seed.ts';
import { recordOr404 } from '../../../mocks/handlers/entities.ts';
import {
  isPlainObject,
  json,
  MockHttpError,
  readJsonObject,
  requireString,
} from '../../../mocks/handlers/respond.ts';
import type { Route, RouteContext } from '../../../mocks/handlers/router.ts';
import { MOCK_MENUS } from '../../../mocks/roles.ts';

const MENU_NAMES: ReadonlySet<string> = new Set(MOCK_MENUS.entries.flatMap((m) => [m.nameTh, m.nameEn]));

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

function renameRoleOnStaff(ctx: RouteContext, role: Role): void {
  const staff = ctx.db.table('staffUsers');
  for (const user of staff.list().filter((u) => u.roleId === role.roleId && u.roleName !== role.roleName)) {
    staff.update(user.userId, { roleName: role.roleName });
  }
}

export function routes(): Route[] {
  return [
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
  ];
}
