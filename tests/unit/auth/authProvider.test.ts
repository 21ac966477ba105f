// @vitest-environment jsdom
import { TokenRefusal } from '../../../mocks/auth/tokens.ts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { User } from 'oidc-client-ts';
import {
  createAuthProvider,
  readSignOutReason,
  RETURN_TO_KEY,
  safeReturnTo,
  SignInError,
  type AuthProviderDeps,
} from '../../../src/auth/authProvider.ts';
import { menuCatalogue } from '../../../resources/declared.ts';
import type { OidcUserManager } from '../../../src/auth/oidc.ts';
import { SERVICE_NAMES, type AppConfig, type ProfileSignatureConfig } from '../../../src/config/types.ts';
import { sessionHandlers, demoProfile } from '../../../mocks/handlers/session.ts';
import type { MockSigningKey } from '../../../mocks/signing.ts';

const ORIGIN = window.location.origin;
const HS_KEY = 'test-profile-signing-key';
const USER_BASE = `${ORIGIN}/mock-api/user`;
const USERINFO = `${ORIGIN}/idp/connect/userinfo`;
const NOW = 1_767_225_600_000;

function appConfig(profileSignature: ProfileSignatureConfig = { alg: 'HS256', key: HS_KEY }): AppConfig {
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, { baseUrl: `/mock-api/${name}`, apiKey: `${name}-api-key` }]),
  ) as AppConfig['services'];
  services.sso = { baseUrl: '/idp', apiKey: 'sso-api-key' };
  services.user = { baseUrl: '/mock-api/user/', apiKey: 'user-api-key' };
  return {
    services,
    signOn: {
      authority: '/idp',
      clientId: 'payment-admin',
      redirectUri: '/callback',
      postLogoutRedirectUri: '/login',
      scope: 'openid profile email offline_access',
      forgotPasswordUrl: '/idp/forgot-password',
    },
    profileSignature,
    mock: { enabled: true, transport: 'worker' },
  };
}

function oidcUser(sub: string, { token = `token-of-${sub}`, expiresInS = 3600 } = {}): User {
  return new User({
    access_token: token,
    token_type: 'Bearer',
    id_token: `id-token-of-${sub}`,
    profile: { sub, iss: `${ORIGIN}/idp`, aud: 'payment-admin', exp: 0, iat: 0 },
    expires_at: Math.floor(NOW / 1000) + expiresInS,
  });
}

type FakeUserManager = {
  [K in keyof OidcUserManager]: ReturnType<typeof vi.fn<OidcUserManager[K]>>;
} & { stored: User | null; afterCallback: User | null };

function fakeUserManager(initial: User | null): FakeUserManager {
  const fake = {
    stored: initial,
    afterCallback: null as User | null,
  } as FakeUserManager;
  fake.getUser = vi.fn<OidcUserManager['getUser']>(async () => fake.stored);
  fake.removeUser = vi.fn<OidcUserManager['removeUser']>(async () => {
    fake.stored = null;
  });
  fake.signinRedirect = vi.fn<OidcUserManager['signinRedirect']>(async () => undefined);
  fake.signinRedirectCallback = vi.fn<OidcUserManager['signinRedirectCallback']>(async () => {
    if (!fake.afterCallback) throw new Error('no callback user');
    fake.stored = fake.afterCallback;
    return fake.afterCallback;
  });
  fake.signoutRedirect = vi.fn<OidcUserManager['signoutRedirect']>(async () => undefined);
  return fake;
}

// --- mock services -----------------------------------------------------------------------------------
interface SeenRequest {
  url: string;
  headers: Record<string, string>;
  bodyIsNull: boolean;
  bodyText: string;
}
const seen: { userinfo: SeenRequest[]; profile: SeenRequest[] } = { userinfo: [], profile: [] };
let fault: 'tamper' | null = null;
let timeoutMinutes: number | null = 15;

async function record(list: SeenRequest[], request: Request): Promise<void> {
  list.push({
    url: request.url,
    headers: Object.fromEntries(request.headers.entries()),
    bodyIsNull: request.body === null,
    bodyText: await request.clone().text(),
  });
}

