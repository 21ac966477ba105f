/**
 * What a hostile or careless user meets: the services refuse a viewer's direct write, and the multi-tab
 * rule ends a session whose browser was killed (no `pagehide`), through the heartbeat.
 */
import { DEMO, expect, signIn, test } from './support/index.ts';

/** The access token the console stored for the signed-in user. */
async function accessToken(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const user: unknown = key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null;
    const token =
      typeof user === 'object' && user !== null ? (user as { access_token?: unknown }).access_token : null;
    return typeof token === 'string' ? token : '';
  });
}

test('a viewer’s direct API write is refused with 403 and a message', async ({ page }) => {
  await signIn(page, DEMO.viewer);
  const token = await accessToken(page);
  expect(token.split('.')).toHaveLength(3);
  const answers = await page.evaluate(async (bearer) => {
    const send = async (path: string, init: RequestInit) => {
      const res = await fetch(path, init);
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const json = { 'Content-Type': 'application/json' };
    return {
      create: await send('/mock-api/user/role', {
        method: 'POST',
        headers: { ...json, Authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ roleName: 'Mine', menus: [{ menuName: 'Users', actions: 'all' }] }),
      }),
      raise: await send('/mock-api/user/employee/u-0004', {
        method: 'PUT',
        headers: { ...json, Authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ roleId: 'role-admin' }),
      }),
      anyToken: await send('/mock-api/user/employee/u-0004', {
        method: 'PUT',
        headers: { ...json, Authorization: 'Bearer x' },
        body: JSON.stringify({ roleId: 'role-admin' }),
      }),
      keyOnly: await send('/mock-api/user/role', {
        method: 'POST',
        headers: { ...json, 'x-api-key': 'demo-user-key' },
        body: JSON.stringify({ roleName: 'Mine', menus: [{ menuName: 'Users', actions: 'all' }] }),
      }),
      read: await send('/mock-api/user/role', { headers: { Authorization: `Bearer ${bearer}` } }),
    };
  }, token);
  expect(answers.create).toEqual({
    status: 403,
    body: { code: 'forbidden', message: 'Your role may not create in Role & Authorization' },
  });
  expect(answers.raise).toEqual({
    status: 403,
    body: { code: 'forbidden', message: 'Your role may not edit Users' },
  });
  expect(answers.anyToken).toEqual({
    status: 401,
    body: { code: 'unauthenticated', message: 'Invalid authorization token: not a signed token' },
  });
  expect(answers.keyOnly.status).toBe(401);
  expect(answers.read.status).toBe(200);
});

test('a session whose browser was killed ends when the console is opened again', async ({
  browser,
  page,
}) => {
  await signIn(page, DEMO.admin);
  // The browser's storage as a crash leaves it: this tab still counted, its last heartbeat written.
  const state = await page.context().storageState();
  const counted = state.origins.flatMap((o) => o.localStorage).find((e) => e.name === 'pa.tabs.count');
  expect(counted?.value).toBe('1');

  const restarted = await browser.newContext({ storageState: state });
  try {
    const next = await restarted.newPage();
    // A minute later: the heartbeat is 15 s stale, so the old tab no longer counts.
    await next.clock.install({ time: Date.now() + 60_000 });
    await next.goto('/management/announcement');
    await expect(next).toHaveURL(/\/login/);
    await expect(
      next
        .getByText('You were signed out because every console tab was closed.')
        .or(next.getByText('ออกจากระบบเนื่องจากปิดหน้าต่างทั้งหมดแล้ว')),
    ).toBeVisible();
  } finally {
    await restarted.close();
  }
});
