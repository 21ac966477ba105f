/** Why the last session ended; /login shows it once. Kept tiny so the boot chunk can use it. */
export const SIGN_OUT_REASON_KEY = 'pa.auth.reason';

export function rememberSignOutReason(reason: string) {
  window.sessionStorage.setItem(SIGN_OUT_REASON_KEY, reason);
}