const server = setupServer(
  http.post(USERINFO, async ({ request }) => {
    await record(seen.userinfo, request);
    const match = /^Bearer token-of-(.+)$/.exec(request.headers.get('authorization') ?? '');
    if (!match) return HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
    return HttpResponse.json({ sub: match[1] });
  }),
  http.get(`${USER_BASE}/api/v1/user-config/user-config/get-session-timeout`, ({ request }) => {
    if (timeoutMinutes === null)
      return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
    if (!request.headers.get('authorization')) return HttpResponse.json({}, { status: 401 });
    return undefined;
  }),
  http.get(`${USER_BASE}/:userId`, async ({ request }) => {
    await record(seen.profile, request);
    return undefined;
  }),
  ...userService(HS_KEY),
);

function userService(signing: MockSigningKey) {
  return sessionHandlers({
    userBaseUrl: USER_BASE,
    signing,
    getProfile: demoProfile,
    getSessionTimeoutMinutes: () => timeoutMinutes ?? 30,
    faults: { profileSignature: () => fault },
    apiKey: 'unit-user-key',
    // The client under test: the fake provider's tokens name their subject (`token-of-<sub>`).
    verify: async (token) => {
      const sub = /^token-of-(.+)$/.exec(token)?.[1];
      if (!sub) throw new TokenRefusal('Invalid authorization token');
      return { sub, claims: {} };
    },
  }).handlers;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.userinfo = [];
  seen.profile = [];
  fault = null;
  timeoutMinutes = 15;
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => server.resetHandlers());

function provider(um: FakeUserManager, config = appConfig(), extra: Partial<AuthProviderDeps> = {}) {
  return createAuthProvider(config, { menus: menuCatalogue, userManager: um, now: () => NOW, ...extra });
}

const ADMIN = 'u-0001';
const OPS = 'u-0002';
const FINANCE = 'u-0003';

