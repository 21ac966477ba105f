/** Top bar: title and version at the left; look-up, language, settings, loading and the user's menu at the right. */
import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, LocalesMenuButton, TitlePortal, useTranslate } from 'react-admin';
import { Deferred } from '../components/Deferred.tsx';
import { AppBarLoadingIndicator } from '../components/Progress.tsx';
import { APP_BAR_HEIGHT } from './themes.ts';
import { SettingsMenu } from './SettingsMenu.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { LookupButton } from './lookup/LookupButton.tsx';

export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar
      // The bar stays when the page scrolls (react-admin hides it by default): the look-up, the language
      // and the loading indicator are reached from any point of a long page, and a section that a route
      // scrolls to (a store page's group) does not take the bar away with it.
      alwaysOn
      // The menus come in the render after the first: the screen below them paints first.
      userMenu={
        <Deferred>
          <AccountMenu />
        </Deferred>
      }
      toolbar={
        <>
          <Deferred>
            <LookupButton />
            <LocalesMenuButton />
            <SettingsMenu />
          </Deferred>
          <AppBarLoadingIndicator />
        </>
      }
      sx={{ '& .RaAppBar-toolbar': { minHeight: APP_BAR_HEIGHT, height: APP_BAR_HEIGHT } }}
    >
      {/* The title gives way (ellipsis) on a phone, so the language, settings and user menus stay on screen. */}
      <Box
        component="span"
        sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mr: 2, whiteSpace: 'nowrap', minWidth: 0 }}
      >
        <Typography
          component="span"
          variant="h6"
          noWrap
          sx={{ fontWeight: 600, minWidth: 0, fontSize: { xs: '1rem', sm: '1.25rem' } }}
        >
          {translate('pa.app.title')}
        </Typography>
        <Typography component="span" variant="caption" data-testid="app-version" sx={{ opacity: 0.85 }}>
          {translate('pa.app.version')}
        </Typography>
      </Box>
      <TitlePortal variant="body1" sx={{ opacity: 0.9, display: { xs: 'none', md: 'block' } }} />
    </RaAppBar>
  );
}
