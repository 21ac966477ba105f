/**
 * The composition root (with console.tsx): react-admin's admin (layout/ConsoleAdmin.tsx) composed from
 * the runtime config, the providers, the resource registry, the i18n catalogue and, in mock mode, the
 * mock backend. Nothing else under src/ imports resources/, i18n/ or mocks/ (eslint.config.js;
 * docs/architecture.md).
 */
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { CustomRoutes, Resource } from 'react-admin';
import { lazyRegistry, menuCatalogue } from '../resources/index.ts';
import { menuIcon } from '../resources/catalog/icons.tsx';
import { MASTER_LIST_CATALOG } from '../resources/catalog/masterLists.ts';
import { STATUS_VOCABULARIES } from '../resources/catalog/statuses.ts';
import { StatusVocabularyProvider } from './components/statusVocabularies.ts';
import { createI18nProvider, loadLocale, loadScreenMessages, refreshLabels } from '../i18n/index.ts';
import { createAuthProvider } from './auth/authProvider.ts';
import { MenuCatalogueProvider, type MenuContextValue } from './auth/menuContext.tsx';
import { ConfigProvider } from './config/context.tsx';
import type { AppConfig } from './config/types.ts';
import type { ResourceDefinition, ViewName } from './schema/types.ts';
import { loadPartMessages } from './components/partMessages.ts';
import { createHttpClient, fetchWithTimeout, sessionCheckTimeoutMs } from './data/http.ts';
import { HttpClientProvider, MasterListCatalogProvider } from './data/masterLists.ts';
import { createQueryClient } from './data/queryClient.ts';
import { createDataProvider } from './data/resourceDataProvider.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { ConsoleAdmin } from './layout/ConsoleAdmin.tsx';
import { chosenStartPath, readSettings, useSettings } from './layout/settings.ts';
import { buildTheme } from './layout/themes.ts';
import { ShellProvider, type LookupSupport, type ShellExtras } from './layout/shellContext.tsx';
import { declaredResource } from './schema/resourceRoute.tsx';
import { IntentProvider, intentPrefetcher } from './loading/index.ts';
import { preloadView } from './schema/routing/lazyViews.ts';
import { preloadDeclaredParts } from './schema/declaredParts.ts';
import { preferenceKeepingStore } from './layout/preferenceStore.ts';
import { withDeclarationsLoaded } from './data/declarationsLoaded.ts';
import {
  AccountPage,
  CallbackPage,
  ForbiddenPage,
  HomePage,
  LoginPage,
  LoginUnprotectedPage,
  NotFoundPage,
  PlaceholderPage,
  RegisterPage,
  RegisterUnprotectedPage,
} from './pages/lazyPages.ts';
import { PlainTranslateProvider } from './components/plainTranslate.ts';
import { firstScreenOf, preloadToday, todayRoute } from './app/startPage.tsx';
import type { BootHandles } from './boot/handles.ts';
import { CrashPage } from './pages/CrashPage.tsx';
import { chosenLocale, loadRuntime, type StartMocks } from './runtime.tsx';
import { startBootSession } from './boot/session.ts';
import { useSessionChecked } from './boot/sessionGate.ts';
import { firstPagesOf, startEarly, type EarlyStart } from './boot/earlyStart.ts';
import { earlyResponses, firstScreenList } from './loading/firstPage.ts';
import { preloadRouteChunks } from './loading/routeChunks.ts';

/** Menus whose screens are not declared yet still get their route, so the menu and guards work. */
const placeholderNames = lazyRegistry.heads.filter((head) => head.placeholder).map((head) => head.name);
/** Every declared screen's `<Resource>`; its routes come with its declaration (src/schema/lazyRegistry.ts). */
const declaredResources = lazyRegistry.heads
  .filter((head) => !head.placeholder)
  .map((head) => declaredResource(head, lazyRegistry));

/**
 * Labels of the declarations loaded so far; a declaration's load ends once its labels, the messages its
 * screen keeps beside it and the code of its parts (src/schema/declaredParts.ts) are in. Neither of the
 * last two fails the load: a part whose code did not come loads when it is shown, and a message that
 * did not shows its key, where the failed declaration would have shown nothing.
 */
