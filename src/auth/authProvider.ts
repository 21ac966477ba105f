/**
 * react-admin AuthProvider over OpenID Connect (docs/architecture.md, docs/security.md). A stored,
 * unexpired token is only trusted once user-info names its subject and the signed profile checks out;
 * any failure clears the tokens and sends the user to /login with a reason the page can show. This
 * module wires the provider's calls; the concerns live next door: the verified session (sessionCache.ts),
 * the rejections and errors (sessionErrors.ts), the idle timeout (sessionTimeout.ts), the provider's
 * types (authProviderTypes.ts), the profile (profile.ts), the return-to path (returnTo.ts), the sign-out
 * reason (signOutReason.ts), the menu catalogue (menus.ts, injected by the composition root).
 */
import type { AppConfig } from '../config/types.ts';
import { resolveUrl } from '../config/load.ts';
import type { AuthProviderDeps, LoginParams, PaymentAuthProvider } from './authProviderTypes.ts';
import { firstLandingPath } from './landing.ts';
import { canAccessResource } from './permissions.ts';
import { createLazyUserManager } from './lazyUserManager.ts';
import { userStorageKey } from './storedUser.ts';
import { profileSourceFor } from './profile.ts';
import { rememberReturnTo, takeReturnTo } from './returnTo.ts';
import { createSessionCache, type Session } from './sessionCache.ts';
import {
  isSessionRejection,
  LATE_REFUSAL,
  providerErrorMessage,
  rejection,
  SignInError,
  statusOf,
} from './sessionErrors.ts';
import { readSessionTimeoutMs } from './sessionTimeout.ts';
import { clearSignOutReason } from './signOutReason.ts';

export type {
  AuthProviderDeps,
  LoginParams,
  PaymentAuthProvider,
  StaffIdentity,
} from './authProviderTypes.ts';
export { parseProfile, type StaffProfile } from './profile.ts';
export { RETURN_TO_KEY, safeReturnTo } from './returnTo.ts';
export { LOGIN_PATH, SignInError, type SessionRejection } from './sessionErrors.ts';
export { SESSION_TIMEOUT_PATH } from './sessionTimeout.ts';
export {
  clearSignOutReason,
  readSignOutReason,
  SIGN_OUT_REASON_KEY,
  SIGN_OUT_REASONS,
  type SignOutReason,
} from './signOutReason.ts';

export function createAuthProvider(config: AppConfig, deps: AuthProviderDeps): PaymentAuthProvider {
  const { menus } = deps;
  const origin = deps.origin ?? window.location.origin;
  const userManager = deps.userManager ?? createLazyUserManager(config.signOn, origin);
  // Late-bound so a fetch patched after creation (mocks, tests) is the one used.
  const doFetch: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = deps.now ?? Date.now;
  const resolvePermission = deps.resolvePermission ?? menus.keyForResource;
  const userBase = resolveUrl(config.services.user.baseUrl, origin);
  const sessions = createSessionCache({
    menus,
    userManager,
    profileSource: profileSourceFor(config, { fetch: doFetch, now, origin }),
    now,
    earlySession: deps.earlySession,
  });
  const userKey = userStorageKey({
    authority: resolveUrl(config.signOn.authority, origin),
    client_id: config.signOn.clientId,
  });
  const postLogoutRedirectUri = resolveUrl(config.signOn.postLogoutRedirectUri, origin);
  let callbackRun: { url: string; promise: Promise<{ redirectTo: string }> } | null = null;

  async function completeCallback(url: string): Promise<{ redirectTo: string }> {
    try {
      await userManager.signinRedirectCallback(url);
    } catch (error) {
      throw new SignInError(providerErrorMessage(error));
    }
    sessions.forget();
    clearSignOutReason();
    let session: Session;
    try {
      session = await sessions.current();
    } catch (error) {
      const reason = isSessionRejection(error) ? error.reason : null;
      throw new SignInError(`Sign-in could not be completed (${reason ?? 'no session'})`, reason);
    }
    return {
      redirectTo: takeReturnTo() ?? deps.startPath?.() ?? firstLandingPath(menus, session.permissions),
    };
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
      await sessions.current();
    },

    async checkError(error: unknown) {
      if (statusOf(error) === 401) {
        // The calls of a screen fail together: the first refusal ends the session and goes to sign-in,
        // the later ones (answered while leaving) do nothing more, so sign-in is reached once.
        if (sessions.refuse()) throw LATE_REFUSAL;
        await sessions.signOutLocally('expired');
        throw rejection('expired');
      }
      if (isSessionRejection(error)) throw error;
      // 403 and other failures: the session stands and the screen shows the server's message.
    },

    async getIdentity() {
      const { profile } = await sessions.current();
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
      return (await sessions.current()).permissions;
    },

    verifiedAccess({ resource, action }: { resource: string; action: string }) {
      const session = sessions.verified();
      if (!session) return undefined;
      const key = resolvePermission(resource);
      return key === undefined ? false : canAccessResource(session.permissions, key, action);
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      const key = resolvePermission(resource);
      if (key === undefined) return false;
      try {
        return canAccessResource((await sessions.current()).permissions, key, action);
      } catch {
        return false;
      }
    },

    async logout() {
      const user = await sessions.readUser();
      await sessions.clearTokens();
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

    getAccessToken: sessions.getAccessToken,

    async getSessionTimeoutMs() {
      return readSessionTimeoutMs(doFetch, userBase, await sessions.getAccessToken());
    },

    signOutLocally: sessions.signOutLocally,

    watchSignOut(onSignedOut: () => void) {
      // Removing the shared user from localStorage is itself the broadcast: every other tab gets this event.
      const onStorage = (event: StorageEvent) => {
        const signedOut = (event.key === userKey && event.newValue === null) || event.key === null;
        if (signedOut && event.storageArea === window.localStorage) {
          sessions.forget();
          onSignedOut();
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
