import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Layout, useAuthProvider } from 'react-admin';
import type { PaymentAuthProvider } from '../auth/authProvider.ts';
import { SessionWatch } from './SessionWatch.tsx';
import { AppBar } from './AppBar.tsx';
import { SideMenu } from './SideMenu.tsx';
import { CookieBanner } from '../components/CookieBanner.tsx';

/** Spec §2: the page scrolls to the top on every route change. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppLayout({ children }: { children: ReactNode }) {
  const authProvider = useAuthProvider<PaymentAuthProvider>();
  return (
    <Layout appBar={AppBar} menu={SideMenu} appBarAlwaysOn>
      <ScrollToTop />
      {authProvider && <SessionWatch authProvider={authProvider} />}
      {children}
      <CookieBanner />
    </Layout>
  );
}
