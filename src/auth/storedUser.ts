/**
 * The signed-in user as oidc-client-ts keeps it in localStorage, read without loading oidc-client-ts:
 * a page opened with a stored session needs only the access token, its expiry and the subject to start
 * the session check (docs/performance.md, "Bytes"). oidc-client-ts itself loads only to sign in or out.
 */
import type { User } from 'oidc-client-ts';

export const USER_STORE_PREFIX = 'oidc.';

/** What the console reads of a stored user; oidc-client-ts's User has all of it. */
export type StoredUser = Pick<User, 'access_token' | 'expires_at' | 'id_token'> & {
  profile?: { sub?: string };
};

/** localStorage key under which oidc-client-ts keeps the signed-in user (tokens included). */
export function userStorageKey(settings: { authority: string; client_id: string }): string {
  return `${USER_STORE_PREFIX}user:${settings.authority}:${settings.client_id}`;
}

/** The stored user under `key`, or null when there is none or it is not a user oidc-client-ts wrote. */
export function readStoredUser(key: string, storage: Storage = window.localStorage): StoredUser | null {
  let raw: unknown;
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { access_token, expires_at, id_token, profile } = raw as Record<string, unknown>;
  if (typeof access_token !== 'string' || access_token === '') return null;
  const sub =
    typeof profile === 'object' && profile !== null ? (profile as { sub?: unknown }).sub : undefined;
  return {
    access_token,
    expires_at: typeof expires_at === 'number' ? expires_at : undefined,
    id_token: typeof id_token === 'string' ? id_token : undefined,
    profile: { sub: typeof sub === 'string' ? sub : undefined },
  };
}