describe('checkAuth', () => {
  it('accepts a stored token whose profile signature is valid', async () => {
    const um = fakeUserManager(oidcUser(ADMIN));
    const p = provider(um);
    await expect(p.checkAuth()).resolves.toBeUndefined();
    expect(um.removeUser).not.toHaveBeenCalled();
    expect(await p.getIdentity()).toEqual({
      id: ADMIN,
      fullName: 'สมชาย ใจดี',
      firstname: 'สมชาย',
      lastname: 'ใจดี',
      roleId: 'role-admin',
      roleName: 'Administrator',
    });
    expect((await p.getPermissions()).merchantRegister).toBe('all');
  });

  it('asks user-info with the bearer token and no request body at all', async () => {
    await provider(fakeUserManager(oidcUser(ADMIN))).checkAuth();
    expect(seen.userinfo).toHaveLength(1);
    const [call] = seen.userinfo;
    expect(call.url).toBe(USERINFO);
    expect(call.headers.authorization).toBe(`Bearer token-of-${ADMIN}`);
    expect(call.bodyIsNull).toBe(true);
    expect(call.headers['content-type']).toBeUndefined();
  });

  it('asks the profile with bearer, Unix-second timestamp and a fresh 16-byte hex nonce, no API key', async () => {
    const um = fakeUserManager(oidcUser(ADMIN));
    await provider(um).checkAuth();
    await provider(um).checkAuth();
    expect(seen.profile).toHaveLength(2);
    const [first, second] = seen.profile;
    expect(first.url).toBe(`${USER_BASE}/${ADMIN}`);
    expect(first.headers.authorization).toBe(`Bearer token-of-${ADMIN}`);
    expect(first.headers.timestamp).toBe(String(NOW / 1000));
    expect(first.headers.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers.nonce).not.toBe(first.headers.nonce);
    expect(first.headers['x-api-key']).toBeUndefined();
  });

  it('rejects a tampered profile, removes the tokens and says why', async () => {
    fault = 'tamper';
    const um = fakeUserManager(oidcUser(ADMIN));
    const p = provider(um);
    await expect(p.checkAuth()).rejects.toEqual({
      redirectTo: '/login',
      message: false,
      reason: 'signature',
    });
    expect(um.removeUser).toHaveBeenCalledTimes(1);
    expect(um.stored).toBeNull();
    expect(readSignOutReason()).toBe('signature');
    expect(await p.getAccessToken()).toBeNull();
  });

  it('rejects a profile signed with another key', async () => {
    server.use(...userService('some-other-key'));
    const um = fakeUserManager(oidcUser(ADMIN));
    await expect(provider(um).checkAuth()).rejects.toMatchObject({ reason: 'signature' });
    expect(um.stored).toBeNull();
  });

  it('rejects an expired token without calling any service', async () => {
    const um = fakeUserManager(oidcUser(ADMIN, { expiresInS: -1 }));
    const p = provider(um);
    await expect(p.checkAuth()).rejects.toEqual({ redirectTo: '/login', message: false, reason: 'expired' });
    expect(um.stored).toBeNull();
    expect(readSignOutReason()).toBe('expired');
    expect(seen.userinfo).toHaveLength(0);
    expect(seen.profile).toHaveLength(0);
  });

  it('treats a token without expiry as expired', async () => {
    const user = oidcUser(ADMIN);
    user.expires_at = undefined;
    await expect(provider(fakeUserManager(user)).checkAuth()).rejects.toMatchObject({ reason: 'expired' });
  });

  it('rejects without a reason when nobody is signed in, keeping an earlier reason', async () => {
    sessionStorage.setItem('pa.auth.reason', 'signature');
    await expect(provider(fakeUserManager(null)).checkAuth()).rejects.toEqual({
      redirectTo: '/login',
      message: false,
      reason: null,
    });
    expect(readSignOutReason()).toBe('signature');
  });

  it('signs out when user-info refuses the token', async () => {
    const um = fakeUserManager(oidcUser(ADMIN, { token: 'revoked' }));
    await expect(provider(um).checkAuth()).rejects.toMatchObject({ reason: 'userinfo' });
    expect(um.stored).toBeNull();
    expect(seen.profile).toHaveLength(0);
  });

  it('signs out when the profile cannot be read', async () => {
    const um = fakeUserManager(oidcUser('u-9999'));
    await expect(provider(um).checkAuth()).rejects.toMatchObject({ reason: 'profile' });
    expect(um.stored).toBeNull();
    expect(readSignOutReason()).toBe('profile');
  });

  it('asks again when the profile call gets no answer, and keeps the user signed in', async () => {
    let drops = 1;
    server.use(
      http.get(`${USER_BASE}/:userId`, () => {
        if (drops > 0) {
          drops -= 1;
          return HttpResponse.error();
        }
        return undefined;
      }),
    );
    const um = fakeUserManager(oidcUser(ADMIN));
    await expect(provider(um).checkAuth()).resolves.toBeUndefined();
    expect(drops).toBe(0);
    expect(um.stored).not.toBeNull();
    expect(readSignOutReason()).toBeNull();
  });

  it('signs out when the profile call never gets an answer, after its tries', async () => {
    let calls = 0;
    server.use(
      http.get(`${USER_BASE}/:userId`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const um = fakeUserManager(oidcUser(ADMIN));
    await expect(provider(um).checkAuth()).rejects.toMatchObject({ reason: 'profile' });
    expect(calls).toBe(3);
    expect(um.stored).toBeNull();
  });

  it('signs out when a correctly signed profile belongs to someone else', async () => {
    server.use(
      http.get(`${USER_BASE}/:userId`, async ({ request }) => {
        const body = JSON.stringify(demoProfile(OPS));
        const { signProfile } = await import('../../../mocks/signing.ts');
        const sig = await signProfile(
          HS_KEY,
          body,
          request.headers.get('timestamp') ?? '',
          request.headers.get('nonce') ?? '',
        );
        return new HttpResponse(body, {
          headers: { 'x-signature': sig, 'content-type': 'application/json' },
        });
      }),
    );
    const um = fakeUserManager(oidcUser(ADMIN));
    await expect(provider(um).checkAuth()).rejects.toMatchObject({ reason: 'profile' });
  });

  it('checks once per page load, also when asked concurrently', async () => {
    const p = provider(fakeUserManager(oidcUser(ADMIN)));
    await Promise.all([p.checkAuth(), p.getPermissions(), p.getIdentity()]);
    await p.checkAuth();
    expect(seen.userinfo).toHaveLength(1);
    expect(seen.profile).toHaveLength(1);
  });

  it('checks again when another account signs in in another tab', async () => {
    const um = fakeUserManager(oidcUser(ADMIN));
    const p = provider(um);
    await p.checkAuth();
    um.stored = oidcUser(FINANCE);
    await p.checkAuth();
    expect(seen.profile.map((r) => r.url)).toEqual([`${USER_BASE}/${ADMIN}`, `${USER_BASE}/${FINANCE}`]);
    expect((await p.getIdentity()).roleName).toBe('Finance');
  });

  it('verifies an ES256 signature with only the public key in the console', async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ]);
    server.use(...userService(await crypto.subtle.exportKey('jwk', pair.privateKey)));
    const publicKeyJwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
    const ok = provider(fakeUserManager(oidcUser(ADMIN)), appConfig({ alg: 'ES256', publicKeyJwk }));
    await expect(ok.checkAuth()).resolves.toBeUndefined();

    fault = 'tamper';
    const um = fakeUserManager(oidcUser(ADMIN));
    await expect(provider(um, appConfig({ alg: 'ES256', publicKeyJwk })).checkAuth()).rejects.toMatchObject({
      reason: 'signature',
    });
    expect(um.stored).toBeNull();
  });
});

