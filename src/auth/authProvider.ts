/**
 * react-admin AuthProvider over OpenID Connect (docs/architecture.md, docs/security.md). A stored,
 * unexpired token is only trusted once user-info names its subject and the signed profile checks out;
 * any failure clears the tokens and sends the user to /login with a reason the page can show. The
 * concerns live next door: the profile (profile.ts), the return-to path (returnTo.ts), the sign-out
 * reason (signOutReason.ts), the menu catalogue (menus.ts, injected by the composition root).
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { AppConfig } from '../config/types.ts';
import { resolveUrl } from '../config/load.ts';
import { isRecord } from '../contract/isRecord.ts';
import { DEFAULT_IDLE_TIMEOUT_MS, idleTimeoutMs } from './idle.ts';
import { firstLandingPath } from './landing.ts';
import type { MenuCatalogue, PermissionKey } from './menus.ts';
import type { OidcUserManager } from './oidc.ts';
import { canAccessResource, derivePermissionMap, type PermissionMap } from './permissions.ts';
import { createLazyUserManager } from './lazyUserManager.ts';
import { userStorageKey, type StoredUser } from './storedUser.ts';
import {
  loadVerifiedProfile,
  profileSourceFor,
  SessionFailure,
  type EarlySessionCheck,
  type ProfileSource,
  type StaffProfile,
} from './profile.ts';
import { rememberReturnTo, takeReturnTo } from './returnTo.ts';
import { clearSignOutReason, rememberSignOutReason, type SignOutReason } from './signOutReason.ts';

/** Tries of the session's calls when they get no answer, and the pause before the next (× the try). */
const SESSION_ATTEMPTS = 3;
const SESSION_RETRY_MS = 400;

export { parseProfile, type StaffProfile } from './profile.ts';
export { RETURN_TO_KEY, safeReturnTo } from './returnTo.ts';
export {
  clearSignOutReason,
  readSignOutReason,
  SIGN_OUT_REASON_KEY,
  SIGN_OUT_REASONS,
  type SignOutReason,
} from './signOutReason.ts';

export const LOGIN_PATH = '/login';
export const SESSION_TIMEOUT_PATH = '/api/v1/user-config/user-config/get-session-timeout';

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
  /**
   * canAccess's answer from the session this page has already verified, at once; undefined before
   * (or after) that. Lets a screen render its buttons in its first render (src/schema/access.tsx);
   * react-admin still asks canAccess, which gives the same answer from the same session.
   */
  verifiedAccess(params: { resource: string; action: string }): boolean | undefined;
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
  /** The menus of the registry: role menu names → permission keys, and the landing order. */
  menus: MenuCatalogue;
  userManager?: OidcUserManager;
  fetch?: typeof fetch;
  /** Permission key of a react-admin resource (`<area>/<path>`); defaults to the deepest menu route. */
  resolvePermission?: (resource: string) => PermissionKey | undefined;
  /** The session check the entry already started for the stored user (src/boot/earlyStart.ts). */
  earlySession?: EarlySessionCheck;
  now?: () => number;
  origin?: string;
}

interface SessionEntry {
  key: string;
  promise: Promise<Session>;
}

interface Session {
  profile: StaffProfile;
  permissions: PermissionMap;
}

/** What checkError answers to a 401 that arrives after an earlier one ended the session: no second sign-out. */
const LATE_REFUSAL = { logoutUser: false, message: false } as const;

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
  if (isRecord(error)) {
    const { error_description: description, error: code } = error;
    if (typeof description === 'string' && description !== '') return description;
    if (typeof code === 'string' && code !== '') return code;
  }
  return error instanceof Error && error.message ? error.message : 'Sign-in failed';
}

export function createAuthProvider(config: AppConfig, deps: AuthProviderDeps): PaymentAuthProvider {
  const { menus } = deps;
  const origin = deps.origin ?? window.location.origin;
  const userManager = deps.userManager ?? createLazyUserManager(config.signOn, origin);
  // Late-bound so a fetch patched after creation (mocks, tests) is the one used.
  const doFetch: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = deps.now ?? Date.now;
  const resolvePermission = deps.resolvePermission ?? menus.keyForResource;
  const userBase = resolveUrl(config.services.user.baseUrl, origin);
  const profileSource: ProfileSource = profileSourceFor(config, { fetch: doFetch, now, origin });
  const userKey = userStorageKey({
    authority: resolveUrl(config.signOn.authority, origin),
    client_id: config.signOn.clientId,
  });
  const postLogoutRedirectUri = resolveUrl(config.signOn.postLogoutRedirectUri, origin);

  // The check the entry started before this code arrived (src/boot/earlyStart.ts), for the same stored
  // user: its first attempt (user-info, then the signed profile, verified); a miss is tried again here.
  const early = deps.earlySession;
  let cached: SessionEntry | null = early
    ? {
        key: early.key,
        promise: early.profile.then(
          (profile) => toSession(profile),
          (error: unknown) =>
            error instanceof SessionFailure && error.unanswered
              ? loadSession(early.accessToken, 2)
              : Promise.reject(error),
        ),
      }
    : null;
  /** The session `cached` resolved to, once verified (for verifiedAccess). */
  let verified: { entry: SessionEntry; session: Session } | null = null;
  let callbackRun: { url: string; promise: Promise<{ redirectTo: string }> } | null = null;
  /** A call was refused with 401 and the session ended; cleared once a session is verified again. */
  let refused = false;

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
    rememberSignOutReason(reason);
  }

  const toSession = (profile: StaffProfile): Session => ({
    profile,
    permissions: derivePermissionMap(menus, profile.role.menus),
  });

  async function loadSessionOnce(accessToken: string): Promise<Session> {
    return toSession(await loadVerifiedProfile(profileSource, accessToken));
  }

  /**
   * The session, asked again after a pause when a call got no answer at all (a dropped connection, or
   * a call cancelled because the page is being left or reloaded): such a miss says nothing about the
   * user, so it must not sign them out. Any answer, refused or unverifiable, counts at once.
   */
  async function loadSession(accessToken: string, firstAttempt = 1): Promise<Session> {
    for (let attempt = firstAttempt; ; attempt += 1) {
      try {
        return await loadSessionOnce(accessToken);
      } catch (error) {
        if (!(error instanceof SessionFailure) || !error.unanswered || attempt >= SESSION_ATTEMPTS)
          throw error;
        await new Promise((resolve) => setTimeout(resolve, SESSION_RETRY_MS * attempt));
      }
    }
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
      const session = await entry.promise;
      refused = false;
      if (cached === entry) verified = { entry, session };
      return session;
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
    return { redirectTo: takeReturnTo() ?? firstLandingPath(menus, session.permissions) };
  }

  return {
    async login(params?: LoginParams) {
      rememberReturnTo(params?.returnTo);
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
        // The calls of a screen fail together: the first refusal ends the session and goes to sign-in,
        // the later ones (answered while leaving) do nothing more, so sign-in is reached once.
        if (refused) throw LATE_REFUSAL;
        refused = true;
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

    verifiedAccess({ resource, action }: { resource: string; action: string }) {
      // Only the session still in use: signing out or another account clears `cached`.
      if (!verified || verified.entry !== cached) return undefined;
      const key = resolvePermission(resource);
      return key === undefined ? false : canAccessResource(verified.session.permissions, key, action);
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
        const data = isRecord(body) ? body.data : undefined;
        return idleTimeoutMs(isRecord(data) ? data.value : undefined);
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
