/**
 * Top bar: the menu's toggle, title and version at the left; look-up, language, settings, loading and
 * the user's menu at the right. react-admin's `<AppBar>` composed again from its parts, as its docs show
 * a custom bar (its own toggle button included): react-admin's bar brings its hide-on-scroll wrapper,
 * its default toolbar and its loading indicator, which the console replaces (−0.7 KB gzip on the first
 * screen).
 */
import { AppBar as MuiAppBar, Box, Toolbar, Typography } from '@mui/material';
import { LocalesMenuButton, SidebarToggleButton, TitlePortal, useTranslate } from 'react-admin';
import { AppBarLoadingIndicator } from '../components/Progress.tsx';
import { APP_BAR_HEIGHT } from './themes.ts';
import { SettingsMenu } from './SettingsMenu.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { LookupButton } from './lookup/LookupButton.tsx';

/** The toggle's class, as react-admin's bar names it, for its margin. */
const MENU_BUTTON = 'RaAppBar-menuButton';

export function AppBar() {
  const translate = useTranslate();
  // The bar stays when the page scrolls (react-admin hides it by default): the look-up, the language
  // and the loading indicator are reached from any point of a long page, and a section that a route
  // scrolls to (a store page's group) does not take the bar away with it.
  return (
    <MuiAppBar color="secondary">
      <Toolbar
        disableGutters
        variant="dense"
        sx={{
          px: 1,
          minHeight: APP_BAR_HEIGHT,
          height: APP_BAR_HEIGHT,
          [`& .${MENU_BUTTON}`]: { marginRight: '0.2em' },
        }}
      >
        <SidebarToggleButton className={MENU_BUTTON} />
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
        <LookupButton />
        <LocalesMenuButton />
        <SettingsMenu />
        <AppBarLoadingIndicator />
        <AccountMenu />
      </Toolbar>
    </MuiAppBar>
  );
}
