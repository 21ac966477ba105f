/**
 * The process screens' list tests against the real mock backend (msw/node): the console's HTTP client
 * and data provider, and every request the screens make, with its query string.
 */
import type { MockServer } from '../../../mocks/node.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import { http, startReconcileBackend } from './reconcileHarness.tsx';

export interface SeenCall {
  method: string;
  path: string;
  query: URLSearchParams;
  key: string | null;
  body: string | null;
}

export function startProcessBackend() {
  const mock: MockServer = startReconcileBackend();
  const calls: SeenCall[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: SeenCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      key: request.headers.get('Idempotency-Key'),
      body: null,
    };
    calls.push(entry);
    if (request.method !== 'GET') {
      void request
        .clone()
        .text()
        .then((text) => {
          entry.body = text;
        });
    }
  });
  return { mock, calls, http };
}

export const dataProviderFor = (defs: readonly ResourceDefinition[]) =>
  createDataProvider({ http, resources: defs });
