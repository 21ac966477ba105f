/** The page to open after sign-in: kept across the provider round trip, same-origin guarded paths only. */
import { sessionStore } from './signOutReason.ts';

export const RETURN_TO_KEY = 'pa.auth.wantedPath';

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

/** Only a guarded same-origin path may be the target after sign-in (no open redirect, no loop). */
export function safeReturnTo(value: string | undefined | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/)[0];
  return PUBLIC_PATHS.has(pathname) ? null : value;
}

/** Remembers the wanted path before leaving for the provider; an unsafe or missing one clears it. */
export function rememberReturnTo(value: string | undefined, storage: Storage | undefined = sessionStore()) {
  const returnTo = safeReturnTo(value);
  if (returnTo) storage?.setItem(RETURN_TO_KEY, returnTo);
  else storage?.removeItem(RETURN_TO_KEY);
}

/** The remembered path, once: reading it forgets it. */
export function takeReturnTo(storage: Storage | undefined = sessionStore()): string | null {
  const returnTo = safeReturnTo(storage?.getItem(RETURN_TO_KEY));
  storage?.removeItem(RETURN_TO_KEY);
  return returnTo;
}
