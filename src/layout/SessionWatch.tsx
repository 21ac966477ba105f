import { useEffect } from 'react';
import { useLogout, useLocaleState } from 'react-admin';
import { createIdleTimer } from '../auth/idle.ts';
import type { PaymentAuthProvider } from '../auth/authProvider.ts';
import { rememberSignOutReason } from '../auth/signOutReason.ts';

/** Idle time-out for the signed-in area (docs/security.md): activity in any tab restarts it; expiry logs out. */
export function SessionWatch({ authProvider }: { authProvider: PaymentAuthProvider }) {
  const logout = useLogout();
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // Another tab signed out: this one follows within a moment.
  useEffect(() => authProvider.watchSignOut(() => window.location.assign('/login')), [authProvider]);
  useEffect(() => {
    let timer: { stop(): void } | undefined;
    let cancelled = false;
    // Asked once the first screen has mounted: its own calls went first.
    void authProvider.getSessionTimeoutMs().then((timeoutMs: number) => {
      if (cancelled) return;
      timer = createIdleTimer({
        timeoutMs,
        onExpire: () => {
          rememberSignOutReason('idle');
          void logout();
        },
      });
    });
    return () => {
      cancelled = true;
      timer?.stop();
    };
  }, [authProvider, logout]);
  return null;
}
