/**
 * The console's boot (composition root with App.tsx), loaded by src/main.tsx for every page but a
 * public page opened without a stored session (src/public.tsx).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { DataProvider } from 'react-admin';
import { App } from './App.tsx';
import { CrashPage } from './pages/CrashPage.tsx';
import { loadRuntime, storedLocale } from './runtime.tsx';
import { readSettings } from './layout/settings.ts';
import { watchTabs } from './auth/tabs.ts';
import { rememberSignOutReason } from './auth/signOutReason.ts';
import { findResource, menuCatalogue, resources } from '../resources/index.ts';
import { fetchWithTimeout, sessionCheckTimeoutMs } from './data/http.ts';
import { startBootSession } from './boot/session.ts';
import { firstScreenList, withFirstScreenPrefetch } from './boot/prefetch.ts';
import { preloadRouteChunks } from './boot/routeChunks.ts';
import { loadLocale } from '../i18n/index.ts';
import { USER_STORE_PREFIX } from './boot/storedUser.ts';

/** English is not in the first screen's code: with English chosen, its messages load with the console's code. */
function preloadChosenLocale() {
  if (storedLocale() === 'en') void loadLocale('en').catch(() => undefined);
}

/** Multi-tab rule (docs/security.md): reopening after every tab closed for over 2 s ends the stored session. */
function endStoredSession() {
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith(`${USER_STORE_PREFIX}user:`)) window.localStorage.removeItem(key);
  }
  rememberSignOutReason('tabs');
}

/**
 * Boot (docs/performance.md): index.html preloads config.json and the chunk both boots share, the entry
 * loads this module with the console's chunk; here the opened screen's code loads while config.json
 * is read, then the stored session's check starts before anything renders. Nothing guarded renders
 * before it has passed.
 */
export async function bootConsole(element: HTMLElement) {
  const root = createRoot(element);
  document.documentElement.dir = readSettings().direction;
  watchTabs(endStoredSession);
  preloadChosenLocale();
  preloadRouteChunks(resources);
  const config = await loadRuntime(root);
  if (!config) return;
  const session = startBootSession(config, {
    menus: menuCatalogue,
    // The session check at every page load gives up instead of waiting forever on a silent service.
    fetch: fetchWithTimeout(sessionCheckTimeoutMs(config)),
    resolvePermission: (name) => findResource(name)?.permission ?? menuCatalogue.keyForResource(name),
  });
  const boot = {
    authProvider: session.authProvider,
    // Only with a stored session: the first page needs its token, and the guard still decides.
    wrapDataProvider: session.checking
      ? (dataProvider: DataProvider) => withFirstScreenPrefetch(dataProvider, firstScreenList(resources))
      : undefined,
  };
  // A data router, so react-admin's unsaved-changes warning can block in-app navigation (useBlocker).
  const router = createBrowserRouter([
    {
      path: '*',
      element: <App config={config} boot={boot} />,
      errorElement: <CrashPage />,
    },
  ]);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
