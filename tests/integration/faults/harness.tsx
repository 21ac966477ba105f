/**
 * The console's screens against the mock backend (msw/node) under jsdom, as the app composes them:
 * the registry's routes, the real HTTP client and data provider, the Thai catalogue, react-admin's
 * notifications. Only sign-in is stood in for: an auth provider that allows everything and, like the
 * console's, turns a 401 into a sign-out to /login (a 403 leaves the session alone).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { Route } from 'react-router-dom';
import {
  Admin,
  CustomRoutes,
  Notification,
  TestMemoryRouter,
  type AuthProvider,
  type TranslationMessages,
} from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { vi } from 'vitest';
import { buildMessages, loadScreenMessages, PART_MESSAGES, type Locale } from '../../../i18n/index.ts';
import { createTestIssuer } from '../../../mocks/auth/testIssuer.ts';
import { createMockServer, type MockServer } from '../../../mocks/node.ts';
import type { FaultMode } from '../../../mocks/faults.ts';
import { menuIcon } from '../../../resources/catalog/icons.tsx';
import { MASTER_LIST_CATALOG } from '../../../resources/catalog/masterLists.ts';
import { STATUS_VOCABULARIES } from '../../../resources/catalog/statuses.ts';
import { menuCatalogue, registry, resources } from '../../../resources/declared.ts';
import { MenuCatalogueProvider } from '../../../src/auth/menuContext.tsx';
import { StatusVocabularyProvider } from '../../../src/components/statusVocabularies.ts';
import { ConfigProvider } from '../../../src/config/context.tsx';
import {
  OPTIONAL_SERVICE_NAMES,
  SERVICE_NAMES,
  type AppConfig,
  type ServiceName,
} from '../../../src/config/types.ts';
import { createHttpClient } from '../../../src/data/http.ts';
import { HttpClientProvider, MasterListCatalogProvider } from '../../../src/data/masterLists.ts';
import { createQueryClient } from '../../../src/data/queryClient.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import { resourceRoute } from '../../../src/schema/resourceRoute.tsx';
// Loaded up front, as a warm console would have them: each test's time is about its screen.
import '../../../src/schema/list/GeneratedList.tsx';
import '../../../src/schema/show/GeneratedShow.tsx';
import '../../../src/schema/form/GeneratedEdit.tsx';
import '../../../src/schema/form/GeneratedCreate.tsx';

/**
 * Limits against a hang, not a speed check: the first screen a worker renders builds react-admin's
 * whole UI cold, which on a loaded two-core machine has taken over 25 s. Set per matrix file by
 * `applyMatrixTimeouts` (this module is loaded once per worker, the files share it).
 */
export const WAIT_MS = 30_000;

export function applyMatrixTimeouts(): void {
  configure({ asyncUtilTimeout: WAIT_MS });
  vi.setConfig({ testTimeout: 3 * WAIT_MS });
}

/** Every service gives up after this in the matrix (the shipped defaults are many seconds). */
export const TEST_TIMEOUT_MS = 1_000;

/**
 * In the time-out matrix no call is ever answered, so nothing can come back late: a short limit
 * shows the same screens sooner. (The other faults keep TEST_TIMEOUT_MS, well above a loaded
 * machine's pauses, so an answer is never mistaken for a time-out.)
 */
export const TIMEOUT_FAULT_MS = 50;

const shipped = JSON.parse(
  // Node's URL: under jsdom the global one is jsdom's, which readFileSync does not take.
  readFileSync(
    fileURLToPath(new globalThis.URL('../../../public/config.json', import.meta.url).href),
    'utf8',
  ),
) as AppConfig;

export const config: AppConfig = {
  ...shipped,
  services: Object.fromEntries(
    Object.entries(shipped.services).map(([name, service]) => [
      name,
      { ...service, timeoutMs: TEST_TIMEOUT_MS },
    ]),
  ) as AppConfig['services'],
};

/** Every service's time-out from now on (the HTTP client reads it per call). */
export function setServiceTimeouts(ms: number): void {
  for (const service of Object.values(config.services)) service.timeoutMs = ms;
}

/** Signs the administrator's tokens the calls carry; the mock backend verifies them. */
const issuer = createTestIssuer();
const ADMINISTRATOR = 'u-0001';

let token: Promise<string> | undefined;
export const http = createHttpClient({
  config,
  // One token for the run (valid an hour): signing per call would only cost time.
  getAccessToken: () => (token ??= issuer.mint(ADMINISTRATOR)),
});
export const dataProvider = createDataProvider({ http, resources });

/** The services the shipped config names: every required one, and the optional ones it has (audit). */
const CONFIGURED: readonly ServiceName[] = [
  ...SERVICE_NAMES,
  ...OPTIONAL_SERVICE_NAMES.filter((name) => config.services[name] !== undefined),
];

/** The service a request went to, by its base URL (longest first: `payment` vs `paymentService`). */
export function serviceOfUrl(url: string): ServiceName | undefined {
  const candidates = CONFIGURED.map((name) => ({
    name,
    base: new URL(config.services[name]!.baseUrl, window.location.origin).href.replace(/\/+$/, ''),
  })).sort((a, b) => b.base.length - a.base.length);
  return candidates.find(({ base }) => url === base || url.startsWith(`${base}/`))?.name;
}

