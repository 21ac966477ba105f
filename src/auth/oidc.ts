/**
 * The OpenID Connect client: a public client doing authorization code + PKCE (no secret in the bundle
 * unless configuration insists), with the user kept in localStorage so every tab shares one sign-in.
 */
import { UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { resolveUrl } from '../config/load.ts';
import type { SignOnConfig } from '../config/types.ts';

import { USER_STORE_PREFIX, type StoredUser } from './storedUser.ts';

export { userStorageKey } from './storedUser.ts';

/** The parts of UserManager the console uses; tests pass a fake, boot a lazy one (src/auth/lazyUserManager.ts). */
export interface OidcUserManager extends Pick<
  UserManager,
  'removeUser' | 'signinRedirect' | 'signinRedirectCallback' | 'signoutRedirect'
> {
  getUser(): Promise<StoredUser | null>;
}

export function userManagerSettings(
  signOn: SignOnConfig,
  origin: string = window.location.origin,
  store: Storage = window.localStorage,
): UserManagerSettings {
  return {
    authority: resolveUrl(signOn.authority, origin),
    client_id: signOn.clientId,
    // Discouraged (docs/security.md), but a provider that demands one must still be reachable.
    ...(signOn.clientSecret ? { client_secret: signOn.clientSecret } : {}),
    redirect_uri: resolveUrl(signOn.redirectUri, origin),
    post_logout_redirect_uri: resolveUrl(signOn.postLogoutRedirectUri, origin),
    response_type: 'code',
    scope: signOn.scope,
    userStore: new WebStorageStateStore({ store, prefix: USER_STORE_PREFIX }),
    automaticSilentRenew: true,
    // The console asks user-info itself once per page load (docs/security.md), with no request body.
    loadUserInfo: false,
    monitorSession: false,
  };
}

export function createUserManager(signOn: SignOnConfig): UserManager {
  return new UserManager(userManagerSettings(signOn));
}
