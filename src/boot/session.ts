/**
 * Boot-time session start (docs/performance.md): the auth provider is made as soon as the console's
 * code runs, taking over the check the entry started (src/boot/earlyStart.ts: user-info, then the
 * signed profile) if there is one, else starting it. It is the same check react-admin runs, cached by
 * the provider: nothing guarded renders until it has passed.
 */
import {
  createAuthProvider,
  safeReturnTo,
  type AuthProviderDeps,
  type PaymentAuthProvider,
} from '../auth/authProvider.ts';
import type { AppConfig } from '../config/types.ts';
import { storedUnexpiredUser } from './earlyStart.ts';

export interface BootSession {
  authProvider: PaymentAuthProvider;
  /**
   * The check of the stored sign-in, started at boot when one was found on a guarded page: react-admin's
   * `checkAuth`, cached by the provider.
   */
  check?: Promise<void>;
}

export function hasStoredUnexpiredUser(config: AppConfig, now = Date.now()): boolean {
  return storedUnexpiredUser(config, now) !== null;
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
  const check = checking ? authProvider.checkAuth() : undefined;
  check?.catch(() => undefined);
  return { authProvider, check };
}
