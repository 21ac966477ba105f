/**
 * The dev identity provider: oidc-provider configured with IdentityServer-style routes, the console's
 * public PKCE client, the demo accounts, and its own sign-in, forgot-password and register pages.
 * Dev and test only: in-memory state, fixed cookie keys, a signing key made at start-up.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import type {
  Account,
  ClientMetadata,
  Configuration,
  Grant,
  KoaContextWithOIDC,
  Provider as OidcProvider,
} from 'oidc-provider';
import { Provider, errors } from './oidc.ts';
import { createMemoryAdapterFactory } from './adapter.ts';
import { DEV_COOKIE_KEYS, DEV_PROFILE_SIGNING_JWK } from './dev-keys.ts';
import { API_AUDIENCE, API_SCOPE, DEV_ACCOUNT_STATUS_PATH } from '../auth/constants.ts';
import { verifyAgainst, TokenRefusal } from '../auth/tokens.ts';
import { signProfile, DEV_SIGN_PROFILE_PATH } from '../signing.ts';
import { AccountExistsError, createAccountStore, type AccountStore } from './account-store.ts';
import {
  DEACTIVATED_ERROR,
  LOGIN_ERROR,
  LOGOUT_SCRIPT_HASH,
  forgotPasswordPage,
  loginPage,
  logoutPage,
  messagePage,
  pageHeaders,
} from './pages.ts';

export const CLIENT_ID = 'payment-admin';
/** Origins the console is served from by `vite` (5173) and `vite preview` (4173). */
export const DEFAULT_CONSOLE_ORIGINS = ['http://127.0.0.1:5173', 'http://127.0.0.1:4173'] as const;
export const DEFAULT_ACCESS_TOKEN_TTL = 3600;
export const SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;

const DAY = 24 * 60 * 60;

export interface IdentityProviderOptions {
  /** e.g. `http://127.0.0.1:5173/idp`; the path is where `app` is mounted. */
  issuer: string;
  /** More console origins allowed to use /callback and /login; defaults to env IDP_EXTRA_ORIGINS. */
  extraOrigins?: readonly string[];
  /** Access token lifetime in seconds; defaults to env IDP_ACCESS_TOKEN_TTL, else 3600. */
  accessTokenTtl?: number;
  /** Accounts that can sign in; defaults to a fresh store with the demo accounts. */
  accounts?: AccountStore;
}

export interface IdentityProvider {
  provider: OidcProvider;
  /** Handles every request under the issuer path; mount it there (connect, express or a plain server). */
  app: express.Express;
  accounts: AccountStore;
  /** Origins whose /callback and /login the client accepts. */
  consoleOrigins: string[];
}

/** Parses IDP_EXTRA_ORIGINS, a comma list like `http://127.0.0.1:5174,http://127.0.0.1:8080`. */
export function extraOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.IDP_EXTRA_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function accessTokenTtlFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.IDP_ACCESS_TOKEN_TTL?.trim();
  if (!raw) return DEFAULT_ACCESS_TOKEN_TTL;
  const ttl = Number(raw);
  if (!Number.isInteger(ttl) || ttl <= 0) {
    throw new Error(`IDP_ACCESS_TOKEN_TTL must be a whole number of seconds above 0, got "${raw}"`);
  }
  return ttl;
}

function originOf(value: string, source: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${source}: "${value}" is not an origin like http://127.0.0.1:5174`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${source}: "${value}" must be an http(s) origin`);
  }
  return url.origin;
}

let signingKey: object | undefined;

/** One RSA signing key per process, so providers re-created by a dev-server restart keep verifying. */
function devSigningKey(): object {
  if (!signingKey) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    signingKey = {
      ...privateKey.export({ format: 'jwk' }),
      kid: `dev-${randomUUID()}`,
      use: 'sig',
      alg: 'RS256',
    };
  }
  return signingKey;
}

function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

function fieldOf(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
}

function textField(body: unknown, key: string): string {
  const value = fieldOf(body, key);
  return typeof value === 'string' ? value : '';
}

function sendPage(res: Response, status: number, html: string): void {
  res.status(status).set(pageHeaders()).send(html);
}

type AsyncHandler = (req: Request, res: Response) => Promise<void>;

/** Express 4 does not catch rejected promises, so hand them to the error handler. */
function handle(fn: AsyncHandler): express.RequestHandler {
  return (req, res, next) => {
    fn(req, res).catch(next);
  };
}

