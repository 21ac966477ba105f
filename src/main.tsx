import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/600.css';
import '@fontsource/kanit/400.css';
import { StrictMode, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { loadConfig } from './config/load.ts';
import { ConfigErrorPage } from './pages/ConfigErrorPage.tsx';
import { CrashPage } from './pages/CrashPage.tsx';
import { readSettings } from './layout/settings.ts';
import { watchTabs } from './auth/tabs.ts';
import { rememberSignOutReason } from './auth/signOutReason.ts';

/** Multi-tab rule (docs/security.md): reopening after every tab closed for over 2 s ends the stored session. */
function endStoredSession() {
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith('oidc.user:')) window.localStorage.removeItem(key);
  }
  rememberSignOutReason('tabs');
}

const App = lazy(() => import('./App.tsx').then((m) => ({ default: m.App })));

async function boot() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  document.documentElement.dir = readSettings().direction;
  watchTabs(endStoredSession);
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
  // A data router, so react-admin's unsaved-changes warning can block in-app navigation (useBlocker).
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <Suspense fallback={null}>
          <App config={config} />
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