describe('checkError', () => {
  it('signs out on 401', async () => {
    const um = fakeUserManager(oidcUser(ADMIN));
    const p = provider(um);
    await expect(p.checkError({ status: 401, message: 'Invalid authorization token' })).rejects.toMatchObject(
      {
        redirectTo: '/login',
        reason: 'expired',
      },
    );
    expect(um.stored).toBeNull();
  });

  it('signs out once when the calls of a screen are refused together, and again after a new sign-in', async () => {
    const um = fakeUserManager(oidcUser(ADMIN));
    const p = provider(um);
    const refusal = { status: 401, message: 'Invalid authorization token' };
    const [first, second] = await Promise.allSettled([p.checkError(refusal), p.checkError(refusal)]);
    expect(first).toMatchObject({ status: 'rejected', reason: { redirectTo: '/login', reason: 'expired' } });
    expect(second).toMatchObject({ status: 'rejected', reason: { logoutUser: false, message: false } });
    expect(second.status === 'rejected' && 'redirectTo' in second.reason).toBe(false);
    await expect(p.checkError(refusal)).rejects.toMatchObject({ logoutUser: false });

    um.stored = oidcUser(ADMIN);
    await p.checkAuth();
    await expect(p.checkError(refusal)).rejects.toMatchObject({ redirectTo: '/login', reason: 'expired' });
    expect(um.stored).toBeNull();
  });

  it('keeps the session on 403 and other errors', async () => {
    const um = fakeUserManager(oidcUser(ADMIN));
    const p = provider(um);
    await expect(p.checkError({ status: 403, message: 'Forbidden' })).resolves.toBeUndefined();
    await expect(p.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(p.checkError(new Error('network'))).resolves.toBeUndefined();
    expect(um.removeUser).not.toHaveBeenCalled();
  });
});

describe('canAccess', () => {
  it('answers from the permission map of the role', async () => {
    const ops = provider(fakeUserManager(oidcUser(OPS)));
    expect(await ops.canAccess({ resource: 'store/store-register-information', action: 'list' })).toBe(true);
    expect(await ops.canAccess({ resource: 'store/store-register-information', action: 'edit' })).toBe(true);
    expect(await ops.canAccess({ resource: 'store/store-register-information', action: 'delete' })).toBe(
      false,
    );
    expect(await ops.canAccess({ resource: 'management/payment-channel', action: 'list' })).toBe(false);
    expect(await ops.canAccess({ resource: 'account/funding-transfer', action: 'list' })).toBe(false);

    const finance = provider(fakeUserManager(oidcUser(FINANCE)));
    expect(await finance.canAccess({ resource: 'account/funding-transfer', action: 'approve' })).toBe(true);
    expect(await finance.canAccess({ resource: 'account/funding-transfer', action: 'edit' })).toBe(false);
  });

  it('answers at once only from a verified session, the same as canAccess, and forgets it on sign-out', async () => {
    const um = fakeUserManager(oidcUser(OPS));
    const ops = provider(um);
    const editRegistration = { resource: 'store/store-register-information', action: 'edit' };
    const deleteRegistration = { resource: 'store/store-register-information', action: 'delete' };
    expect(ops.verifiedAccess(editRegistration)).toBeUndefined();
    await ops.checkAuth();
    expect(ops.verifiedAccess(editRegistration)).toBe(await ops.canAccess(editRegistration));
    expect(ops.verifiedAccess(editRegistration)).toBe(true);
    expect(ops.verifiedAccess(deleteRegistration)).toBe(false);
    expect(ops.verifiedAccess({ resource: 'calendar', action: 'list' })).toBe(false);
    await ops.logout();
    expect(ops.verifiedAccess(editRegistration)).toBeUndefined();
  });

  it('refuses an unknown resource and an unknown action', async () => {
    const admin = provider(fakeUserManager(oidcUser(ADMIN)));
    expect(await admin.canAccess({ resource: 'management/payment-channel', action: 'delete' })).toBe(true);
    expect(await admin.canAccess({ resource: 'calendar', action: 'list' })).toBe(false);
    expect(await admin.canAccess({ resource: 'management/payment-channel', action: 'impersonate' })).toBe(
      false,
    );
  });

  it('uses the resolver it is given', async () => {
    const p = provider(fakeUserManager(oidcUser(FINANCE)), appConfig(), {
      resolvePermission: (r) => (r === 'account/mdr-detail' ? 'mdr' : undefined),
    });
    expect(await p.canAccess({ resource: 'account/mdr-detail', action: 'show' })).toBe(true);
    expect(await p.canAccess({ resource: 'account/mdr', action: 'list' })).toBe(false);
  });

  it('answers false when nobody is signed in', async () => {
    expect(
      await provider(fakeUserManager(null)).canAccess({ resource: 'store/transaction', action: 'list' }),
    ).toBe(false);
  });

  it('finds the permission key by route, the deepest menu first', () => {
    expect(menuCatalogue.keyForResource('management/payment-channel')).toBe('paymentChannel');
    expect(menuCatalogue.keyForResource('/store/store-detail/')).toBe('merchantDetail');
    expect(menuCatalogue.keyForResource('store/store-detail/view')).toBe('merchantDetail');
    expect(menuCatalogue.keyForResource('store/transaction-external')).toBe('transactionExternal');
    expect(menuCatalogue.keyForResource('store/transaction')).toBe('qrTransaction');
    expect(menuCatalogue.keyForResource('account/mdr-detail')).toBeUndefined();
  });
});

describe('login and callback', () => {
  it('redirects to the provider and remembers a guarded path', async () => {
    const um = fakeUserManager(null);
    const p = provider(um);
    expect(await p.login({ returnTo: '/management/users?x=1' })).toEqual({ redirectTo: false });
    expect(um.signinRedirect).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/management/users?x=1');
  });

  it('does not remember public or foreign paths', () => {
    expect(safeReturnTo('//evil.example/x')).toBeNull();
    expect(safeReturnTo('https://evil.example')).toBeNull();
    expect(safeReturnTo('/\\evil.example')).toBeNull();
    expect(safeReturnTo('/login?next=1')).toBeNull();
    expect(safeReturnTo('/')).toBeNull();
    expect(safeReturnTo('/store/transaction')).toBe('/store/transaction');
  });

  it('lands on the first menu of the role after the callback', async () => {
    sessionStorage.setItem('pa.auth.reason', 'expired');
    const um = fakeUserManager(null);
    um.afterCallback = oidcUser(FINANCE);
    const p = provider(um);
    expect(await p.handleCallback()).toEqual({ redirectTo: '/store/store-register-information' });
    expect(readSignOutReason()).toBeNull();
    expect(seen.profile).toHaveLength(1);
  });

  it('goes back to the remembered path after the callback', async () => {
    const um = fakeUserManager(null);
    um.afterCallback = oidcUser(ADMIN);
    const p = provider(um);
    await p.login({ returnTo: '/management/users' });
    expect(await p.handleCallback()).toEqual({ redirectTo: '/management/users' });
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });

  it('redeems the code once when the callback runs twice', async () => {
    const um = fakeUserManager(null);
    um.afterCallback = oidcUser(ADMIN);
    const p = provider(um);
    const [a, b] = await Promise.all([p.handleCallback(), p.handleCallback()]);
    expect(a).toEqual(b);
    expect(um.signinRedirectCallback).toHaveBeenCalledTimes(1);
  });

  it("throws the provider's error description", async () => {
    const um = fakeUserManager(null);
    um.signinRedirectCallback.mockRejectedValue(
      Object.assign(new Error('access_denied'), {
        error: 'access_denied',
        error_description: 'User cancelled',
      }),
    );
    await expect(provider(um).handleCallback()).rejects.toThrow('User cancelled');

    const codeOnly = fakeUserManager(null);
    codeOnly.signinRedirectCallback.mockRejectedValue({ error: 'login_required', error_description: null });
    await expect(provider(codeOnly).handleCallback()).rejects.toThrow('login_required');
  });

  it('fails the callback when the profile signature is wrong', async () => {
    fault = 'tamper';
    const um = fakeUserManager(null);
    um.afterCallback = oidcUser(ADMIN);
    const error = await provider(um)
      .handleCallback()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignInError);
    expect((error as SignInError).reason).toBe('signature');
    expect(um.stored).toBeNull();
  });
});

