/**
 * The entry and, with App.tsx, the composition root: fonts, then one of two boots (docs/performance.md,
 * "Bytes").
 * - A public page (sign-in, registration) opened with no stored sign-in loads src/public.tsx: the
 *   page itself on MUI and the messages, without react-admin's <Admin>, the registry or the shell.
 * - Everything else loads the console (bootConsole in src/App.tsx). A public page with a stored
 *   sign-in goes there too: the console's sign-in page sends a signed-in user to their account page,
 *   and the console applies the multi-tab rule to the stored session first.
 * Both get from here what starts the mock services; the public pages their i18n provider too. Only
 * src/boot/entry.ts is imported statically: anything else would bring a boot's chunk into the entry.
 * Vite asks for all of a boot's chunks at once when it is imported.
 */
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/600.css';
import '@fontsource/kanit/400.css';
import { askConfig, opensOnItsOwn, runsMocksInPage } from './boot/entry.ts';
import type { AppConfig } from './config/types.ts';
import type { StartMocks } from './runtime.tsx';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The code could not load (offline, a deployment replaced it): say so in both languages, as text. */
function notLoaded(root: HTMLElement) {
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'font-family: Sarabun, system-ui, sans-serif; max-width: 720px; margin: 64px auto;';
  message.textContent = 'โหลดหน้านี้ไม่สำเร็จ กรุณาโหลดหน้าใหม่ / This page could not be loaded. Please reload it.';
  root.replaceChildren(message);
}

/** config.json, asked for once (index.html preloads it): the boot reads and checks it. */
const config = askConfig();

/**
 * The mock code loads only in the demo mode (mock transport `worker`). It starts as soon as config.json
 * says so, while the boot's code is still loading (docs/performance.md, "The demo mode"), and builds the
 * mock backend once the boot has checked the config (`startMocks`, called only with a valid config).
 */
let checkedConfig: (config: AppConfig) => void = () => undefined;
const checked = new Promise<AppConfig>((resolve) => {
  checkedConfig = resolve;
});
let mocks: Promise<void> | undefined;
const startMockServices = () =>
  (mocks ??= import('../mocks/browser.ts').then((m) => m.startMockWorker(checked)));
const startMocks: StartMocks = (valid) => {
  checkedConfig(valid);
  return startMockServices();
};
// Peeks at a copy of the answer (the boot reads the answer itself); the boot reports any failure.
void config
  .then((response) => response.clone().json())
  .then((raw: unknown) => (runsMocksInPage(raw) ? startMockServices() : undefined))
  .catch(() => undefined);

const root = document.getElementById('root') as HTMLElement;

const boot = opensOnItsOwn(window.location.pathname, storage())
  ? Promise.all([import('./public.tsx'), import('../i18n/index.ts')]).then(([page, i18n]) =>
      page.bootPublic(root, { i18n: i18n.createI18nProvider([]), startMocks, config }),
    )
  : Promise.all([import('./boot/earlyStart.ts'), import('../resources/index.ts')]).then(([m, registry]) => {
      // The stored session's check and the first page start as soon as their chunk arrives (index.html
      // preloads it, with the registry's heads); the opened screen's declaration loads beside (App takes
      // the same load over; a failure is its to report). The console's code is asked for once
      // config.json is checked and, in the demo mode, the mock services answer: their start (MSW's, the
      // backend's) and the first calls do not queue behind its evaluation on the main thread, and it
      // loads and runs during those calls' latency. A config that fails
      // its check loads it at once, for the boot to show what is wrong.
      registry.lazyRegistry.loadAt(window.location.pathname).catch(() => undefined);
      // On the start page, the declarations of the lists its counts are read from (the page's code and
      // messages start with the console's boot, src/app/startPage.tsx).
      m.preloadQueueDeclarations(registry.lazyRegistry);
      const early = m.startEarly(
        startMocks,
        m.firstPagesOf(registry.lazyRegistry.heads),
        window.location,
        config,
      );
      const code = () => import('./App.tsx');
      return early.config.then(code, code).then((app) => app.bootConsole(root, { startMocks, early }));
    });
boot.catch((error: unknown) => {
  console.error(error);
  notLoaded(root);
});
