import { Alert, Button, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuthProvider, useTranslate } from 'react-admin';
import type { PaymentAuthProvider } from '../auth/authProvider.ts';
import { usePartMessages } from '../components/partMessages.ts';
import { PublicCard } from './PublicCard.tsx';

/** /callback: completes the sign-in, then goes to the wanted page or the first menu of the role. */
export function CallbackPage() {
  usePartMessages('auth');
  const translate = useTranslate();
  const authProvider = useAuthProvider<PaymentAuthProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // StrictMode runs effects twice; the authorization code can be redeemed only once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !authProvider) return;
    started.current = true;
    (async () => {
      try {
        const { redirectTo } = await authProvider.handleCallback();
        await queryClient.resetQueries({ queryKey: ['auth'] });
        navigate(redirectTo, { replace: true });
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    })();
  }, [authProvider, navigate, queryClient]);
  return (
    <PublicCard title={translate(error ? 'pa.auth.callback_failed' : 'pa.auth.callback_title')}>
      {error ? (
        <>
          <Alert severity="error">{error}</Alert>
          <Button component={Link} to="/login" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {translate('pa.auth.back_to_login')}
          </Button>
        </>
      ) : (
        <CircularProgress aria-label={translate('pa.auth.callback_title')} />
      )}
    </PublicCard>
  );
}