describe('logout', () => {
  it('removes the tokens, then goes to the end-session page with the ID token hint', async () => {
    localStorage.setItem('settings', '{"theme":"ONE_DARK"}');
    localStorage.setItem('RaStore.locale', '"th"');
    const um = fakeUserManager(oidcUser(ADMIN));
    const p = provider(um);
    await p.checkAuth();
    expect(await p.logout()).toBe(false);
    expect(um.removeUser.mock.invocationCallOrder[0]).toBeLessThan(
      um.signoutRedirect.mock.invocationCallOrder[0],
    );
    expect(um.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: `id-token-of-${ADMIN}`,
      post_logout_redirect_uri: `${ORIGIN}/login`,
    });
    expect(localStorage.getItem('settings')).toBe('{"theme":"ONE_DARK"}');
    expect(localStorage.getItem('RaStore.locale')).toBe('"th"');
    // The cached session went with the tokens.
    await expect(p.checkAuth()).rejects.toMatchObject({ reason: null });
  });

  it("says 'Unable to logout' when the provider cannot be reached, still signed out here", async () => {
    const um = fakeUserManager(oidcUser(ADMIN));
    um.signoutRedirect.mockRejectedValue(new Error('metadata fetch failed'));
    await expect(provider(um).logout()).rejects.toThrow('Unable to logout');
    expect(um.stored).toBeNull();
  });

  it('keeps the reason its caller set, e.g. idle expiry', async () => {
    sessionStorage.setItem('pa.auth.reason', 'idle');
    await provider(fakeUserManager(oidcUser(ADMIN))).logout();
    expect(readSignOutReason()).toBe('idle');
  });

  it('only sends react-admin to /login when nobody was signed in', async () => {
    sessionStorage.setItem('pa.auth.reason', 'signature');
    const um = fakeUserManager(null);
    expect(await provider(um).logout()).toBeUndefined();
    expect(um.signoutRedirect).not.toHaveBeenCalled();
    expect(readSignOutReason()).toBe('signature');
  });

  it('tells this tab when another tab removed the shared user', async () => {
    const p = provider(fakeUserManager(oidcUser(ADMIN)));
    const onSignedOut = vi.fn();
    const stop = p.watchSignOut(onSignedOut);
    const userKey = `oidc.user:${ORIGIN}/idp:payment-admin`;
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'settings', newValue: null, storageArea: localStorage }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: userKey, newValue: 'renewed', storageArea: localStorage }),
    );
    expect(onSignedOut).not.toHaveBeenCalled();
    window.dispatchEvent(
      new StorageEvent('storage', { key: userKey, newValue: null, storageArea: localStorage }),
    );
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(
      new StorageEvent('storage', { key: userKey, newValue: null, storageArea: localStorage }),
    );
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });
});

