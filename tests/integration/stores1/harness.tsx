/**
 * Stores I screens against the real mock backend (msw/node) under jsdom, through the console's HTTP
 * client and data provider; every request the screens make is recorded for exact assertions.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createMockServer, type MockServer } from '../../../mocks/node.ts';
import { issuer, USERS } from '../mocks/helpers.ts';
import type { AppConfig } from '../../../src/config/types.ts';
import { createHttpClient } from '../../../src/data/http.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import { resources } from '../../../resources/declared.ts';
import { renderConsole, testAuthProvider } from '../schema/harness.tsx';

export const config = JSON.parse(
  readFileSync(
    fileURLToPath(new globalThis.URL('../../../public/config.json', import.meta.url).href),
    'utf8',
  ),
) as AppConfig;

export interface Sent {
  method: string;
  url: URL;
  body: string;
  headers: Headers;
}

export function startBackend(): { mock: MockServer; sent: Sent[] } {
  // The mock verifies real tokens (docs/api-contract.md, "Authentication"): the admin's, from the test issuer.
  const mock = createMockServer(config, { tokenVerifier: issuer.verifier });
  const sent: Sent[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    const entry: Sent = {
      method: request.method,
      url: new URL(request.url),
      body: '',
      headers: request.headers,
    };
    sent.push(entry);
    void copy.text().then((text) => {
      entry.body = text;
    });
  });
  mock.server.listen({ onUnhandledRequest: 'error' });
  return { mock, sent };
}

export const http = createHttpClient({ config, getAccessToken: () => issuer.mint(USERS.admin) });

export function openScreen(
  path: string,
  allowed = ['list', 'show', 'create', 'edit', 'export', 'approve', 'toggle'],
) {
  return renderConsole({
    path,
    defs: resources,
    dataProvider: createDataProvider({ http, resources }),
    authProvider: testAuthProvider(new Set(allowed)),
    http,
  });
}

/** The requests to one path (relative to its service), newest last. */
export function requestsTo(sent: Sent[], path: string, method = 'GET'): Sent[] {
  return sent.filter((s) => s.method === method && s.url.pathname.endsWith(`/${path}`));
}
