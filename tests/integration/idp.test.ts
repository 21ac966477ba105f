// @vitest-environment node
/**
 * The dev identity provider over real HTTP: a browser-like client (fetch, manual redirects and a cookie
 * jar) runs the console's sign-in, token, userinfo, refresh, register and sign-out calls against it.
 */
import { createHash, createPublicKey, createVerify, randomBytes, type JsonWebKeyInput } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredSub } from '../../mocks/accounts.ts';
import { createMockHttpApp } from '../../mocks/http.ts';
import { createIdentityProvider } from '../../mocks/idp/provider.ts';
import type { AppConfig } from '../../src/config/types.ts';

const CLIENT_ID = 'payment-admin';
const SCOPE = 'openid profile email offline_access';
const ACCESS_TOKEN_TTL = 120;

let server: Server;
let origin: string;
let issuer: string;
let redirectUri: string;
let postLogoutRedirectUri: string;
let outerApp: express.Express;

beforeAll(async () => {
  const outer = express();
  outerApp = outer;
  server = createServer(outer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  issuer = `${origin}/idp`;
  redirectUri = `${origin}/callback`;
  postLogoutRedirectUri = `${origin}/login`;
  const { app } = createIdentityProvider({
    issuer,
    extraOrigins: [origin],
    accessTokenTtl: ACCESS_TOKEN_TTL,
  });
  outer.use('/idp', app);
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
});

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** Just enough of a browser cookie store for one origin: name + path keys, path matching, deletion. */
class CookieJar {
  private cookies = new Map<string, StoredCookie>();

  store(res: Response): void {
    for (const header of res.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key, val = ''] = attribute.split('=');
        const k = key.toLowerCase();
        if (k === 'path') path = val;
        if (k === 'max-age' && Number(val) <= 0) expired = true;
        if (k === 'expires' && Date.parse(val) <= Date.now()) expired = true;
      }
      const key = `${name};${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.values()]
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

class Browser {
  readonly jar = new CookieJar();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.jar.store(res);
    return res;
  }

  postForm(url: string, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

function location(res: Response, base: string): string {
  const value = res.headers.get('location');
  if (!value) throw new Error(`expected a redirect from ${base}, got ${res.status}`);
  return new URL(value, base).href;
}

function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(params: Record<string, string>): string {
  const url = new URL(`${issuer}/connect/authorize`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
}

function formAction(html: string, base: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match) throw new Error('no form on the page');
  return new URL(match[1].replace(/&amp;/g, '&'), base).href;
}

/** Starts a code + PKCE sign-in and answers with the sign-in page's URL and HTML. */
async function startSignIn(browser: Browser, challenge: string) {
  const res = await browser.request(
    authorizeUrl({
      client_id: CLIENT_ID,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: SCOPE,
      state: 'state-123',
      nonce: 'nonce-123',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }),
  );
  expect(res.status).toBe(303);
  const pageUrl = location(res, issuer);
  expect(pageUrl).toMatch(new RegExp(`^${issuer}/interaction/[\\w-]+$`));
  const page = await browser.request(pageUrl);
  expect(page.status).toBe(200);
  return { pageUrl, html: await page.text() };
}

/** Follows redirects until one points at the console's /callback, and answers with that URL. */
async function followToCallback(browser: Browser, first: Response, base: string): Promise<URL> {
  let res = first;
  let url = base;
  for (let hop = 0; hop < 10; hop += 1) {
    expect([302, 303]).toContain(res.status);
    url = location(res, url);
    if (url.startsWith(redirectUri)) return new URL(url);
    res = await browser.request(url);
  }
  throw new Error('too many redirects');
}

interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

function tokenRequest(fields: Record<string, string>): Promise<Response> {
  return fetch(`${issuer}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function signIn(email: string, password: string): Promise<{ browser: Browser; tokens: Tokens }> {
  const browser = new Browser();
  const { verifier, challenge } = pkcePair();
  const { pageUrl, html } = await startSignIn(browser, challenge);
  const posted = await browser.postForm(formAction(html, pageUrl), { email, password });
  const callback = await followToCallback(browser, posted, pageUrl);
  expect(callback.searchParams.get('state')).toBe('state-123');
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();
  const res = await tokenRequest({
    grant_type: 'authorization_code',
    code: code ?? '',
    redirect_uri: redirectUri,
    client_id: CLIENT_ID,
    code_verifier: verifier,
  });
  expect(res.status).toBe(200);
  return { browser, tokens: (await res.json()) as Tokens };
}

/** The console's call: POST with a bearer token and no body at all. */
function userinfo(accessToken: string): Promise<Response> {
  return fetch(`${issuer}/connect/userinfo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

function register(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${issuer}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('dev identity provider', () => {
  it('publishes discovery with IdentityServer-style endpoints under the issuer', async () => {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/connect/authorize`,
      token_endpoint: `${issuer}/connect/token`,
      userinfo_endpoint: `${issuer}/connect/userinfo`,
      end_session_endpoint: `${issuer}/connect/endsession`,
      revocation_endpoint: `${issuer}/connect/revocation`,
      jwks_uri: `${issuer}/.well-known/openid-configuration/jwks`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(doc.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
    const jwks = (await (await fetch(String(doc.jwks_uri))).json()) as {
      keys: { kty: string; d?: string }[];
    };
    expect(jwks.keys[0].kty).toBe('RSA');
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('signs admin@demo.test in with code + PKCE and answers userinfo POSTed without a body', async () => {
    const { tokens } = await signIn('admin@demo.test', 'demo1234');
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(ACCESS_TOKEN_TTL);
    expect(tokens.id_token.split('.')).toHaveLength(3);
    expect(tokens.refresh_token).toBeTruthy();

    const res = await userinfo(tokens.access_token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      sub: 'u-0001',
      email: 'admin@demo.test',
      name: 'สมชาย ใจดี',
      given_name: 'สมชาย',
      family_name: 'ใจดี',
    });
  });

  it('shows a bilingual sign-in page that loads nothing from elsewhere', async () => {
    const { html } = await startSignIn(new Browser(), pkcePair().challenge);
    expect(html).toContain('อีเมล / E-mail');
    expect(html).toContain('รหัสผ่าน / Password');
    expect(html).toContain('href="/idp/forgot-password"');
    expect(html).toContain('#00897b');
    expect(html).not.toMatch(/(src|href)="https?:|@import|url\(/);
  });

  it('rejects a wrong password with the message and keeps the typed e-mail', async () => {
    const browser = new Browser();
    const { pageUrl, html } = await startSignIn(browser, pkcePair().challenge);
    const res = await browser.postForm(formAction(html, pageUrl), {
      email: 'admin@demo.test',
      password: 'wrong-pass',
    });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Please check your email and password');
    expect(page).toContain('value="admin@demo.test"');
    expect(res.headers.get('location')).toBeNull();
  });

  it('rejects an unknown e-mail the same way and escapes what was typed', async () => {
    const browser = new Browser();
    const { pageUrl, html } = await startSignIn(browser, pkcePair().challenge);
    const typed = 'nobody"><script>alert(1)</script>@demo.test';
    const res = await browser.postForm(formAction(html, pageUrl), { email: typed, password: 'demo1234' });
    const page = await res.text();
    expect(page).toContain('Please check your email and password');
    expect(page).toContain('value="nobody&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@demo.test"');
    expect(page).not.toContain('<script>alert(1)');
  });

  it('refuses an authorization request without PKCE', async () => {
    const res = await new Browser().request(
      authorizeUrl({
        client_id: CLIENT_ID,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPE,
        state: 'no-pkce',
      }),
    );
    expect(res.status).toBe(303);
    const back = new URL(location(res, issuer));
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(back.searchParams.get('code')).toBeNull();

    const plain = await new Browser().request(
      authorizeUrl({
        client_id: CLIENT_ID,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPE,
        code_challenge: pkcePair().verifier,
        code_challenge_method: 'plain',
      }),
    );
    expect(new URL(location(plain, issuer)).searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a code exchanged with the wrong verifier', async () => {
    const browser = new Browser();
    const { challenge } = pkcePair();
    const { pageUrl, html } = await startSignIn(browser, challenge);
    const posted = await browser.postForm(formAction(html, pageUrl), {
      email: 'ops@demo.test',
      password: 'demo1234',
    });
    const callback = await followToCallback(browser, posted, pageUrl);
    const res = await tokenRequest({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      client_id: CLIENT_ID,
      code_verifier: pkcePair().verifier,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('registers an account once, then signs it in', async () => {
    const email = `new.user.${Date.now()}@example.test`;
    const created = await register({ email, name: 'Nida Srisuk', password: 'secret-123' });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ sub: registeredSub(email) });
    expect(created.headers.get('access-control-allow-origin')).toBeNull();

    const again = await register({
      email: email.toUpperCase(),
      name: 'Someone Else',
      password: 'secret-456',
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'User already exists' });

    const { tokens } = await signIn(email, 'secret-123');
    const res = await userinfo(tokens.access_token);
    expect(await res.json()).toMatchObject({
      sub: registeredSub(email),
      email,
      given_name: 'Nida',
      family_name: 'Srisuk',
    });
  });

  it('refuses to register a demo account e-mail, bad fields and cross-origin calls', async () => {
    const taken = await register({ email: 'Admin@Demo.test', name: 'X Y', password: 'long-enough' });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ message: 'User already exists' });

    for (const body of [
      { name: 'No Mail', password: 'long-enough' },
      { email: 'not-an-email', name: 'Bad Mail', password: 'long-enough' },
      { email: 'short@example.test', name: 'Short Pass', password: 'short' },
      { email: 'noname@example.test', password: 'long-enough' },
    ]) {
      const res = await register(body);
      expect(res.status).toBe(400);
      const json = (await res.json()) as { message?: unknown };
      expect(typeof json.message).toBe('string');
    }

    const cross = await register(
      { email: 'cross@example.test', name: 'Cross Site', password: 'long-enough' },
      { origin: 'http://evil.test' },
    );
    expect(cross.status).toBe(403);
    expect(cross.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('renews with the refresh token and rotates it', async () => {
    const { tokens } = await signIn('finance@demo.test', 'demo1234');
    const res = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: CLIENT_ID,
    });
    expect(res.status).toBe(200);
    const renewed = (await res.json()) as Tokens;
    expect(renewed.access_token).not.toBe(tokens.access_token);
    expect(renewed.expires_in).toBe(ACCESS_TOKEN_TTL);
    expect(await (await userinfo(renewed.access_token)).json()).toMatchObject({ sub: 'u-0003' });

    const reused = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: CLIENT_ID,
    });
    expect(reused.status).toBe(400);
  });

  it('ends the session from id_token_hint and returns to /login', async () => {
    const { browser, tokens } = await signIn('viewer@demo.test', 'demo1234');
    const end = new URL(`${issuer}/connect/endsession`);
    end.searchParams.set('id_token_hint', tokens.id_token);
    end.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
    const page = await browser.request(end.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('id="op.logoutForm"');
    expect(html).toMatch(/<button[^>]*name="logout"[^>]*value="yes"/);
    expect(html).toContain('<script>');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'sha256-/);

    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await browser.postForm(formAction(html, end.href), { xsrf, logout: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(location(confirmed, issuer)).toBe(postLogoutRedirectUri);

    // The browser session is gone: a new authorization asks for credentials again.
    const { html: again } = await startSignIn(browser, pkcePair().challenge);
    expect(again).toContain('รหัสผ่าน / Password');
  });

  it('serves the forgot-password page without revealing whether the account exists', async () => {
    const page = await fetch(`${issuer}/forgot-password`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('อีเมล / E-mail');

    for (const email of ['admin@demo.test', 'nobody@demo.test']) {
      const res = await fetch(formAction(html, `${issuer}/forgot-password`), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(
        'If the account exists, a reset link has been sent / หากมีบัญชีนี้ ระบบได้ส่งลิงก์ตั้งรหัสผ่านใหม่แล้ว',
      );
    }
  });

  it('answers an expired or unknown interaction with a page, not a crash', async () => {
    const res = await fetch(`${issuer}/interaction/does-not-exist`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Sign-in expired');
  });
});

describe('access tokens checked by the mock services (same server, HTTP mode)', () => {
  const config = JSON.parse(
    readFileSync(new URL('../../public/config.json', import.meta.url), 'utf8'),
  ) as AppConfig;
  let mock: ReturnType<typeof createMockHttpApp>;

  beforeAll(() => {
    // No tokenVerifier given: the services read this provider's discovery document and keys.
    mock = createMockHttpApp(config, { latency: 0 });
    outerApp.use('/mock-api', mock.app);
  });

  const api = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${origin}/mock-api/${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
    });

  it('issues a JWT access token for the services: issuer, audience, subject', async () => {
    const { tokens } = await signIn('viewer@demo.test', 'demo1234');
    const [header, claims] = tokens.access_token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>);
    expect(header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(claims).toMatchObject({ iss: issuer, aud: 'urn:payment-admin:api', sub: 'u-0004' });
  });

  it('lets the viewer read but not write, and refuses a token whose signature was changed', async () => {
    const { tokens } = await signIn('viewer@demo.test', 'demo1234');
    expect((await api('user/role', tokens.access_token)).status).toBe(200);
    const write = await api('user/role', tokens.access_token, {
      method: 'POST',
      body: JSON.stringify({ roleName: 'Mine', menus: [{ menuName: 'Users', actions: 'all' }] }),
    });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({
      message: 'Your role may not create in Role & Authorization',
      code: 'forbidden',
    });
    const raise = await api('user/employee/u-0004', tokens.access_token, {
      method: 'PUT',
      body: JSON.stringify({ roleId: 'role-admin' }),
    });
    expect(raise.status).toBe(403);
    const forged = `${tokens.access_token.slice(0, -4)}AAAA`;
    const refused = await api('user/role', forged);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      message: 'Invalid authorization token: bad signature',
      code: 'unauthenticated',
    });
    // The public API key alone opens the master lists, never a write.
    const keyOnly = await fetch(`${origin}/mock-api/user/role`, {
      method: 'POST',
      headers: { 'x-api-key': 'demo-user-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ roleName: 'Mine', menus: [{ menuName: 'Users', actions: 'all' }] }),
    });
    expect(keyOnly.status).toBe(401);
  });

  it('signs the profile with ES256 on the server; the config holds only the public key', async () => {
    const { tokens } = await signIn('viewer@demo.test', 'demo1234');
    const timestamp = '1793000000';
    const nonce = '00112233445566778899aabbccddeeff';
    const res = await api('user/u-0004', tokens.access_token, { headers: { timestamp, nonce } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(config.profileSignature.alg).toBe('ES256');
    const jwk = config.profileSignature.alg === 'ES256' ? config.profileSignature.publicKeyJwk : {};
    expect(jwk).not.toHaveProperty('d');
    const ok = createVerify('sha256')
      .update(text + timestamp + nonce)
      .verify(
        {
          key: createPublicKey({ key: jwk as JsonWebKeyInput['key'], format: 'jwk' }),
          dsaEncoding: 'ieee-p1363',
        },
        Buffer.from(res.headers.get('x-signature') ?? '', 'base64'),
      );
    expect(ok).toBe(true);
    // Someone else's profile is neither answered nor signed.
    expect((await api('user/u-0001', tokens.access_token, { headers: { timestamp, nonce } })).status).toBe(
      403,
    );
  });

  it('refuses a deactivated user at sign-in with a clear message, and their earlier token', async () => {
    const before = await signIn('ops@demo.test', 'demo1234');
    const admin = await signIn('admin@demo.test', 'demo1234');
    expect(
      (
        await api('user/employee/u-0002/toggle_active', admin.tokens.access_token, {
          method: 'POST',
          headers: { 'if-match': '*' },
        })
      ).status,
    ).toBe(200);
    try {
      const browser = new Browser();
      const { pageUrl, html } = await startSignIn(browser, pkcePair().challenge);
      const page = await browser.postForm(formAction(html, pageUrl), {
        email: 'ops@demo.test',
        password: 'demo1234',
      });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(
        'This account has been deactivated. Please contact your administrator.',
      );
      const refused = await api('merchant/merchant', before.tokens.access_token);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({
        message: 'User account is deactivated',
        code: 'unauthenticated',
      });
      expect((await userinfo(before.tokens.access_token)).status).toBe(401);
    } finally {
      await api('user/employee/u-0002/toggle_active', admin.tokens.access_token, { method: 'POST', headers: { 'if-match': '*' } });
    }
    // Active again: signs in.
    expect((await signIn('ops@demo.test', 'demo1234')).tokens.access_token).toBeTruthy();
  });
});
