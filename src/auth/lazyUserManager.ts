/**
 * The OpenID Connect client, loaded on demand: reading the stored user needs no library, so a page
 * opened with a stored session does not wait for oidc-client-ts; signing in, completing a sign-in,
 * signing out and clearing the user load it first. With a stored user it is also loaded a few minutes
 * before the access token expires, so its automatic silent renewal (which
 * acts a minute before expiry) runs as before.
 */
import type { UserManager } from 'oidc-client-ts';
import { resolveUrl } from '../config/load.ts';
import type { SignOnConfig } from '../config/types.ts';
import type { OidcUserManager } from './oidc.ts';
import { readStoredUser, userStorageKey } from './storedUser.ts';

/** oidc-client-ts raises its expiring event 60 s before expiry; it is loaded well before that. */
export const RENEW_LEAD_MS = 5 * 60_000;

export interface LazyUserManager extends OidcUserManager {
  /** The real UserManager (loaded once). */
  load(): Promise<UserManager>;
}

export function createLazyUserManager(
  signOn: SignOnConfig,
  origin: string = window.location.origin,
  storage: Storage = window.localStorage,
): LazyUserManager {
  const key = userStorageKey({ authority: resolveUrl(signOn.authority, origin), client_id: signOn.clientId });
  let real: Promise<UserManager> | undefined;
  const load = () => (real ??= import('./oidc.ts').then((m) => m.createUserManager(signOn)));
  const stored = readStoredUser(key, storage);
  if (stored?.expires_at !== undefined) {
    const inMs = Math.min(2 ** 31 - 1, Math.max(0, stored.expires_at * 1000 - Date.now() - RENEW_LEAD_MS));
    setTimeout(() => void load().catch(() => undefined), inMs);
  }
  return {
    load,
    getUser: async () => readStoredUser(key, storage),
    removeUser: async () => (await load()).removeUser(),
    signinRedirect: async (args) => (await load()).signinRedirect(args),
    signinRedirectCallback: async (url) => (await load()).signinRedirectCallback(url),
    signoutRedirect: async (args) => (await load()).signoutRedirect(args),
  };
}
