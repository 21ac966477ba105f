/**
 * react-admin AuthProvider over OpenID Connect (spec §4, §7; DESIGN.md §4). A stored, unexpired token is
 * only trusted once user-info names its subject and the signed profile checks out; any failure clears
 * the tokens and sends the user to /login with a reason the page can show.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { AppConfig } from '../config/types.ts';
import { resolveUrl } from '../config/load.ts';
import { DEFAULT_IDLE_TIMEOUT_MS, idleTimeoutMs } from './idle.ts';
import { firstLandingPath } from './landing.ts';
import { MENUS, type PermissionKey } from './menus.ts';
import type { OidcUserManager } from './oidc.ts';
import { createLazyUserManager } from '../boot/lazyUserManager.ts';
import { userStorageKey, type StoredUser } from '../boot/storedUser.ts';
import {
  canAccessResource,
  derivePermissionMap,
  type PermissionMap,
  type ProfileMenu,
} from './permissions.ts';
import { createNonce, unixSeconds, verifyProfileSignature } from './signature.ts';

export const SIGN_OUT_REASON_KEY = 'pa.auth.reason';
export const RETURN_TO_KEY = 'pa.auth.wantedPath';
export const LOGIN_PATH = '/login';
export const SESSION_TIMEOUT_PATH = '/api/v1/user-config/user-config/get-session-timeout';

/** Why /login is shown: session checks set the first four; idle, tab and user logouts the rest. */
export const SIGN_OUT_REASONS = [
  'expired',
  'signature',
  'userinfo',
  'profile',
  'idle',
  'tabs',
  'logout',
] as const;
export type SignOutReason = (typeof SIGN_OUT_REASONS)[number];

export interface StaffProfile {
  userId: string;
  firstname: string;
  lastname: string;
  role: { roleId: string; roleName: string; menus: ProfileMenu[] };
}

export interface StaffIdentity extends UserIdentity {
  id: string;
  fullName: string;
  firstname: string;
  lastname: string;
  roleId: string;
  roleName: string;
}

/** What checkAuth and friends reject with: react-admin logs out to /login without a notification. */
export interface SessionRejection {
  redirectTo: typeof LOGIN_PATH;
  message: false;
  /** Null when there was simply no stored sign-in. */
  reason: SignOutReason | null;
}

/** A sign-in that came back from the provider but could not be completed. */
export class SignInError extends Error {
  readonly reason: SignOutReason | null;
  constructor(message: string, reason: SignOutReason | null = null) {
    super(message);
    this.name = 'SignInError';
    this.reason = reason;
  }
}

export interface LoginParams {
  /** Path to open after sign-in instead of the landing page (same-origin paths only). */
  returnTo?: string;
}

export interface PaymentAuthProvider extends AuthProvider {
  login(params?: LoginParams): Promise<{ redirectTo: false }>;
  logout(): Promise<false | undefined>;
  checkAuth(): Promise<void>;
  checkError(error: unknown): Promise<void>;
  getIdentity(): Promise<StaffIdentity>;
  getPermissions(): Promise<PermissionMap>;
  handleCallback(): Promise<{ redirectTo: string }>;
  canAccess(params: { resource: string; action: string }): Promise<boolean>;
  /** The stored, unexpired access token, for the HTTP client. */
  getAccessToken(): Promise<string | null>;
  /** Idle timeout from the user service; 30 minutes when it cannot be read. */
  getSessionTimeoutMs(): Promise<number>;
  /** Clears tokens in this browser without visiting the provider (e.g. the multi-tab rule). */
  signOutLocally(reason: SignOutReason): Promise<void>;
  /** Calls back when another tab signs out; returns the unsubscribe function. */
  watchSignOut(onSignedOut: () => void): () => void;
}

export interface AuthProviderDeps {
  userManager?: OidcUserManager;
  fetch?: typeof fetch;
  /** Permission key of a react-admin resource (`<area>/<path>`); the resource registry passes its own. */
  resolvePermission?: (resource: string) => PermissionKey | undefined;
  now?: () => number;
  origin?: string;
}

