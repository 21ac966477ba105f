/**
 * What the entry (src/main.tsx) decides before loading either boot, and config.json, which it asks for
 * and peeks at. Only the entry imports this module, and it imports nothing: a module the entry shares
 * with the boots would be bundled with them, and the entry would have to wait for their chunk before it
 * could choose.
 */

/** The pages anyone may open: sign-in and registration, each with its unguarded twin. */
export const PUBLIC_PATHS = ['/login', '/login-unprotected', '/register', '/register-unprotected'] as const;

/** Start of the localStorage key under which oidc-client-ts keeps a signed-in user (src/auth/storedUser.ts). */
export const STORED_USER_KEY_PREFIX = 'oidc.user:';

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}

/** A public page with no stored sign-in boots on its own (src/public.tsx); anything else, the console. */
export function opensOnItsOwn(pathname: string, storage: Storage | undefined): boolean {
  if (!isPublicPath(pathname)) return false;
  try {
    if (!storage) return false;
    for (let i = 0; i < storage.length; i += 1) {
      if (storage.key(i)?.startsWith(STORED_USER_KEY_PREFIX)) return false;
    }
    return true;
  } catch {
    // Blocked storage: the console decides, as it always did.
    return false;
  }
}

/** Where the console reads its runtime configuration (index.html preloads it). */
export const CONFIG_URL = '/config.json';

/** config.json, asked for once by the entry: the boot reads it (src/config/load.ts), the entry peeks first. */
export function askConfig(): Promise<Response> {
  return fetch(CONFIG_URL, { cache: 'no-store' });
}

/**
 * Whether a config.json, as read and not yet checked, runs the mock services in the page (the demo mode:
 * `mock.enabled` with the `worker` transport). The boot decides again on the checked config.
 */
export function runsMocksInPage(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null) return false;
  const mock = (raw as { mock?: unknown }).mock;
  if (typeof mock !== 'object' || mock === null) return false;
  const { enabled, transport } = mock as { enabled?: unknown; transport?: unknown };
  return enabled === true && transport === 'worker';
}
