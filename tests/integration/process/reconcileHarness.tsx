/**
 * The reconcile screens against the real mock backend (msw/node) under jsdom: the console's HTTP
 * client, react-admin's context with the screens' own messages, and the statement parser run in place
 * (jsdom has no Worker).
 */
import { readFileSync } from 'node:fs';
import { File as NodeFile } from 'node:buffer';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import { AdminContext, testDataProvider, TestMemoryRouter, type AuthProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { deepMerge } from '../../../i18n/index.ts';
import { DEV_PROFILE_SIGNING_JWK } from '../../../mocks/idp/dev-keys.ts';
import { createMockServer, type MockServer } from '../../../mocks/node.ts';
import type { AppConfig } from '../../../src/config/types.ts';
import { createHttpClient, type HttpClient } from '../../../src/data/http.ts';
import { HttpClientProvider } from '../../../src/data/masterLists.ts';
import { en, th } from '../../../resources/process/reconcile/messages.ts';
import raThai from '../../../i18n/ra-th.ts';
import type { ParseStatement } from '../../../resources/process/reconcile/useStatementParse.ts';
import { parseStatement } from '../../../resources/process/reconcile/statementParser.ts';
import ReconcileDetailPage from '../../../resources/process/reconcile/ReconcileDetailPage.tsx';
import { httpClientUpload, type UploadStatement } from '../../../resources/process/reconcile/reconcileApi.ts';
import { issuer, USERS } from '../mocks/helpers.ts';

export const config = JSON.parse(
  readFileSync(
    fileURLToPath(new globalThis.URL('../../../public/config.json', import.meta.url).href),
    'utf8',
  ),
) as AppConfig;

/**
 * The mock services, checking the tokens of the helpers' test issuer like any other mock test. Calls
 * go as operations staff until a render says otherwise: files share this module (vitest.config.ts),
 * so the user a file signed in last must not carry over to the next file's backend.
 */
export function startReconcileBackend(): MockServer {
  signedIn = USERS.ops;
  const mock = createMockServer(config, {
    tokenVerifier: issuer.verifier,
    signingKey: DEV_PROFILE_SIGNING_JWK,
  });
  mock.server.listen({ onUnhandledRequest: 'error' });
  return mock;
}

/** The parser of the worker, run in place, with the same progress callbacks. */
export const parseInPlace: ParseStatement = (file, bank, onProgress) => ({
  result: file.arrayBuffer().then((buffer) => ({
    result: parseStatement(new Uint8Array(buffer), bank, { onProgress }),
    parseMs: 0,
  })),
  cancel: () => undefined,
});

let nodeFormData: typeof FormData | undefined;

/**
 * Under jsdom, FormData and File are jsdom's while fetch is Node's, which cannot read them: the
 * multipart body is rebuilt with Node's own classes, as a browser would send it.
 */
async function toNodeBody(body: BodyInit | null | undefined): Promise<BodyInit | null | undefined> {
  if (!(body instanceof FormData)) return body;
  nodeFormData ??= (
    await new Response('a=1', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }).formData()
  ).constructor as typeof FormData;
  const out = new nodeFormData();
  for (const [key, value] of body.entries()) {
    if (typeof value === 'string') out.append(key, value);
    else {
      const bytes = new Uint8Array(await value.arrayBuffer());
      out.append(key, new NodeFile([bytes], value.name, { type: value.type }) as unknown as Blob, value.name);
    }
  }
  return out;
}

/** Who the screens call the mock services as; renderReconcile sets it (default operations staff). */
let signedIn: string = USERS.ops;

/** The user whose token the harness's calls carry now. */
export const currentCaller = (): string => signedIn;

export const http: HttpClient = createHttpClient({
  config,
  getAccessToken: () => issuer.mint(signedIn),
  fetch: async (input, init) => globalThis.fetch(input, { ...init, body: await toNodeBody(init?.body) }),
});

/** react-admin's catalogue and the reconcile messages only: a key the screens miss shows as itself. */
const i18nProviderFor = (locale: 'th' | 'en') =>
  polyglotI18nProvider(
    (l) => (l === 'th' ? deepMerge(raThai as never, th) : deepMerge(englishMessages as never, en)) as never,
    locale,
    [
      { locale: 'th', name: 'ไทย' },
      { locale: 'en', name: 'English' },
    ],
  );

export function authWith(actions: readonly string[]): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(undefined),
    canAccess: ({ action, resource }) =>
      Promise.resolve(resource === 'management/reconcile' && actions.includes(action)),
  };
}

export interface RenderReconcileOptions {
  path?: string;
  /** The signed-in user whose token the calls carry (USERS of the mock helpers). */
  as?: string;
  /** What canAccess grants on the reconcile screens; keep it to what `as`'s role has. */
  actions?: readonly string[];
  upload?: UploadStatement;
  locale?: 'th' | 'en';
  onLocation?: (location: { pathname: string; search: string }) => void;
}

export function renderReconcile({
  path = '/management/reconcile/detail',
  as = USERS.ops,
  actions = ['list', 'show', 'create', 'edit'],
  upload,
  locale = 'en',
  onLocation,
}: RenderReconcileOptions = {}) {
  signedIn = as;
  return render(
    <HttpClientProvider value={http}>
      <TestMemoryRouter initialEntries={[path]} locationCallback={onLocation}>
        <AdminContext
          dataProvider={testDataProvider()}
          authProvider={authWith(actions)}
          i18nProvider={i18nProviderFor(locale)}
        >
          <ReconcileDetailPage parse={parseInPlace} upload={upload ?? httpClientUpload(http)} />
        </AdminContext>
      </TestMemoryRouter>
    </HttpClientProvider>,
  );
}
