/**
 * Renders generated screens inside a real react-admin <Admin> (memory router, test i18n, stub data
 * provider), so tests go through resourceRoute's routes exactly as the console does.
 */
import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Route } from 'react-router-dom';
import {
  Admin,
  CustomRoutes,
  TestMemoryRouter,
  type AuthProvider,
  type GetListParams,
  type I18nProvider,
  type Identifier,
  type RaRecord,
  type TranslationMessages,
} from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { vi } from 'vitest';
import { en as engineEn } from '../../../i18n/messages/engine.ts';
import { en as recordsEn } from '../../../i18n/messages/parts/records.ts';
import { en as fieldKindsEn } from '../../../i18n/messages/fieldKinds.ts';
import { en as failuresEn } from '../../../i18n/messages/en/failures.ts';
import type { HttpClient } from '../../../src/data/http.ts';
import { menuIcon } from '../../../resources/catalog/icons.tsx';
import { MASTER_LIST_CATALOG } from '../../../resources/catalog/masterLists.ts';
import { STATUS_VOCABULARIES } from '../../../resources/catalog/statuses.ts';
import { menuCatalogue } from '../../../resources/declared.ts';
import { MenuCatalogueProvider } from '../../../src/auth/menuContext.tsx';
import { StatusVocabularyProvider } from '../../../src/components/statusVocabularies.ts';
import { createQueryClient } from '../../../src/data/queryClient.ts';
import { HttpClientProvider, MasterListCatalogProvider } from '../../../src/data/masterLists.ts';
import type {
  FetchAllPagesParams,
  LookupParams,
  PaymentAdminDataProvider,
  RunActionParams,
} from '../../../src/data/resourceDataProvider.ts';
import { resourceRoute } from '../../../src/schema/resourceRoute.tsx';
// The app loads these on first open; loading them up front keeps each test's timing about its screen.
import '../../../src/schema/list/GeneratedList.tsx';
import '../../../src/schema/show/GeneratedShow.tsx';
import '../../../src/schema/form/GeneratedEdit.tsx';
import '../../../src/schema/form/GeneratedCreate.tsx';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import { preloadDeclaredParts } from '../../../src/schema/declaredParts.ts';
import { resources } from '../../../resources/declared.ts';

// The app loads a declaration's parts with it (src/schema/declaredParts.ts); here every declaration is
// at hand, so their parts are loaded up front too, and a screen shows them in its first render.
await preloadDeclaredParts(resources);

type Tree = { [key: string]: string | Tree };

function merge(target: Tree, source: Tree): Tree {
  const out: Tree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    out[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
  }
  return out;
}

/** English react-admin + engine, records-part and failure messages + each declaration's English labels. */
export function testI18nProvider(defs: readonly ResourceDefinition[]) {
  const resources: Tree = {};
  for (const def of defs) {
    const labels = def.i18n.en;
    resources[def.name] = {
      name: labels.name,
      fields: { ...labels.fields },
      messages: { ...labels.messages },
    };
  }
  const messages = merge(
    merge(
      merge(merge(merge(englishMessages as unknown as Tree, engineEn), recordsEn), fieldKindsEn),
      failuresEn,
    ),
    { resources },
  );
  return polyglotI18nProvider(
    () => messages as unknown as TranslationMessages,
    'en',
    [{ locale: 'en', name: 'English' }],
    { allowMissing: true },
  );
}

/** Access decided per react-admin action; everything else about auth succeeds. */
export function testAuthProvider(allowed: ReadonlySet<string>): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(undefined),
    canAccess: ({ action }) => Promise.resolve(allowed.has(action)),
  };
}

export type Row = RaRecord & Record<string, unknown>;

