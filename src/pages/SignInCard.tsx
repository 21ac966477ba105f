/**
 * The sign-in card: in the console (react-admin's login page, LoginPage.tsx) and on its own
 * (src/public.tsx). No react-admin import (see components/plainTranslate.ts).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePlainTranslate } from '../components/plainTranslate.ts';
import { useAppConfig } from '../config/context.tsx';
import { clearSignOutReason, readSignOutReason, type SignOutReason } from '../auth/signOutReason.ts';
import { OtherPublicPage } from './OtherPublicPage.tsx';
import { PublicCard } from './PublicCard.tsx';

/** Why the last session ended, shown once on the sign-in page. */
function useSignOutReason(): SignOutReason | null {
  const [reason] = useState(readSignOutReason);
  useEffect(() => {
    clearSignOutReason();
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

/** Starts the sign-in at the provider; `returnTo` is the page to open afterwards. */
export type StartSignIn = (returnTo: string | undefined) => Promise<unknown>;

/** The sign-in card, in the console (react-admin's login) and on its own (src/public.tsx). */
export function SignInCard({ signIn }: { signIn: StartSignIn }) {
  const translate = usePlainTranslate();
  const config = useAppConfig();
  const reason = useSignOutReason();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const start = () => {
    setPending(true);
    setFailure(null);
    signIn(nextPathname(location.state)).catch((error: unknown) => {
      setPending(false);
      setFailure(
        error instanceof Error && error.message ? error.message : translate('ra.auth.sign_in_error'),
      );
    });
  };
  return (
    <PublicCard title={translate('pa.auth.sign_in_title')}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
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
        <OtherPublicPage question="pa.auth.no_account" to="/register" link="pa.auth.register_link" />
      )}
    </PublicCard>
  );
}
