/**
 * What both boots (src/console.tsx, src/public.tsx) do first; part of the composition root.
 */
import type { Root } from 'react-dom/client';
import { DEFAULT_LOCALE, type Locale } from '../i18n/index.ts';
import { loadConfig } from './config/load.ts';
import type { AppConfig } from './config/types.ts';
import { ConfigErrorPage } from './pages/ConfigErrorPage.tsx';

/** react-admin's store entry of the chosen language (App.tsx's store, app key `payment-admin`). */
const LOCALE_STORE_KEY = 'RaStorepayment-admin.locale';

/** The language chosen earlier (react-admin keeps it), or the default. */
export function storedLocale(): Locale {
  try {
    return window.localStorage.getItem(LOCALE_STORE_KEY) === JSON.stringify('en') ? 'en' : DEFAULT_LOCALE;
  } catch {
    // Blocked storage: react-admin asks for the language itself.
    return DEFAULT_LOCALE;
  }
}

/**
 * Reads config.json; if it is missing or wrong, shows what is wrong instead of the page. In the demo
 * mode (mock transport `worker`) starts the mock services before anything calls them.
 */
export async function loadRuntime(root: Root): Promise<AppConfig | null> {
  const result = await loadConfig();
  if (!result.ok) {
    root.render(<ConfigErrorPage issues={result.issues} />);
    return null;
  }
  const { config } = result;
  if (config.mock.enabled && config.mock.transport === 'worker') {
    const { startMockWorker } = await import('../mocks/browser.ts');
    await startMockWorker(config);
  }
  return config;
}
