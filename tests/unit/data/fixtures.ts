/** Shared fixtures of the data-layer tests: service config, a recording fetch and test declarations. */
import { vi } from 'vitest';
import {
  OPTIONAL_SERVICE_NAMES,
  SERVICE_NAMES,
  type AppConfig,
  type ServiceConfig,
  type ServiceName,
} from '../../../src/config/types.ts';
import {
  defineResource,
  type ResourceDeclaration,
  type ResourceDefinition,
} from '../../../src/schema/types.ts';

/**
 * Every service, the optional ones too; master uses a relative base URL (resolved against the page
 * origin), the others absolute ones.
 */
export const testServices = Object.fromEntries(
  [...SERVICE_NAMES, ...OPTIONAL_SERVICE_NAMES].map((name): [ServiceName, ServiceConfig] => [
    name,
    name === 'master'
      ? { baseUrl: '/mock-api/master/', apiKey: 'key-master' }
      : { baseUrl: `http://${name}.test/api`, apiKey: `key-${name}` },
  ]),
) as Record<ServiceName, ServiceConfig>;

export const testConfig: Pick<AppConfig, 'services'> = { services: testServices };

export interface RecordedCall {
  url: URL;
  method: string;
  headers: Headers;
  body: string | null;
  signal: AbortSignal | null;
}

/** A fetch stand-in that records each call and answers with `respond`. */
export function recordingFetch(respond: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: RecordedCall = {
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
      signal: init?.signal ?? null,
    };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fetchMock as unknown as typeof fetch, calls };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function envelope(items: unknown[], totalCount = items.length, page = 1, pageSize = 10) {
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  return {
    currentPage: page,
    hasNext: page < totalPages,
    hasPrevious: page > 1,
    pageSize,
    totalCount,
    totalPages,
    items,
  };
}

const labels = { name: 'Test', fields: {} };

/** A declaration for tests: only what the data layer reads has to be given. */
export function testResource(
  declaration: Partial<ResourceDeclaration> &
    Pick<ResourceDeclaration, 'path' | 'idField' | 'service' | 'endpoints'>,
): ResourceDefinition {
  return defineResource({
    area: 'store',
    permission: 'merchantRegister',
    fields: [],
    views: ['list'],
    recordTitle: declaration.idField,
    mock: { table: 'test' },
    i18n: { th: labels, en: labels },
    ...declaration,
  });
}
