// @vitest-environment node
/**
 * The mock services refuse: every route names who may call it, the role decides per menu and action,
 * a deactivated user or role is refused, and the API key alone opens only master lists and QR settings.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { accessOf, UNDECLARED } from '../../../mocks/auth/access.ts';
import { isTableName } from '../../../mocks/db/index.ts';
import { declarationRoutes } from '../../../mocks/handlers/entities.ts';
import { builtInRoutes } from '../../../mocks/handlers/index.ts';
import { resources } from '../../../resources/declared.ts';
import { call, callJson, issuer, startMockServer, USERS } from './helpers.ts';

const mock = startMockServer();
afterEach(() => mock.db.reset());
afterAll(() => mock.server.close());

const newRole = { roleName: 'Raised', description: '', menus: [{ menuName: 'Users', actions: 'all' }] };

describe('every route declares who may call it', () => {
  it('has an annotation or a rule for each built-in and declared route', () => {
    const undeclared = [...declarationRoutes(resources, isTableName), ...builtInRoutes()]
      .filter((r) => accessOf(r) === UNDECLARED)
      .map((r) => `${r.service} ${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses a route that declares nothing, to everyone', () => {
    expect(accessOf({ service: 'merchant', method: 'GET', path: 'brand_new_thing' })).toBe(UNDECLARED);
  });
});

describe('bearer tokens', () => {
  it('refuses a token of another signer, an expired one and one for another audience', async () => {
    const cases: [string, string][] = [
      [await issuer.mintForeign(USERS.admin), 'Invalid authorization token: bad signature'],
      [await issuer.mint(USERS.admin, { exp: 1_700_000_000 }), 'Access token expired'],
      [await issuer.mint(USERS.admin, { aud: 'urn:other' }), 'Invalid authorization token: wrong audience'],
      [
        await issuer.mint(USERS.admin, { iss: 'https://evil.test' }),
        'Invalid authorization token: wrong issuer',
      ],
      ['x', 'Invalid authorization token: not a signed token'],
    ];
    for (const [token, message] of cases) {
      const { status, body } = await callJson('user', 'role', {
        auth: 'none',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(status, message).toBe(401);
      expect(body).toEqual({ message, code: 'unauthenticated' });
    }
  });
});

describe('roles per menu and action', () => {
  it('lets the viewer read roles and users but not create a role or raise its own', async () => {
    expect((await call('user', 'role', { as: USERS.viewer })).status).toBe(200);
    const create = await callJson('user', 'role', { method: 'POST', body: newRole, as: USERS.viewer });
    expect(create.status).toBe(403);
    expect(create.body).toEqual({
      message: 'Your role may not create in Role & Authorization',
      code: 'forbidden',
    });
    const raise = await callJson('user', `employee/${USERS.viewer}`, {
      method: 'PUT',
      body: { roleId: 'role-admin' },
      as: USERS.viewer,
    });
    expect(raise.status).toBe(403);
    expect(raise.body).toEqual({ message: 'Your role may not edit Users', code: 'forbidden' });
    expect(mock.db.table('staffUsers').get(USERS.viewer)?.roleId).toBe('role-auditor');
  });

  it('lets operations work on stores but not on management or accounting', async () => {
    expect((await call('merchant', 'merchant', { as: USERS.ops })).status).toBe(200);
    expect((await call('notification', 'announcement', { as: USERS.ops })).status).toBe(403);
    expect((await call('reporting', 'report/ar_pr', { as: USERS.ops })).status).toBe(403);
    const approve = await callJson('reporting', 'report/funding/approve_transaction', {
      method: 'POST',
      body: {},
      as: USERS.ops,
    });
    expect(approve.status).toBe(403);
    expect(approve.body).toEqual({
      message: 'Your role may not approve in Funding Transfer & Settlement',
      code: 'forbidden',
    });
  });

  it('applies a role change at the next call, without signing in again', async () => {
    expect((await call('notification', 'announcement', { as: USERS.ops })).status).toBe(403);
    const menus = [{ menuName: 'System Announcement', actions: 'view' }];
    expect((await call('user', 'role/role-operations', { method: 'PUT', body: { menus } })).status).toBe(200);
    expect((await call('notification', 'announcement', { as: USERS.ops })).status).toBe(200);
  });

  it('refuses a deactivated user (401) and the users of a deactivated role (403)', async () => {
    await call('user', `employee/${USERS.finance}/toggle_active`, { method: 'POST' });
    const user = await callJson('reporting', 'report/ar_pr', { as: USERS.finance });
    expect(user.status).toBe(401);
    expect(user.body).toEqual({ message: 'User account is deactivated', code: 'unauthenticated' });
    await call('user', 'role/role-auditor/toggle_active', { method: 'POST' });
    const role = await callJson('user', 'role', { as: USERS.viewer });
    expect(role.status).toBe(403);
    expect(role.body).toEqual({ message: 'Role Auditor is deactivated', code: 'forbidden' });
  });
});

describe('the API key alone', () => {
  it('opens the master dropdowns and the QR code settings', async () => {
    expect((await call('master', 'master/bank', { auth: 'apiKey' })).status).toBe(200);
    expect((await call('payment', 'qr_code/amount', { auth: 'apiKey' })).status).toBe(200);
  });

  it('does not open users, roles or any other list', async () => {
    for (const [service, path] of [
      ['user', 'employee'],
      ['user', 'role'],
      ['merchant', 'merchant'],
    ] as const) {
      const { status, body } = await callJson(service, path, { auth: 'apiKey' });
      expect(status, path).toBe(401);
      expect(body).toEqual({
        message: 'Sign-in required: the API key alone does not allow this call',
        code: 'unauthenticated',
      });
    }
    const write = await call('user', 'role', { method: 'POST', body: newRole, auth: 'apiKey' });
    expect(write.status).toBe(401);
  });

  it('does not lift a viewer’s refusal when sent beside the bearer token', async () => {
    const { status } = await callJson('user', 'role', {
      method: 'POST',
      body: newRole,
      as: USERS.viewer,
      headers: { 'x-api-key': 'demo-user-key' },
    });
    expect(status).toBe(403);
  });
});