export interface Backend {
  mock: MockServer;
  /** Services of the requests sent since the last `forget()`. */
  requested: Set<ServiceName>;
  /** The requests sent since the last `forget()`, each `METHOD /path` (no query). */
  calls: string[];
  /** Requests sent and not answered (or given up) yet. */
  pending(): number;
  forget(): void;
  faultEverything(mode: FaultMode): void;
}

export function startBackend(): Backend {
  const mock = createMockServer(config, { tokenVerifier: issuer.verifier });
  mock.server.listen({ onUnhandledRequest: 'error' });
  const requested = new Set<ServiceName>();
  const calls: string[] = [];
  const open = new Set<string>();
  mock.server.events.on('request:start', ({ request, requestId }) => {
    open.add(requestId);
    // A call the client gave up on (its time-out) never gets an answer: it has ended all the same.
    request.signal.addEventListener('abort', () => open.delete(requestId), { once: true });
    const service = serviceOfUrl(request.url);
    if (service) requested.add(service);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  const done = ({ requestId }: { requestId: string }) => open.delete(requestId);
  mock.server.events.on('response:mocked', done);
  mock.server.events.on('response:bypass', done);
  mock.server.events.on('unhandledException', done);
  return {
    mock,
    requested,
    calls,
    pending: () => open.size,
    forget: () => {
      requested.clear();
      calls.length = 0;
      open.clear();
    },
    faultEverything(mode) {
      for (const service of CONFIGURED) mock.setFault(service, mode);
    },
  };
}

export interface SignInStand {
  authProvider: AuthProvider;
  logouts: () => number;
}

/**
 * Allows everything; a 401 ends the session (react-admin then goes to /login), anything else does not.
 * As in the console's auth provider, a 401 answered after the session ended (a screen's calls fail
 * together, and under load their answers arrive ticks apart) signs nobody out again.
 */
export function signedInAsAdministrator(): SignInStand {
  let logouts = 0;
  let ended = false;
  const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => {
      logouts += 1;
      return Promise.resolve();
    },
    checkAuth: () => Promise.resolve(),
    checkError: (error: { status?: number }) => {
      if (error?.status !== 401) return Promise.resolve();
      if (ended) return Promise.reject({ logoutUser: false, message: false });
      ended = true;
      return Promise.reject(new Error('expired'));
    },
    getPermissions: () => Promise.resolve(undefined),
    canAccess: () => Promise.resolve(true),
  };
  return { authProvider, logouts: () => logouts };
}

// Every part's messages, as the console has them once each part has loaded (i18n/index.ts): the
// screens here are rendered with a provider that holds every message.
await loadScreenMessages(
  Object.entries(PART_MESSAGES).map(([part, messages]) => ({ name: `part:${part}`, messages })),
);

/** The merged catalogue of each language, built once for the file's hundred screens. */
const catalogues = new Map<Locale, TranslationMessages>();
function messagesOf(locale: Locale): TranslationMessages {
  let messages = catalogues.get(locale);
  if (!messages) {
    messages = buildMessages(locale, registry) as TranslationMessages;
    catalogues.set(locale, messages);
  }
  return messages;
}

function i18nFor(locale: Locale) {
  return polyglotI18nProvider(
    (l) => messagesOf(l === 'en' ? 'en' : 'th'),
    locale,
    [
      { locale: 'th', name: 'ไทย' },
      { locale: 'en', name: 'English' },
    ],
    { allowMissing: true },
  );
}

/** The frame without the app bar and menu: the title slot, the screen, and the notifications. */
function Frame({ children }: { children?: ReactNode }) {
  return (
    <>
      <header id="react-admin-title" />
      <main>{children}</main>
      <Notification />
    </>
  );
}

const SignInPage = () => <h1>sign-in page</h1>;

export interface OpenOptions {
  path: string;
  auth: AuthProvider;
  locale?: Locale;
  onLocation: (location: { pathname: string; search: string }) => void;
}

export function openScreen({ path, auth, locale = 'th', onLocation }: OpenOptions) {
  // The catalogues src/App.tsx provides: menus, master lists, status vocabularies.
  return render(
    <ConfigProvider config={config}>
      <MenuCatalogueProvider value={{ menus: menuCatalogue, icon: menuIcon }}>
        <MasterListCatalogProvider value={MASTER_LIST_CATALOG}>
          <StatusVocabularyProvider value={STATUS_VOCABULARIES}>
            <HttpClientProvider value={http}>
              <TestMemoryRouter initialEntries={[path]} locationCallback={onLocation}>
                <Admin
                  dataProvider={dataProvider}
                  queryClient={createQueryClient()}
                  authProvider={auth}
                  i18nProvider={i18nFor(locale)}
                  layout={Frame}
                  loginPage={SignInPage}
                  disableTelemetry
                >
                  {resources.map((def) => resourceRoute(def, resources))}
                  <CustomRoutes noLayout>
                    <Route path="/403" element={<h1>forbidden page</h1>} />
                    <Route path="/404" element={<h1>not-found page</h1>} />
                  </CustomRoutes>
                </Admin>
              </TestMemoryRouter>
            </HttpClientProvider>
          </StatusVocabularyProvider>
        </MasterListCatalogProvider>
      </MenuCatalogueProvider>
    </ConfigProvider>,
  );
}