interface Session {
  profile: StaffProfile;
  permissions: PermissionMap;
}

class SessionFailure extends Error {
  readonly reason: SignOutReason;
  constructor(reason: SignOutReason) {
    super(reason);
    this.reason = reason;
  }
}

const PUBLIC_PATHS = new Set([
  '/',
  '/login',
  '/register',
  '/login-unprotected',
  '/register-unprotected',
  '/callback',
  '/403',
  '/404',
]);

/** Menu whose route is the resource's route or an ancestor of it; the deepest wins. */
export function permissionKeyForResource(resource: string): PermissionKey | undefined {
  const path = `/${resource.replace(/^\/+|\/+$/g, '')}`;
  let best: { key: PermissionKey; length: number } | undefined;
  for (const menu of MENUS) {
    const matches = path === menu.path || path.startsWith(`${menu.path}/`);
    if (matches && (!best || menu.path.length > best.length))
      best = { key: menu.key, length: menu.path.length };
  }
  return best?.key;
}

/** Only a guarded same-origin path may be the target after sign-in (no open redirect, no loop). */
export function safeReturnTo(value: string | undefined | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/)[0];
  return PUBLIC_PATHS.has(pathname) ? null : value;
}

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readSignOutReason(storage: Storage | undefined = sessionStore()): SignOutReason | null {
  const value = storage?.getItem(SIGN_OUT_REASON_KEY);
  return SIGN_OUT_REASONS.find((r) => r === value) ?? null;
}

export function clearSignOutReason(storage: Storage | undefined = sessionStore()): void {
  storage?.removeItem(SIGN_OUT_REASON_KEY);
}

function rejection(reason: SignOutReason | null): SessionRejection {
  return { redirectTo: LOGIN_PATH, message: false, reason };
}

function isSessionRejection(error: unknown): error is SessionRejection {
  return typeof error === 'object' && error !== null && 'redirectTo' in error && 'reason' in error;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

function providerErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { error_description: description, error: code } = error as {
      error_description?: unknown;
      error?: unknown;
    };
    if (typeof description === 'string' && description !== '') return description;
    if (typeof code === 'string' && code !== '') return code;
  }
  return error instanceof Error && error.message ? error.message : 'Sign-in failed';
}

const isString = (value: unknown): value is string => typeof value === 'string';
const idText = (value: unknown): string | null =>
  isString(value) && value !== '' ? value : typeof value === 'number' ? String(value) : null;
const nameText = (value: unknown): string => (isString(value) ? value : '');

/** The profile of DESIGN.md §4, or null when the shape is wrong. Malformed menu entries grant nothing. */
export function parseProfile(raw: unknown): StaffProfile | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { userId, firstname, lastname, role } = raw as Record<string, unknown>;
  const id = idText(userId);
  if (id === null || typeof role !== 'object' || role === null) return null;
  const { roleId, roleName, menus } = role as Record<string, unknown>;
  if (!Array.isArray(menus)) return null;
  const menuList = menus.flatMap((m: unknown): ProfileMenu[] => {
    if (typeof m !== 'object' || m === null) return [];
    const { menuName, actions } = m as Record<string, unknown>;
    return isString(menuName) && isString(actions) ? [{ menuName, actions }] : [];
  });
  return {
    userId: id,
    firstname: nameText(firstname),
    lastname: nameText(lastname),
    role: { roleId: idText(roleId) ?? '', roleName: nameText(roleName), menus: menuList },
  };
}

