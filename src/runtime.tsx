/**
 * What both boots (bootConsole in src/App.tsx, src/public.tsx) do first. The composition root
 * (src/main.tsx) hands them what starts the mock services, so this module imports none of the app.
 */
import type { Root } from 'react-dom/client';
import { readRuntime, type StartMocks } from './boot/earlyStart.ts';
import type { AppConfig } from './config/types.ts';
import type { ConfigResult } from './config/validate.ts';
import { ConfigErrorPage } from './pages/ConfigErrorPage.tsx';

export type { StartMocks };
export { readRuntime };

/** react-admin's store entry of the chosen language (App.tsx's store, app key `payment-admin`). */
const LOCALE_STORE_KEY = 'RaStorepayment-admin.locale';

/** The language chosen earlier (react-admin keeps it), if any. */
export function chosenLocale(): string | undefined {
  try {
    const raw = window.localStorage.getItem(LOCALE_STORE_KEY);
    const value: unknown = raw === null ? undefined : JSON.parse(raw);
    return typeof value === 'string' ? value : undefined;
  } catch {
    // Blocked storage or a value not written by react-admin: react-admin asks for the language itself.
    return undefined;
  }
}

/**
 * Reads config.json (or takes the read the entry started: src/boot/earlyStart.ts); if it is missing
 * or wrong, shows what is wrong instead of the page. In the demo mode (mock transport `worker`) the
 * mock services have started before anything calls them.
 */
export async function loadRuntime(
  root: Root,
  startMocks: StartMocks,
  started: Promise<ConfigResult> = readRuntime(startMocks),
): Promise<AppConfig | null> {
  const result = await started;
  if (!result.ok) {
    root.render(<ConfigErrorPage issues={result.issues} />);
    return null;
  }
  return result.config;
}