describe('signOutLocally', () => {
  it('clears the tokens here without visiting the provider and records why', async () => {
    const um = fakeUserManager(oidcUser(ADMIN));
    const p = provider(um);
    await p.checkAuth();
    await p.signOutLocally('tabs');
    expect(um.stored).toBeNull();
    expect(um.signoutRedirect).not.toHaveBeenCalled();
    expect(readSignOutReason()).toBe('tabs');
    await expect(p.checkAuth()).rejects.toMatchObject({ reason: null });
  });

  it('reads back only reasons it knows', () => {
    sessionStorage.setItem('pa.auth.reason', '<script>');
    expect(readSignOutReason()).toBeNull();
  });
});

describe('tokens and session timeout', () => {
  it('hands out the stored access token only while unexpired', async () => {
    expect(await provider(fakeUserManager(oidcUser(ADMIN))).getAccessToken()).toBe(`token-of-${ADMIN}`);
    expect(await provider(fakeUserManager(oidcUser(ADMIN, { expiresInS: -5 }))).getAccessToken()).toBeNull();
    expect(await provider(fakeUserManager(null)).getAccessToken()).toBeNull();
  });

  it('reads the idle timeout in minutes from the user service', async () => {
    expect(await provider(fakeUserManager(oidcUser(ADMIN))).getSessionTimeoutMs()).toBe(900_000);
  });

  it('uses 30 minutes when the timeout call fails or nobody is signed in', async () => {
    timeoutMinutes = null;
    expect(await provider(fakeUserManager(oidcUser(ADMIN))).getSessionTimeoutMs()).toBe(1_800_000);
    timeoutMinutes = 15;
    expect(await provider(fakeUserManager(null)).getSessionTimeoutMs()).toBe(1_800_000);
    const failingFetch: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(
      await provider(fakeUserManager(oidcUser(ADMIN)), appConfig(), {
        fetch: failingFetch,
      }).getSessionTimeoutMs(),
    ).toBe(1_800_000);
  });
});
