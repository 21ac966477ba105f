// @vitest-environment node
/** The user and payment services' own rules behind the management screens (issue 5). */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { callJson, startMockServer } from './helpers.ts';

const mock = startMockServer();
afterEach(() => mock.db.reset());
afterAll(() => mock.server.close());

type Message = { message: string };

describe('roles', () => {
  it('refuse a role that opens no menu, on create and on update', async () => {
    const none = [{ menuName: 'Users', actions: 'N/A' }];
    const created = await callJson<Message>('user', 'role', {
      method: 'POST',
      body: { roleName: 'Nothing', menus: none },
    });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe('A role needs at least one menu');
    const updated = await callJson<Message>('user', 'role/role-sales', {
      method: 'PUT',
      body: { menus: none },
    });
    expect(updated.status).toBe(400);
  });

  it('create a role with its menus, reachable by its new id', async () => {
    const menus = [
      { menuName: 'ประกาศระบบ', actions: 'view' },
      { menuName: 'Users', actions: 'view, edit' },
    ];
    const created = await callJson<{ roleId: string }>('user', 'role', {
      method: 'POST',
      body: { roleName: 'Desk', menus },
    });
    expect(created.status).toBe(201);
    const read = await callJson<{ menus: unknown }>('user', `role/${created.body.roleId}`);
    expect(read.body.menus).toEqual(menus);
  });
});

describe('staff users', () => {
  it('check an admin e-mail case-insensitively and refuse a used one on create', async () => {
    expect(
      (await callJson<{ isUsed: boolean }>('user', 'employee/check_admin_email/OPS@demo.test')).body.isUsed,
    ).toBe(true);
    expect(
      (await callJson<{ isUsed: boolean }>('user', 'employee/check_admin_email/new@demo.test')).body.isUsed,
    ).toBe(false);
    const body = { firstname: 'ก', lastname: 'ข', email: 'ops@demo.test', roleId: 'role-sales' };
    const refused = await callJson<Message>('user', 'employee', { method: 'POST', body });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('User already exists');
  });

  it('take the status given on create and update, and derive the role name', async () => {
    const body = {
      firstname: 'ก',
      lastname: 'ข',
      email: 'k@demo.test',
      roleId: 'role-sales',
      isActive: false,
    };
    const created = await callJson<{ userId: string; isActive: boolean; roleName: string }>(
      'user',
      'employee',
      {
        method: 'POST',
        body,
      },
    );
    expect(created.body).toMatchObject({ isActive: false, roleName: 'Sales' });
    const updated = await callJson<{ isActive: boolean }>('user', `employee/${created.body.userId}`, {
      method: 'PUT',
      body: { isActive: true },
    });
    expect(updated.body.isActive).toBe(true);
  });

  it('reset two-factor sign-in of one user', async () => {
    const before = await callJson<{ twoFactorEnabled: boolean }>('user', 'employee/u-0002');
    expect(before.body.twoFactorEnabled).toBe(true);
    await callJson('user', 'employee/reset-two-factor/u-0002', { method: 'PUT' });
    const after = await callJson<{ twoFactorEnabled: boolean }>('user', 'employee/u-0002');
    expect(after.body.twoFactorEnabled).toBe(false);
  });
});

describe('QR code settings', () => {
  it.each([0, -1, 1.234, 700_000.01])('refuse the amount %s', async (amount) => {
    const { status } = await callJson('payment', 'qr_code/amount', { method: 'PUT', body: { amount } });
    expect(status).toBe(400);
  });

  it('keep 250.50 and 700,000 exactly', async () => {
    for (const amount of [250.5, 700_000]) {
      await callJson('payment', 'qr_code/amount', { method: 'PUT', body: { amount }, auth: 'apiKey' });
      expect(
        (await callJson<{ amount: number }>('payment', 'qr_code/amount', { auth: 'apiKey' })).body.amount,
      ).toBe(amount);
    }
  });
});
