/**
 * The mock backend in the page (the demo mode): the database over the page's storage, the faults and
 * every handler, its routes made from the declarations of a service when that service is first called.
 * A chunk of its own, which mocks/browser.ts asks for as it starts, beside the service worker's
 * registration and the first calls' declarations, so none of them waits for another
 * (docs/performance.md, "The demo mode").
 */
import type { HttpHandler } from 'msw';
import type { AppConfig } from '../src/config/index.ts';
import { remoteTokenVerifier, type TokenVerifier } from './auth/tokens.ts';
import { createMockDb, type MockDb } from './db/index.ts';
import { applyFaultParam, createFaultStore, type FaultStore } from './faultStore.ts';
import { buildHandlers, parseLatency, type DeclarationSource } from './handlers/index.ts';

export interface PageBackend {
  db: MockDb;
  faults: FaultStore;
  handlers: HttpHandler[];
}

export interface PageBackendOptions {
  /** localStorage (or memory when the browser refuses it): the database's changes and the faults. */
  storage: Storage;
  /** The registry's declarations, loaded service by service. */
  resources: DeclarationSource;
  tokenVerifier: TokenVerifier;
  /** The stored latency setting (`pa.mockLatency`), if any. */
  latency: string | null;
  /** The page's origin and address (`?mockFault=` sets faults). */
  location: Pick<Location, 'origin' | 'search'>;
}

export function createPageBackend(config: AppConfig, opts: PageBackendOptions): PageBackend {
  const { storage, location } = opts;
  const db = createMockDb({ storage });
  const faults = createFaultStore(storage);
  applyFaultParam(location.search, faults);
  const handlers = buildHandlers(config, db, {
    resources: opts.resources,
    faults,
    latency: parseLatency(opts.latency),
    origin: location.origin,
    tokenVerifier: opts.tokenVerifier,
  });
  return { db, faults, handlers };
}

/**
 * The token check of the sign-on provider's tokens, its discovery document and keys already asked for
 * (`pageUrl`'s origin), so the first call's check does not wait for them.
 */
export function preloadedTokenVerifier(config: AppConfig, pageUrl: string): TokenVerifier {
  const verifier = remoteTokenVerifier(config.signOn.authority);
  verifier.preload(pageUrl);
  return verifier;
}
