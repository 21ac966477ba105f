import { CircularProgress, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthProvider, useTranslate } from 'react-admin';
import { firstLandingPath } from '../auth/landing.ts';
import { chosenStartPath } from '../layout/settings.ts';
import { useMenuCatalogue } from '../auth/menuContext.tsx';
import type { PermissionMap } from '../auth/permissions.ts';
import { usePartMessages } from '../components/partMessages.ts';

/** `/`: a waiting dialog; with a stored session the user lands on their first menu, else on /login. */
export function HomePage() {
  usePartMessages('pages');
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const menus = useMenuCatalogue();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !authProvider) return;
    started.current = true;
    authProvider
      .checkAuth({})
      .then(async () => {
        const permissions = (await authProvider.getPermissions?.({})) as PermissionMap;
        navigate(chosenStartPath() ?? firstLandingPath(menus, permissions), { replace: true });
      })
      .catch(() => navigate('/login', { replace: true }));
  }, [authProvider, navigate, menus]);
  return (
    <Dialog open aria-labelledby="home-wait-title">
      <DialogTitle id="home-wait-title">{translate('pa.pages.please_wait')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
          <Typography>{translate('pa.pages.please_wait_body')}</Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
