import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/600.css';
import '@fontsource/kanit/400.css';
import { StrictMode, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { DataProvider } from 'react-admin';
import { loadConfig } from './config/load.ts';
import { ConfigErrorPage } from './pages/ConfigErrorPage.tsx';
import { CrashPage } from './pages/CrashPage.tsx';
import { readSettings } from './layout/settings.ts';
import { watchTabs } from './auth/tabs.ts';
import { rememberSignOutReason } from './auth/signOutReason.ts';
import { findResource, menuCatalogue, resources } from '../resources/index.ts';
import { fetchWithTimeout, sessionCheckTimeoutMs } from './data/http.ts';
import { startBootSession } from './boot/session.ts';
import { firstScreenList, withFirstScreenPrefetch } from './boot/prefetch.ts';
import { preloadRouteChunks } from './boot/routeChunks.ts';

/** Multi-tab rule (docs/security.md): reopening after every tab closed for over 2 s ends the stored session. */
function endStoredSession() {
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith('oidc.user:')) window.localStorage.removeItem(key);
  }
  rememberSignOutReason('tabs');
}

/**
 * Boot (docs/performance.md): index.html preloads config.json and the console's chunks; here the
 * console's code and the opened screen's code load while config.json is read, then the stored
 * session's check starts before anything renders. Nothing guarded renders before it has passed.
 */
async function boot() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  document.documentElement.dir = readSettings().direction;
  watchTabs(endStoredSession);
  const appModule = import('./App.tsx');
  preloadRouteChunks(resources);
  const App = lazy(() => appModule.then((m) => ({ default: m.App })));
  const result = await loadConfig();
  if (!result.ok) {
    root.render(<ConfigErrorPage issues={result.issues} />);
    return;
  }
  const { config } = result;
  if (config.mock.enabled && config.mock.transport === 'worker') {
    const { startMockWorker } = await import('../mocks/browser.ts');
    await startMockWorker(config);
  }
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
      element: (
        <Suspense fallback={null}>
          <App config={config} boot={boot} />
        </Suspense>
      ),
      errorElement: <CrashPage />,
    },
  ]);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void boot();
