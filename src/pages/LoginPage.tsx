import { Alert, Button, Link as MuiLink, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useAuthState, useLogin, useNotify, useTranslate } from 'react-admin';
import { useAppConfig } from '../config/context.tsx';
import { ACCOUNT_PATH } from '../auth/landing.ts';
import { PublicCard } from './PublicCard.tsx';
import { SIGN_OUT_REASON_KEY } from '../auth/signOutReason.ts';

const REASONS = ['expired', 'signature', 'userinfo', 'profile', 'idle', 'tabs', 'logout'] as const;

/** Why the last session ended, shown once on the sign-in page. */
function useSignOutReason(): string | null {
  const [reason] = useState(() => {
    const value = window.sessionStorage.getItem(SIGN_OUT_REASON_KEY);
    return REASONS.find((r) => r === value) ?? null;
  });
  useEffect(() => {
    window.sessionStorage.removeItem(SIGN_OUT_REASON_KEY);
  }, []);
  return reason;
}

/** react-admin passes the page the user wanted as `nextPathname` in the location state. */
function nextPathname(state: unknown): string | undefined {
  if (
    typeof state === 'object' &&
    state !== null &&
    'nextPathname' in state &&
    typeof state.nextPathname === 'string'
  )
    return state.nextPathname;
  return undefined;
}

function SignInCard() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const config = useAppConfig();
  const reason = useSignOutReason();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const start = () => {
    setPending(true);
    login({ returnTo: nextPathname(location.state) }).catch((error: unknown) => {
      setPending(false);
      notify(error instanceof Error ? error.message : 'ra.auth.sign_in_error', { type: 'error' });
    });
  };
  return (
    <PublicCard title={translate('pa.auth.sign_in_title')}>
      {reason && (
        <Alert severity={reason === 'logout' ? 'info' : 'warning'} role="status">
          {translate(`pa.auth.reasons.${reason}`)}
        </Alert>
      )}
      <Typography color="text.secondary">{translate('pa.auth.sign_in_subtitle')}</Typography>
      <Button variant="contained" size="large" onClick={start} disabled={pending} autoFocus>
        {translate(pending ? 'pa.auth.redirecting' : 'pa.auth.sign_in_button')}
      </Button>
      {config.signOn.registrationUrl && (
        <Typography variant="body2">
          {translate('pa.auth.no_account')}{' '}
          <MuiLink component={Link} to="/register">
            {translate('pa.auth.register_link')}
          </MuiLink>
        </Typography>
      )}
    </PublicCard>
  );
}

/** /login: a signed-in user goes to their account page instead. */
export function LoginPage() {
  const { isPending, authenticated } = useAuthState(undefined, false);
  if (isPending) return null;
  if (authenticated) return <Navigate to={ACCOUNT_PATH} replace />;
  return <SignInCard />;
}

/** /login-unprotected: the same page with no guard. */
export const LoginUnprotectedPage = () => <SignInCard />;