export function createAuthProvider(config: AppConfig, deps: AuthProviderDeps = {}): PaymentAuthProvider {
  const origin = deps.origin ?? window.location.origin;
  const userManager = deps.userManager ?? createLazyUserManager(config.signOn, origin);
  // Late-bound so a fetch patched after creation (mocks, tests) is the one used.
  const doFetch: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = deps.now ?? Date.now;
  const resolvePermission = deps.resolvePermission ?? permissionKeyForResource;
  const ssoBase = resolveUrl(config.services.sso.baseUrl, origin);
  const userBase = resolveUrl(config.services.user.baseUrl, origin);
  const userKey = userStorageKey({
    authority: resolveUrl(config.signOn.authority, origin),
    client_id: config.signOn.clientId,
  });
  const postLogoutRedirectUri = resolveUrl(config.signOn.postLogoutRedirectUri, origin);

  let cached: { key: string; promise: Promise<Session> } | null = null;
  let callbackRun: { url: string; promise: Promise<{ redirectTo: string }> } | null = null;

  const isUnexpired = (user: StoredUser): boolean =>
    user.expires_at !== undefined && user.expires_at * 1000 > now();

  async function readUser(): Promise<StoredUser | null> {
    try {
      return await userManager.getUser();
    } catch {
      return null;
    }
  }

  async function clearTokens(): Promise<void> {
    cached = null;
    try {
      await userManager.removeUser();
    } catch {
      // The tokens are unreadable anyway; nothing more to clear.
    }
  }

  async function signOutLocally(reason: SignOutReason): Promise<void> {
    await clearTokens();
    sessionStore()?.setItem(SIGN_OUT_REASON_KEY, reason);
  }

  async function fetchSubject(accessToken: string): Promise<string> {
    let response: Response;
    try {
      // No body at all: an empty string body is sent as text/plain, which providers refuse.
      response = await doFetch(`${ssoBase}/connect/userinfo`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}` },
      });
    } catch {
      throw new SessionFailure('userinfo');
    }
    if (!response.ok) throw new SessionFailure('userinfo');
    const claims: unknown = await response.json().catch(() => null);
    const sub = typeof claims === 'object' && claims !== null ? (claims as { sub?: unknown }).sub : undefined;
    if (!isString(sub) || sub === '') throw new SessionFailure('userinfo');
    return sub;
  }

  async function fetchProfile(accessToken: string, sub: string): Promise<StaffProfile> {
    const timestamp = String(unixSeconds(now()));
    const nonce = createNonce();
    let response: Response;
    let bodyText: string;
    try {
      response = await doFetch(`${userBase}/${encodeURIComponent(sub)}`, {
        headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json', timestamp, nonce },
      });
      bodyText = await response.text();
    } catch {
      throw new SessionFailure('profile');
    }
    if (!response.ok) throw new SessionFailure('profile');
    const signature = response.headers.get('x-signature');
    // The exact text is verified before anything in it is read.
    if (!(await verifyProfileSignature(config.profileSignature, bodyText, timestamp, nonce, signature))) {
      throw new SessionFailure('signature');
    }
    let raw: unknown;
    try {
      raw = JSON.parse(bodyText);
    } catch {
      throw new SessionFailure('profile');
    }
    const profile = parseProfile(raw);
    // A signed profile of someone else is still not this user's profile.
    if (!profile || profile.userId !== sub) throw new SessionFailure('profile');
    return profile;
  }

  async function loadSession(accessToken: string): Promise<Session> {
    const sub = await fetchSubject(accessToken);
    const profile = await fetchProfile(accessToken, sub);
    return { profile, permissions: derivePermissionMap(profile.role.menus) };
  }

  async function currentSession(): Promise<Session> {
    const user = await readUser();
    if (!user) throw rejection(null);
    if (!isUnexpired(user)) {
      await signOutLocally('expired');
      throw rejection('expired');
    }
    // Keyed by subject: a silent renewal keeps the session, another account signing in does not.
    const key = user.profile?.sub || user.access_token;
    if (!cached || cached.key !== key) cached = { key, promise: loadSession(user.access_token) };
    const entry = cached;
    try {
      return await entry.promise;
    } catch (error) {
      const reason = error instanceof SessionFailure ? error.reason : 'profile';
      if (cached === entry) await signOutLocally(reason);
      throw rejection(reason);
    }
  }

  async function getAccessToken(): Promise<string | null> {
    const user = await readUser();
    return user && isUnexpired(user) ? user.access_token : null;
  }

  async function completeCallback(url: string): Promise<{ redirectTo: string }> {
    try {
      await userManager.signinRedirectCallback(url);
    } catch (error) {
      throw new SignInError(providerErrorMessage(error));
    }
    cached = null;
    clearSignOutReason();
    let session: Session;
    try {
      session = await currentSession();
    } catch (error) {
      const reason = isSessionRejection(error) ? error.reason : null;
      throw new SignInError(`Sign-in could not be completed (${reason ?? 'no session'})`, reason);
    }
    const store = sessionStore();
    const returnTo = safeReturnTo(store?.getItem(RETURN_TO_KEY));
    store?.removeItem(RETURN_TO_KEY);
    return { redirectTo: returnTo ?? firstLandingPath(session.permissions) };
  }

  return {
    async login(params?: LoginParams) {
      const store = sessionStore();
      const returnTo = safeReturnTo(params?.returnTo);
      if (returnTo) store?.setItem(RETURN_TO_KEY, returnTo);
      else store?.removeItem(RETURN_TO_KEY);
      await userManager.signinRedirect();
      // The browser is on its way to the provider; react-admin must not navigate meanwhile.
      return { redirectTo: false };
    },

    handleCallback() {
      const url = window.location.href;
      // StrictMode runs the callback effect twice; the authorization code can be redeemed only once.
      if (callbackRun?.url === url) return callbackRun.promise;
      const promise = completeCallback(url);
      callbackRun = { url, promise };
      return promise;
    },

    async checkAuth() {
      await currentSession();
    },

    async checkError(error: unknown) {
      if (statusOf(error) === 401) {
        await signOutLocally('expired');
        throw rejection('expired');
      }
      if (isSessionRejection(error)) throw error;
      // 403 and other failures: the session stands and the screen shows the server's message.
    },

    async getIdentity() {
      const { profile } = await currentSession();
      return {
        id: profile.userId,
        fullName: `${profile.firstname} ${profile.lastname}`.trim(),
        firstname: profile.firstname,
        lastname: profile.lastname,
        roleId: profile.role.roleId,
        roleName: profile.role.roleName,
      };
    },

    async getPermissions() {
      return (await currentSession()).permissions;
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      const key = resolvePermission(resource);
      if (key === undefined) return false;
      try {
        return canAccessResource((await currentSession()).permissions, key, action);
      } catch {
        return false;
      }
    },

    async logout() {
      const user = await readUser();
      await clearTokens();
      // Nothing was signed in (e.g. checkAuth already cleared it): react-admin goes to /login.
      // The reason is left as the caller set it (idle, logout, a failed check).
      if (!user) return undefined;
      try {
        await userManager.signoutRedirect({
          id_token_hint: user.id_token,
          post_logout_redirect_uri: postLogoutRedirectUri,
        });
      } catch {
        throw new Error('Unable to logout');
      }
      return false;
    },

    getAccessToken,

    async getSessionTimeoutMs() {
      const token = await getAccessToken();
      if (!token) return DEFAULT_IDLE_TIMEOUT_MS;
      try {
        const response = await doFetch(`${userBase}${SESSION_TIMEOUT_PATH}`, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        });
        if (!response.ok) return DEFAULT_IDLE_TIMEOUT_MS;
        const body: unknown = await response.json();
        const data =
          typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
        const value =
          typeof data === 'object' && data !== null ? (data as { value?: unknown }).value : undefined;
        return idleTimeoutMs(value);
      } catch {
        return DEFAULT_IDLE_TIMEOUT_MS;
      }
    },

    signOutLocally,

    watchSignOut(onSignedOut: () => void) {
      // Removing the shared user from localStorage is itself the broadcast: every other tab gets this event.
      const onStorage = (event: StorageEvent) => {
        const signedOut = (event.key === userKey && event.newValue === null) || event.key === null;
        if (signedOut && event.storageArea === window.localStorage) {
          cached = null;
          onSignedOut();
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