/** An in-memory backend for one resource with spies on every call the screens make. */
export function stubDataProvider(initial: Row[]) {
  let rows = [...initial];
  const sorted = (params: GetListParams) => {
    const field = params.sort?.field;
    if (!field) return rows;
    const direction = params.sort?.order === 'DESC' ? -1 : 1;
    return [...rows].sort((a, b) => (String(a[field]) < String(b[field]) ? -direction : direction));
  };
  const provider = {
    getList: vi.fn(async (_resource: string, params: GetListParams) => {
      const q = typeof params.filter?.q === 'string' ? params.filter.q : '';
      const matching = sorted(params).filter((r) => !q || JSON.stringify(r).includes(q));
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      return { data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length };
    }),
    getOne: vi.fn(async (_resource: string, params: { id: Identifier }) => {
      const row = rows.find((r) => String(r.id) === String(params.id));
      if (!row) throw new Error('Not found');
      return { data: row };
    }),
    getMany: vi.fn(async (_resource: string, params: { ids: Identifier[] }) => ({
      data: rows.filter((r) => params.ids.map(String).includes(String(r.id))),
    })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => {
      const created: Row = { ...params.data, id: 'new-1' };
      rows = [...rows, created];
      return { data: created };
    }),
    update: vi.fn(async (_resource: string, params: { id: Identifier; data: Record<string, unknown> }) => {
      const updated: Row = { ...params.data, id: params.id };
      rows = rows.map((r) => (String(r.id) === String(params.id) ? updated : r));
      return { data: updated };
    }),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async (_resource: string, params: { id: Identifier }) => {
      const removed = rows.find((r) => String(r.id) === String(params.id));
      rows = rows.filter((r) => String(r.id) !== String(params.id));
      return { data: removed ?? { id: params.id } };
    }),
    deleteMany: vi.fn(async (_resource: string, params: { ids: Identifier[] }) => ({ data: params.ids })),
    toggleActive: vi.fn(async (_resource: string, params: { id: Identifier; previousData?: RaRecord }) => {
      const row = rows.find((r) => String(r.id) === String(params.id));
      const flipped: Row = { ...(row ?? { id: params.id }), isActive: !row?.isActive };
      rows = rows.map((r) => (String(r.id) === String(params.id) ? flipped : r));
      return { data: flipped };
    }),
    toggleItem: vi.fn(async () => ({ data: {} })),
    runAction: vi.fn(async (_resource: string, _params: RunActionParams) => ({ data: {} as unknown })),
    download: vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'x.zip' })),
    lookup: vi.fn(async (_resource: string, _params: LookupParams): Promise<unknown> => null),
    fetchAllPages: vi.fn(
      async (_resource: string, _params: FetchAllPagesParams): Promise<RaRecord[]> => rows,
    ),
  };
  // vi.fn spies are not generic like react-admin's methods; the screens only see the provider type.
  return { spies: provider, dataProvider: provider as unknown as PaymentAdminDataProvider };
}

export interface RenderOptions {
  path: string;
  defs: readonly ResourceDefinition[];
  dataProvider: PaymentAdminDataProvider;
  authProvider?: AuthProvider;
  /** HTTP client for hooks that call services directly (master lists). */
  http?: HttpClient;
  /** Receives every location, for asserting where a screen navigated to. */
  onLocation?: (location: { pathname: string; search: string }) => void;
  /** Wraps the console (e.g. a provider a test substitutes). */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** The console's own i18n provider (Thai first, parts loaded on first use) instead of the English one. */
  i18nProvider?: I18nProvider;
}

/** No app bar or menu; only the title slot react-admin's <Title> portals into. */
const unusedHttpClient: HttpClient = {
  request: () => Promise.reject(new Error('This test gave no HTTP client')),
  requestWithMeta: () => Promise.reject(new Error('This test gave no HTTP client')),
};

function Passthrough({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

function Bare({ children }: { children?: ReactNode }) {
  return (
    <>
      <header id="react-admin-title" />
      <main>{children}</main>
    </>
  );
}

export function renderConsole({
  path,
  defs,
  dataProvider,
  authProvider,
  http,
  onLocation,
  wrapper: Wrapper = Passthrough,
  i18nProvider,
}: RenderOptions) {
  // The catalogues src/App.tsx provides: menus, master lists, status vocabularies.
  return render(
    <Wrapper>
      <MenuCatalogueProvider value={{ menus: menuCatalogue, icon: menuIcon }}>
        <MasterListCatalogProvider value={MASTER_LIST_CATALOG}>
          <StatusVocabularyProvider value={STATUS_VOCABULARIES}>
            <HttpClientProvider value={http ?? unusedHttpClient}>
              <TestMemoryRouter initialEntries={[path]} locationCallback={onLocation}>
                <Admin
                  dataProvider={dataProvider}
                  queryClient={createQueryClient()}
                  authProvider={authProvider}
                  i18nProvider={i18nProvider ?? testI18nProvider(defs)}
                  layout={Bare}
                  disableTelemetry
                >
                  {defs.map((def) => resourceRoute(def, defs))}
                  <CustomRoutes noLayout>
                    <Route path="/403" element={<h1>Forbidden page</h1>} />
                    <Route path="/404" element={<h1>Not found page</h1>} />
                  </CustomRoutes>
                </Admin>
              </TestMemoryRouter>
            </HttpClientProvider>
          </StatusVocabularyProvider>
        </MasterListCatalogProvider>
      </MenuCatalogueProvider>
    </Wrapper>,
  );
}
