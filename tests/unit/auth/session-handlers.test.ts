// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { demoProfile, sessionHandlers } from '../../../mocks/handlers/session.ts';
import { registeredSub } from '../../../mocks/accounts.ts';
import { menuCatalogue } from '../../../resources/index.ts';
import { verifyProfileSignature } from '../../../src/auth/signature.ts';
import { createTestIssuer } from '../../../mocks/auth/testIssuer.ts';

const BASE = 'http://127.0.0.1:5173/mock-api/user';
const KEY = 'mock-key';
let tamper = false;
const issuer = createTestIssuer();

const server = setupServer(
  ...sessionHandlers({
    userBaseUrl: `${BASE}/`,
    signing: KEY,
    getSessionTimeoutMinutes: () => 12,
    faults: { profileSignature: () => (tamper ? 'tamper' : null) },
    verify: issuer.verifier,
    apiKey: 'unit-user-key',
  }).handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  tamper = false;
});
afterAll(() => server.close());

const signedHeaders = { timestamp: '1767225600', nonce: 'ab'.repeat(16) };
async function headersFor(sub: string) {
  return { ...signedHeaders, authorization: `Bearer ${await issuer.mint(sub)}` };
}

describe('mock user service: profile', () => {
  it('answers 401 without a bearer token', async () => {
    const response = await fetch(`${BASE}/u-0001`, { headers: { timestamp: '1', nonce: 'aa' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: 'Authorization token missing',
      code: 'unauthenticated',
    });
  });

  it('signs the exact body with the request timestamp and nonce', async () => {
    const response = await fetch(`${BASE}/u-0002`, { headers: await headersFor('u-0002') });
    expect(response.status).toBe(200);
    const text = await response.text();
    const sig = response.headers.get('x-signature');
    const config = { alg: 'HS256', key: KEY } as const;
    expect(
      await verifyProfileSignature(config, text, signedHeaders.timestamp, signedHeaders.nonce, sig),
    ).toBe(true);
    expect(await verifyProfileSignature(config, text, '1767225601', signedHeaders.nonce, sig)).toBe(false);
    const profile = JSON.parse(text);
    expect(profile).toMatchObject({ userId: 'u-0002', firstname: 'สุดา', role: { roleName: 'Operations' } });
    // Every menu of the registry, however many it declares (mocks/roles.ts).
    expect(profile.role.menus).toHaveLength(menuCatalogue.entries.length);
  });

  it('signs a different body when the tamper fault is on', async () => {
    tamper = true;
    const response = await fetch(`${BASE}/u-0001`, { headers: await headersFor('u-0001') });
    const text = await response.text();
    expect(JSON.parse(text).userId).toBe('u-0001');
    const ok = await verifyProfileSignature(
      { alg: 'HS256', key: KEY },
      text,
      signedHeaders.timestamp,
      signedHeaders.nonce,
      response.headers.get('x-signature'),
    );
    expect(ok).toBe(false);
  });

  it('answers 404 for an unknown subject', async () => {
    expect((await fetch(`${BASE}/u-9999`, { headers: await headersFor('u-9999') })).status).toBe(404);
  });

  it('refuses another user’s profile, a token of another signer and an expired token', async () => {
    const other = await fetch(`${BASE}/u-0001`, { headers: await headersFor('u-0004') });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: 'A profile can be read only by its own user' });
    const foreign = await fetch(`${BASE}/u-0001`, {
      headers: { ...signedHeaders, authorization: `Bearer ${await issuer.mintForeign('u-0001')}` },
    });
    expect(foreign.status).toBe(401);
    expect(await foreign.json()).toEqual({
      message: 'Invalid authorization token: bad signature',
      code: 'unauthenticated',
    });
    const expired = await fetch(`${BASE}/u-0001`, {
      headers: {
        ...signedHeaders,
        authorization: `Bearer ${await issuer.mint('u-0001', { exp: 1_000_000 })}`,
      },
    });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ message: 'Access token expired', code: 'unauthenticated' });
  });

  it('gives a registered account tier Standard and no menus', async () => {
    const sub = registeredSub('New.Person@example.test');
    const response = await fetch(`${BASE}/${sub}`, { headers: await headersFor(sub) });
    expect(await response.json()).toEqual({
      userId: sub,
      firstname: 'new.person',
      lastname: '',
      tier: 'Standard',
      role: { roleId: '', roleName: '', menus: [] },
    });
    expect(demoProfile('reg-zz')).toBeUndefined();
  });
});

describe('mock user service: session timeout', () => {
  it('answers data.value in minutes', async () => {
    const response = await fetch(`${BASE}/api/v1/user-config/user-config/get-session-timeout`, {
      headers: { authorization: `Bearer ${await issuer.mint('u-0004')}` },
    });
    expect(await response.json()).toEqual({ data: { value: 12 } });
  });

  it('answers 401 without credentials', async () => {
    const response = await fetch(`${BASE}/api/v1/user-config/user-config/get-session-timeout`);
    expect(response.status).toBe(401);
  });
});
