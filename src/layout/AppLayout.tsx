import { memo, useCallback, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { PageLoading } from '../components/Progress.tsx';
import { Sidebar, useAuthenticated, useAuthProvider, useTranslate } from 'react-admin';
import type { PaymentAuthProvider } from '../auth/authProvider.ts';
import { SessionWatch } from './SessionWatch.tsx';
import { AppBar } from './AppBar.tsx';
import { SideMenu } from './SideMenu.tsx';
import { CookieBanner } from '../components/CookieBanner.tsx';
import { ConsoleLayout } from './ConsoleLayout.tsx';

// react-admin renders the layout again at every navigation (its routes follow the location), a list's
// page turn included; the bar, whose props do not change, is left alone then (the menu: ShellSidebar).
const ShellAppBar = memo(AppBar);

/**
 * The side bar with our menu, whose items each see the location change only when their own state can
 * (SideMenu.tsx, PathOnlyLocation.tsx). It takes only `appBarAlwaysOn` and renders the menu itself, so
 * the layout's renders at each navigation pass the side bar by: the menu's element is made only when
 * this renders.
 */
const ShellSidebar = memo(function ShellSidebar({ appBarAlwaysOn }: { appBarAlwaysOn?: boolean }) {
  return (
    <Sidebar appBarAlwaysOn={appBarAlwaysOn}>
      <SideMenu />
    </Sidebar>
  );
});

/** docs/routes.md: the page scrolls to the top on every route change. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Every spinner in the console has a name ("Loading" in the user's language) unless it is given one:
 * react-admin's placeholder for an input whose choices are still loading shows an unnamed spinner
 * after a second, which a screen reader announces as an unnamed progress bar (axe
 * aria-progressbar-name). Ours (components/Progress.tsx) name theirs.
 */
export function NamedSpinners({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  const withName = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
        },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={withName}>{children}</ThemeProvider>;
}

/**
 * Every guarded screen needs a verified session (docs/routes.md, docs/security.md). The session is checked here, before the
 * shell or any screen renders: screens that do not check it themselves (placeholders) would otherwise
 * show with no session, and a declared list would ask canAccess of a failed session and go to /403
 * instead of /login. On failure react-admin logs out to /login, which says why.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const authProvider = useAuthProvider<PaymentAuthProvider>();
  const { isPending, isSuccess } = useAuthenticated();
  if (isPending) return <PageLoading />;
  if (!isSuccess) return null;
  return (
    <NamedSpinners>
      <ConsoleLayout appBar={ShellAppBar} sidebar={ShellSidebar}>
        <ScrollToTop />
        {authProvider && <SessionWatch authProvider={authProvider} />}
        {children}
        <CookieBanner />
      </ConsoleLayout>
    </NamedSpinners>
  );
}