const i18nProvider = createI18nProvider(() => lazyRegistry.entries());
const besideDeclarations = (loaded: readonly ResourceDefinition[], labelsIn: boolean) =>
  Promise.all([
    loadScreenMessages(
      loaded.flatMap((def) => {
        const messages = lazyRegistry.head(def.name)?.messages;
        return messages ? [{ name: def.name, messages }] : [];
      }),
    )
      .catch(() => false)
      .then((added) => (added || !labelsIn ? refreshLabels(i18nProvider) : undefined)),
    preloadDeclaredParts(loaded).catch(() => undefined),
  ]).then(() => undefined);
lazyRegistry.onLoad((loaded) => besideDeclarations(loaded, false));
/**
 * The declarations the entry loaded before this module ran (src/boot/): their labels are in (the
 * provider reads the registry when it is made), what lies beside them is awaited before the first render.
 */
const besideEarlyDeclarations = besideDeclarations(
  lazyRegistry.heads.flatMap((head) => lazyRegistry.peek(head.name) ?? []),
  true,
);

/**
 * A view's code and, for a record's views and a settings page, the messages they show (the `records`
 * part, i18n/index.ts): side by side, so a record opened does not wait for one after the other.
 */
const loadView = (def: ResourceDefinition, view: ViewName) =>
  view === 'list' && !def.settings
    ? preloadView(def, view)
    : Promise.all([preloadView(def, view), loadPartMessages(i18nProvider, 'records')]);

/** A screen's permission key: its declaration's, else the menu whose route contains it. */
const permissionOf = (name: string) =>
  lazyRegistry.head(name)?.permission ?? menuCatalogue.keyForResource(name);
const menuContext: MenuContextValue = {
  menus: menuCatalogue,
  icon: menuIcon,
  // A failed load is tried again when the screen opens, which reports it.
  prepare: (resource) => void lazyRegistry.load(resource).catch(() => undefined),
};

/** The top bar's record look-up (docs/lookup.md): the declarations say how records are found. */
const lookup: LookupSupport = { registry: lazyRegistry };

const ToForbidden = () => <Navigate to="/403" replace />;
const ToNotFound = () => <Navigate to="/404" replace />;

export type { BootHandles };

export function App({ config, boot }: { config: AppConfig; boot?: BootHandles }) {
  const [settings] = useSettings();
  const theme = useMemo(() => buildTheme(settings), [settings]);
  const store = useMemo(preferenceKeepingStore, []);
  const queryClient = useMemo(createQueryClient, []);
  const authProvider = useMemo(
    () =>
      boot?.authProvider ??
      createAuthProvider(config, {
        menus: menuCatalogue,
        // The session check at every page load gives up instead of waiting forever on a silent service.
        fetch: fetchWithTimeout(sessionCheckTimeoutMs(config)),
        resolvePermission: permissionOf,
        startPath: chosenStartPath,
      }),
    [config, boot],
  );
  const http = useMemo(
    () =>
      createHttpClient({ config, getAccessToken: () => authProvider.getAccessToken(), early: boot?.early }),
    [config, authProvider, boot],
  );
  const dataProvider = useMemo(
    () =>
      withDeclarationsLoaded(createDataProvider({ http, getResource: lazyRegistry.peek }), {
        ready: (name) => lazyRegistry.peek(name) !== undefined,
        // A call needs the declaration only, not what loads beside it (messages, its parts' code).
        load: lazyRegistry.declaration,
      }),
    [http],
  );
  const afterCheck = useMemo(
    () => ({
      identity: boot?.authProvider?.getIdentity,
      firstScreen: firstScreenOf(boot, queryClient, dataProvider, authProvider, i18nProvider),
    }),
    [boot, queryClient, dataProvider, authProvider],
  );
  const sessionChecked = useSessionChecked(queryClient, boot?.sessionCheck, afterCheck);
  const intent = useMemo(
    () =>
      intentPrefetcher({
        registry: lazyRegistry,
        dataProvider,
        queryClient,
        allowed: (resource, action) => authProvider.verifiedAccess({ resource, action }),
        loadView,
        masterLists: { http, catalog: MASTER_LIST_CATALOG },
      }),
    [dataProvider, queryClient, authProvider, http],
  );
  // The mock code is imported on demand, so a console with mocks off never loads it.
  const shell = useMemo<ShellExtras>(
    () =>
      config.mock.enabled
        ? { lookup, resetDemoData: () => import('../mocks/browser.ts').then((m) => m.resetDemoData(config)) }
        : { lookup },
    [config],
  );

  return (
    <ConfigProvider config={config}>
      {/* The public pages' translate (components/plainTranslate.ts): the provider's own. */}
      <PlainTranslateProvider value={i18nProvider.translate}>
        <MenuCatalogueProvider value={menuContext}>
          <ShellProvider value={shell}>
            <HttpClientProvider value={http}>
              <MasterListCatalogProvider value={MASTER_LIST_CATALOG}>
                <StatusVocabularyProvider value={STATUS_VOCABULARIES}>
                  <IntentProvider value={intent}>
                    <ConsoleAdmin
                      title="Payment Admin"
                      authProvider={authProvider}
                      dataProvider={dataProvider}
                      i18nProvider={i18nProvider}
                      store={store}
                      queryClient={queryClient}
                      theme={theme}
                      layout={AppLayout}
                      loginPage={LoginPage}
                      catchAll={ToNotFound}
                      accessDenied={ToForbidden}
                      sessionChecked={sessionChecked}
                      disableTelemetry
                    >
                      {declaredResources}
                      {placeholderNames.map((name) => (
                        <Resource key={name} name={name} list={PlaceholderPage} />
                      ))}
                      <CustomRoutes noLayout>
                        <Route path="/" element={<HomePage />} />
                        <Route path="/callback" element={<CallbackPage />} />
                        <Route path="/register" element={<RegisterPage />} />
                        <Route path="/login-unprotected" element={<LoginUnprotectedPage />} />
                        <Route path="/register-unprotected" element={<RegisterUnprotectedPage />} />
                        <Route path="/403" element={<ForbiddenPage />} />
                        <Route path="/404" element={<NotFoundPage />} />
                      </CustomRoutes>
                      <CustomRoutes>
                        <Route path="/app/account" element={<AccountPage />} />
                        {todayRoute}
                      </CustomRoutes>
                    </ConsoleAdmin>
                  </IntentProvider>
                </StatusVocabularyProvider>
              </MasterListCatalogProvider>
            </HttpClientProvider>
          </ShellProvider>
        </MenuCatalogueProvider>
      </PlainTranslateProvider>
    </ConfigProvider>
  );
}

