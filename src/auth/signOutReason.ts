/**
 * Why the last session ended: session checks set `expired`, `signature`, `userinfo` or `profile`; idle,
 * tab and user logouts the rest. /login shows it once. Kept free of imports so the boot chunk can use it.
 */
export const SIGN_OUT_REASON_KEY = 'pa.auth.reason';

export const SIGN_OUT_REASONS = [
  'expired',
  'signature',
  'userinfo',
  'profile',
  'idle',
  'tabs',
  'logout',
] as const;
export type SignOutReason = (typeof SIGN_OUT_REASONS)[number];

/** sessionStorage when the browser lets us have it. */
export function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberSignOutReason(reason: SignOutReason, storage: Storage | undefined = sessionStore()) {
  storage?.setItem(SIGN_OUT_REASON_KEY, reason);
}

export function readSignOutReason(storage: Storage | undefined = sessionStore()): SignOutReason | null {
  const value = storage?.getItem(SIGN_OUT_REASON_KEY);
  return SIGN_OUT_REASONS.find((r) => r === value) ?? null;
}

export function clearSignOutReason(storage: Storage | undefined = sessionStore()): void {
  storage?.removeItem(SIGN_OUT_REASON_KEY);
}
