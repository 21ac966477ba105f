/** Shared set-up of the mock backend tests: the shipped config, a node mock server and a small client. */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig, ServiceConfig, ServiceName } from '../../../src/config/types.ts';
import { createTestIssuer } from '../../../mocks/auth/testIssuer.ts';
import { DEV_PROFILE_SIGNING_JWK } from '../../../mocks/idp/dev-keys.ts';
import {
  createMockServer,
  NODE_MOCK_ORIGIN,
  type MockServer,
  type MockServerOptions,
} from '../../../mocks/node.ts';
import type { PagedEnvelope } from '../../../src/contract/paged.ts';

// By path, not `new URL(…, import.meta.url)`: the screen tests (jsdom) import these helpers too, and
// there that pattern is rewritten into a served asset URL.
export const config = JSON.parse(
  readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../../public/config.json'), 'utf8'),
) as AppConfig;

/** Signs the tokens the calls carry; the mock server verifies them with its public key. */
export const issuer = createTestIssuer();

/** Demo accounts by role (mocks/accounts.ts). */
export const USERS = { admin: 'u-0001', ops: 'u-0002', finance: 'u-0003', viewer: 'u-0004' } as const;

export function serviceUrl(
  service: ServiceName,
  path: string,
  query?: Record<string, string | number>,
): string {
  const url = new URL(
    `${(config.services[service] as ServiceConfig).baseUrl.replace(/\/+$/, '')}/${path}`,
    NODE_MOCK_ORIGIN,
  );
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  return url.href;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  query?: Record<string, string | number>;
  /** `bearer` (default), `apiKey` (the service's key), or `none`. */
  auth?: 'bearer' | 'apiKey' | 'none';
  /** Whose token a bearer call carries; default the administrator. */
  as?: string;
  headers?: Record<string, string>;
  /**
   * The If-Match of a write (docs/api-contract.md, "Versions and conflicts"): `*` (any version) unless
   * the call's `headers` name one; `null` sends none.
   */
  ifMatch?: string | null;
  signal?: AbortSignal;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function call(service: ServiceName, path: string, opts: CallOptions = {}): Promise<Response> {
  const headers = new Headers(opts.headers);
  const auth = opts.auth ?? 'bearer';
  if (auth === 'bearer') headers.set('Authorization', `Bearer ${await issuer.mint(opts.as ?? USERS.admin)}`);
  if (auth === 'apiKey') headers.set('x-api-key', (config.services[service] as ServiceConfig).apiKey);
  if (opts.body !== undefined) headers.set('Content-Type', 'application/json');
  const ifMatch = opts.ifMatch === undefined ? '*' : opts.ifMatch;
  if (!READS.has(opts.method ?? 'GET') && ifMatch !== null && !headers.has('If-Match'))
    headers.set('If-Match', ifMatch);
  return fetch(serviceUrl(service, path, opts.query), {
    method: opts.method ?? 'GET',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  });
}

export async function callJson<T = unknown>(service: ServiceName, path: string, opts: CallOptions = {}) {
  const response = await call(service, path, opts);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

export type Envelope<T = Record<string, unknown>> = PagedEnvelope<T>;

export function startMockServer(opts: MockServerOptions = {}): MockServer {
  // The dev server's ES256 profile key, used directly: no dev server runs here.
  const mock = createMockServer(config, {
    tokenVerifier: issuer.verifier,
    signingKey: DEV_PROFILE_SIGNING_JWK,
    ...opts,
  });
  mock.server.listen({ onUnhandledRequest: 'error' });
  return mock;
}
