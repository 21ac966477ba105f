/**
 * The OpenID Connect client, loaded on demand: reading the stored user needs no library, so a page
 * opened with a stored session does not wait for oidc-client-ts; signing in, completing a sign-in,
 * signing out and clearing the user load it first. With a stored user it is also loaded once the
 * page is idle, so its automatic silent renewal runs as before.
 */
import type { UserManager } from 'oidc-client-ts';
import { resolveUrl } from '../config/load.ts';
import type { SignOnConfig } from '../config/types.ts';
import type { OidcUserManager } from '../auth/oidc.ts';
import { readStoredUser, userStorageKey } from './storedUser.ts';
import { whenIdle } from './idle.ts';

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
  const load = () => (real ??= import('../auth/oidc.ts').then((m) => m.createUserManager(signOn)));
  if (readStoredUser(key, storage)) whenIdle(() => void load().catch(() => undefined));
  return {
    load,
    getUser: async () => readStoredUser(key, storage),
    removeUser: async () => (await load()).removeUser(),
    signinRedirect: async (args) => (await load()).signinRedirect(args),
    signinRedirectCallback: async (url) => (await load()).signinRedirectCallback(url),
    signoutRedirect: async (args) => (await load()).signoutRedirect(args),
  };
}