export function createIdentityProvider(options: IdentityProviderOptions): IdentityProvider {
  const issuerUrl = new URL(options.issuer);
  const issuer = issuerUrl.href.replace(/\/$/, '');
  const basePath = issuerUrl.pathname.replace(/\/$/, '');
  const issuerOrigin = issuerUrl.origin;
  const accounts = options.accounts ?? createAccountStore();
  const accessTokenTtl = options.accessTokenTtl ?? accessTokenTtlFromEnv();
  if (!Number.isInteger(accessTokenTtl) || accessTokenTtl <= 0) {
    throw new Error(`accessTokenTtl must be a whole number of seconds above 0, got ${accessTokenTtl}`);
  }

  const extra = (options.extraOrigins ?? extraOriginsFromEnv()).map((o) => originOf(o, 'IDP_EXTRA_ORIGINS'));
  const consoleOrigins = [...new Set([...DEFAULT_CONSOLE_ORIGINS, issuerOrigin, ...extra])];
  const consoleLogin = `${issuerOrigin}/login`;

  const client: ClientMetadata = {
    client_id: CLIENT_ID,
    client_name: 'Payment Admin',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: SCOPES.join(' '),
    redirect_uris: consoleOrigins.map((o) => `${o}/callback`),
    post_logout_redirect_uris: consoleOrigins.map((o) => `${o}/login`),
  };

  const findAccount = async (_ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined> => {
    const account = accounts.findById(sub);
    if (!account) return undefined;
    return {
      accountId: account.userId,
      claims: () => ({
        sub: account.userId,
        email: account.email,
        name: `${account.firstname} ${account.lastname}`.trim(),
        given_name: account.firstname,
        family_name: account.lastname,
      }),
    };
  };

  /** The console is first-party: its grant covers whatever it asks for, so no consent page is shown. */
  const loadExistingGrant = async (ctx: KoaContextWithOIDC): Promise<Grant | undefined> => {
    const { client: rp, session, result, provider } = ctx.oidc;
    if (!rp || !session?.accountId) return undefined;
    const grantId = result?.consent?.grantId ?? session.grantIdFor(rp.clientId);
    const existing = grantId ? await provider.Grant.find(grantId) : undefined;
    if (rp.clientId !== CLIENT_ID) return existing;
    const grant = existing ?? new provider.Grant({ clientId: rp.clientId, accountId: session.accountId });
    grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
    const claims = [...ctx.oidc.requestParamClaims];
    if (claims.length) grant.addOIDCClaims(claims);
    // The gateway's services: the access token is a JWT for them (docs/api-contract.md, "Authentication").
    grant.addResourceScope(API_AUDIENCE, API_SCOPE);
    await grant.save();
    return grant;
  };

  const configuration: Configuration = {
    adapter: createMemoryAdapterFactory(),
    clients: [client],
    findAccount,
    claims: {
      openid: ['sub'],
      email: ['email'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: [...SCOPES],
    responseTypes: ['code'],
    // S256 is the only method oidc-provider 9 implements; this makes it mandatory too.
    pkce: { required: () => true },
    cookies: { keys: [...DEV_COOKIE_KEYS] },
    jwks: { keys: [devSigningKey()] },
    routes: {
      authorization: '/connect/authorize',
      token: '/connect/token',
      userinfo: '/connect/userinfo',
      end_session: '/connect/endsession',
      revocation: '/connect/revocation',
      introspection: '/connect/introspect',
      jwks: '/.well-known/openid-configuration/jwks',
    },
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      // A rotated refresh token keeps its predecessor's end, so a session cannot be stretched forever.
      RefreshToken: (ctx) => ctx?.oidc.entities.RotatedRefreshToken?.remainingTTL ?? 14 * DAY,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
    },
    interactions: { url: (_ctx, interaction) => `${basePath}/interaction/${interaction.uid}` },
    loadExistingGrant,
    issueRefreshToken: (_ctx, rp) => rp.clientId === CLIENT_ID,
    clientBasedCORS: (_ctx, origin, rp) => rp.redirectUris.some((uri) => new URL(uri).origin === origin),
    renderError: (ctx, out) => {
      ctx.type = 'html';
      for (const [k, v] of Object.entries(pageHeaders())) ctx.set(k, v);
      ctx.body = messagePage({
        title: 'เกิดข้อผิดพลาด / Something went wrong',
        message: 'ไม่สามารถดำเนินการเข้าสู่ระบบได้ / The sign-in request could not be completed.',
        details: [out.error, out.error_description ?? ''].filter(Boolean),
        linkHref: consoleLogin,
        linkText: 'กลับไปหน้าเข้าสู่ระบบ / Back to sign in',
      });
    },
    features: {
      devInteractions: { enabled: false },
      // Access tokens are JWTs for the services (aud urn:payment-admin:api), which check them offline
      // against the published keys; userinfo accepts them too (served below, as IdentityServer does).
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, _client, oneOf) => oneOf ?? API_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_AUDIENCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: API_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: accessTokenTtl,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      revocation: { enabled: true, allowedPolicy: (_ctx, rp, token) => token.clientId === rp.clientId },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          for (const [k, v] of Object.entries(pageHeaders([LOGOUT_SCRIPT_HASH]))) ctx.set(k, v);
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          for (const [k, v] of Object.entries(pageHeaders())) ctx.set(k, v);
          ctx.body = messagePage({
            title: 'ออกจากระบบแล้ว / Signed out',
            message: 'คุณออกจากระบบเรียบร้อยแล้ว / You have been signed out.',
            linkHref: consoleLogin,
            linkText: 'เข้าสู่ระบบอีกครั้ง / Sign in again',
          });
        },
      },
    },
  };

  const provider = new Provider(issuer, configuration);

  const forgotPasswordHref = `${basePath}/forgot-password`;
  const expiredPage = messagePage({
    title: 'หมดเวลาเข้าสู่ระบบ / Sign-in expired',
    message:
      'คำขอเข้าสู่ระบบนี้หมดอายุหรือไม่พบ กรุณาเริ่มใหม่ / This sign-in request has expired or was not found. Please start again.',
    linkHref: consoleLogin,
    linkText: 'กลับไปหน้าเข้าสู่ระบบ / Back to sign in',
  });

  const app = express();
  app.disable('x-powered-by');
  const form = express.urlencoded({ extended: false, limit: '16kb' });

  /** Loads the interaction of the uid in the path, or answers with the expired page. */
  async function interactionFor(req: Request, res: Response) {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid === req.params.uid) return details;
    } catch (err) {
      if (!(err instanceof errors.SessionNotFound)) throw err;
    }
    sendPage(res, 400, expiredPage);
    return undefined;
  }

  /** Safety net for a consent prompt (e.g. a claim loadExistingGrant did not foresee): grant it, never ask. */
  async function grantConsent(
    req: Request,
    res: Response,
    details: Awaited<ReturnType<typeof interactionFor>>,
  ) {
    if (!details?.session) return;
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ clientId: CLIENT_ID, accountId: details.session.accountId });
    if (!grant) {
      sendPage(res, 400, expiredPage);
      return;
    }
    const missing = details.prompt.details;
    if (missing.missingOIDCScope?.length) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  app.get(
    '/interaction/:uid',
    handle(async (req, res) => {
      const details = await interactionFor(req, res);
      if (!details) return;
      if (details.prompt.name !== 'login') {
        await grantConsent(req, res, details);
        return;
      }
      const hint = details.params.login_hint;
      sendPage(
        res,
        200,
        loginPage({
          action: `${basePath}/interaction/${details.uid}`,
          forgotPasswordHref,
          email: typeof hint === 'string' ? hint : '',
        }),
      );
    }),
  );

  app.post(
    '/interaction/:uid',
    form,
    handle(async (req, res) => {
      const details = await interactionFor(req, res);
      if (!details) return;
      if (details.prompt.name !== 'login') {
        await grantConsent(req, res, details);
        return;
      }
      const email = textField(req.body, 'email').trim();
      const account = accounts.verify(email, textField(req.body, 'password'));
      if (!account || !accounts.isActive(account.userId)) {
        const action = `${basePath}/interaction/${details.uid}`;
        // Only with the right password does the page say the account is deactivated.
        const error = account ? DEACTIVATED_ERROR : LOGIN_ERROR;
        sendPage(res, 200, loginPage({ action, forgotPasswordHref, email, error }));
        return;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.userId } },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  app.get('/forgot-password', (req, res) => {
    const email = typeof req.query.email === 'string' ? req.query.email : '';
    sendPage(res, 200, forgotPasswordPage({ action: forgotPasswordHref, loginHref: consoleLogin, email }));
  });

  // No e-mail is sent: the answer is the same whether or not the account exists.
  app.post('/forgot-password', form, (req, res) => {
    const email = textField(req.body, 'email').trim();
    if (!isEmail(email)) {
      const error = 'กรุณากรอกอีเมลให้ถูกต้อง / Please enter a valid e-mail';
      sendPage(
        res,
        400,
        forgotPasswordPage({ action: forgotPasswordHref, loginHref: consoleLogin, email, error }),
      );
      return;
    }
    sendPage(
      res,
      200,
      forgotPasswordPage({ action: forgotPasswordHref, loginHref: consoleLogin, sent: true }),
    );
  });

  // Same-origin only and no CORS headers: a browser on another origin can neither send JSON here nor read it.
  app.post(
    '/register',
    (req, res, next) => {
      const origin = req.get('origin');
      const site = req.get('sec-fetch-site');
      if ((origin && origin !== issuerOrigin) || (site && site !== 'same-origin' && site !== 'none')) {
        res
          .status(403)
          .set('Cache-Control', 'no-store')
          .json({ message: 'Cross-origin requests are not allowed' });
        return;
      }
      next();
    },
    express.json({ limit: '16kb' }),
    (req, res) => {
      res.set('Cache-Control', 'no-store');
      const body: unknown = req.body;
      const email = textField(body, 'email').trim();
      const name = textField(body, 'name').trim();
      const password = textField(body, 'password');
      let message: string | undefined;
      if (!email) message = 'Email is required';
      else if (!isEmail(email)) message = 'Email is invalid';
      else if (!name) message = 'Name is required';
      else if (name.length > 100) message = 'Name must be at most 100 characters';
      else if (password.length < 8) message = 'Password must be at least 8 characters';
      else if (password.length > 128) message = 'Password must be at most 128 characters';
      if (message) {
        res.status(400).json({ message });
        return;
      }
      try {
        const account = accounts.register({ email, name, password });
        res.status(201).json({ sub: account.userId });
      } catch (err) {
        if (!(err instanceof AccountExistsError)) throw err;
        res.status(400).json({ message: err.message });
      }
    },
  );

  /** The subject of a valid access token of this provider for the services, or the refusal message. */
  async function tokenSubject(req: Request): Promise<string | { message: string }> {
    const token = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
    if (!token) return { message: 'Authorization token missing' };
    try {
      const { sub } = await verifyAgainst(token, { issuer, keys: [devSigningKey() as JsonWebKey] });
      if (!accounts.isActive(sub)) return { message: 'User account is deactivated' };
      return sub;
    } catch (error) {
      if (error instanceof TokenRefusal) return { message: error.message };
      throw error;
    }
  }

  const userinfo = handle(async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const sub = await tokenSubject(req);
    if (typeof sub !== 'string') {
      res.status(401).set('WWW-Authenticate', 'Bearer error="invalid_token"').json({
        error: 'invalid_token',
        error_description: sub.message,
      });
      return;
    }
    const account = accounts.findById(sub);
    if (!account) {
      res.status(401).json({ error: 'invalid_token', error_description: 'Unknown account' });
      return;
    }
    res.json({
      sub: account.userId,
      email: account.email,
      name: `${account.firstname} ${account.lastname}`.trim(),
      given_name: account.firstname,
      family_name: account.lastname,
    });
  });
  app.get('/connect/userinfo', userinfo);
  app.post('/connect/userinfo', userinfo);

  // Dev only: signs a profile for the service-worker mocks, which must not hold the private key.
  app.post(
    DEV_SIGN_PROFILE_PATH,
    express.json({ limit: '64kb' }),
    handle(async (req, res) => {
      res.set('Cache-Control', 'no-store');
      const sub = await tokenSubject(req);
      if (typeof sub !== 'string') {
        res.status(401).json(sub);
        return;
      }
      const body = textField(req.body, 'body');
      const timestamp = textField(req.body, 'timestamp');
      const nonce = textField(req.body, 'nonce');
      let userId: unknown;
      try {
        userId = fieldOf(JSON.parse(body), 'userId');
      } catch {
        userId = undefined;
      }
      if (userId !== sub || !timestamp || !nonce) {
        res.status(403).json({ message: 'Only the caller’s own profile is signed' });
        return;
      }
      res.json({ signature: await signProfile(DEV_PROFILE_SIGNING_JWK, body, timestamp, nonce) });
    }),
  );

  // Dev only: the mock user service reports (de)activations so sign-in follows them.
  app.post(DEV_ACCOUNT_STATUS_PATH, express.json({ limit: '4kb' }), (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (fieldOf(req.body, 'reset') === true) {
      accounts.activateAll();
      res.json({ ok: true });
      return;
    }
    const userId = textField(req.body, 'userId');
    const active = fieldOf(req.body, 'isActive');
    if (!userId || typeof active !== 'boolean') {
      res.status(400).json({ message: 'userId and isActive are required' });
      return;
    }
    accounts.setActive(userId, active);
    res.json({ userId, isActive: active });
  });

  const oidc = provider.callback();
  app.use((req: IncomingMessage, res: ServerResponse) => oidc(req, res));

  const onError: ErrorRequestHandler = (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const status =
      typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number'
        ? err.status
        : 500;
    if (req.path === '/register') {
      const message =
        status === 400
          ? 'Request body must be JSON'
          : status === 413
            ? 'Request body is too large'
            : 'Something went wrong';
      res.status(status).json({ message });
      return;
    }
    if (status >= 500) console.error('[idp]', err);
    sendPage(
      res,
      status,
      messagePage({
        title: 'เกิดข้อผิดพลาด / Something went wrong',
        message: 'กรุณาลองใหม่อีกครั้ง / Please try again.',
        linkHref: consoleLogin,
        linkText: 'กลับไปหน้าเข้าสู่ระบบ / Back to sign in',
      }),
    );
  };
  app.use(onError);

  return { provider, app, accounts, consoleOrigins };
}
