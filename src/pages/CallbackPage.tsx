import { Alert, Button, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuthProvider, useTranslate } from 'react-admin';
import { firstLandingPath } from '../auth/landing.ts';
import type { PermissionMap } from '../auth/permissions.ts';
import { PublicCard } from './PublicCard.tsx';

export const WANTED_PATH_KEY = 'pa.auth.wantedPath';

/** /callback: completes the sign-in, then goes to the wanted page or the first menu of the role. */
export function CallbackPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // StrictMode runs effects twice; the authorization code can be redeemed only once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !authProvider?.handleCallback) return;
    started.current = true;
    (async () => {
      try {
        await authProvider.handleCallback?.();
        await authProvider.checkAuth({});
        await queryClient.resetQueries({ queryKey: ['auth'] });
        const permissions = (await authProvider.getPermissions?.({})) as PermissionMap;
        const wanted = window.sessionStorage.getItem(WANTED_PATH_KEY);
        window.sessionStorage.removeItem(WANTED_PATH_KEY);
        const safeWanted =
          wanted && wanted.startsWith('/') && !wanted.startsWith('//') && wanted !== '/' ? wanted : null;
        navigate(safeWanted ?? firstLandingPath(permissions), { replace: true });
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