/** English is not in the first screen's code: with English chosen, its messages load with the console's code. */
function preloadChosenLocale() {
  if (chosenLocale() === 'en') void loadLocale('en').catch(() => undefined);
}

/**
 * The console's boot (docs/performance.md), called by src/main.tsx for every page but a public page
 * opened without a stored sign-in: index.html preloads config.json and the chunk both boots share;
 * the entry has started reading config.json and the stored session's check from there
 * (src/boot/earlyStart.ts) while this chunk loaded. Here the opened screen's code loads, and the auth
 * provider takes the check over. Nothing guarded renders before it has passed.
 */
export async function bootConsole(
  element: HTMLElement,
  { startMocks, early }: { startMocks: StartMocks; early?: EarlyStart },
) {
  const root = createRoot(element);
  document.documentElement.dir = readSettings().direction;
  // The entry has applied the multi-tab rule before it started anything (src/boot/earlyStart.ts).
  const started = early ?? startEarly(startMocks, firstPagesOf(lazyRegistry.heads));
  preloadChosenLocale();
  // The opened screen's declaration (the entry has asked for it already), then its view's code. A failed
  // load is tried again by the route, which shows the error if it fails again.
  const opened = lazyRegistry.loadAt(window.location.pathname).catch(() => undefined);
  void opened.then((def) => def && preloadRouteChunks(def, loadView));
  preloadToday(i18nProvider);
  const config = await loadRuntime(root, startMocks, started.config);
  if (!config) return;
  const session = startBootSession(config, {
    earlySession: await started.session,
    menus: menuCatalogue,
    // The session check at every page load gives up instead of waiting forever on a silent service.
    fetch: fetchWithTimeout(sessionCheckTimeoutMs(config)),
    resolvePermission: permissionOf,
    startPath: chosenStartPath,
  });
  const firstPage = await started.firstPage;
  // Before the first render, so the opened screen renders at once instead of suspending.
  const openedDef = await opened;
  await besideEarlyDeclarations;
  const boot: BootHandles = {
    authProvider: session.authProvider,
    early: earlyResponses(firstPage),
    sessionCheck: session.check,
    firstList: firstPage && openedDef ? firstScreenList([openedDef]) : undefined,
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
