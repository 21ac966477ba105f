/**
 * Boot-time session start (docs/performance.md): the auth provider is made as soon as the runtime
 * config is read, and with a stored, unexpired sign-in on a guarded path its check (user-info, then
 * the signed profile) starts at once, while the code of the console is still loading. It is the same
 * check react-admin runs, cached by the provider: nothing guarded renders until it has passed.
 */
import {
  createAuthProvider,
  safeReturnTo,
  type AuthProviderDeps,
  type PaymentAuthProvider,
} from '../auth/authProvider.ts';
import { resolveUrl } from '../config/load.ts';
import type { AppConfig } from '../config/types.ts';
import { readStoredUser, userStorageKey } from './storedUser.ts';

export interface BootSession {
  authProvider: PaymentAuthProvider;
  /** True when a stored sign-in was found and its check started at boot. */
  checking: boolean;
}

export function hasStoredUnexpiredUser(config: AppConfig, now = Date.now()): boolean {
  const key = userStorageKey({
    authority: resolveUrl(config.signOn.authority),
    client_id: config.signOn.clientId,
  });
  const user = readStoredUser(key);
  return user !== null && user.expires_at !== undefined && user.expires_at * 1000 > now;
}

/** `deps` come from the composition root (bootConsole in src/App.tsx): the same the console's provider gets. */
export function startBootSession(
  config: AppConfig,
  deps: AuthProviderDeps,
  pathname = window.location.pathname,
): BootSession {
  const authProvider = createAuthProvider(config, deps);
  // Public pages (sign-in, its callback, error pages) run their own flow; only a guarded page starts here.
  const checking = safeReturnTo(pathname) !== null && hasStoredUnexpiredUser(config);
  // A failure is handled where react-admin asks again (the same cached promise): to /login with the reason.
  if (checking) void authProvider.checkAuth().catch(() => undefined);
  return { authProvider, checking };
}
