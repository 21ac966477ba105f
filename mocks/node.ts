/**
 * The mock backend for vitest integration tests (msw/node): same handlers as the browser, no latency
 * by default, changes kept in memory. Call `server.listen()` / `server.close()` in the test's hooks.
 */
import { setupServer, type SetupServer } from 'msw/node';
import type { AppConfig } from '../src/config/index.ts';
import type { ServiceName } from '../src/contract/services.ts';
import { createMockDb, type CreateMockDbOptions, type MockDb } from './db/index.ts';
import { createFaultStore, type FaultMode, type FaultStore } from './faults.ts';
import { buildHandlers, type BuildHandlersOptions } from './handlers/index.ts';
import { resources as declaredResources } from '../resources/declared.ts';
import { mockServerObservers } from './observers.ts';

export interface MockServerOptions extends Omit<BuildHandlersOptions, 'faults' | 'resources'> {
  /** The declarations to answer; default the registry's (resources/declared.ts). */
  resources?: BuildHandlersOptions['resources'];
  /** Reuse a database (e.g. to check persistence); default a fresh one over an in-memory storage. */
  db?: MockDb;
  seed?: number;
  storage?: Storage;
  /** Further declared tables (mocks/db/seeds/define.ts), for a declaration not in the registry yet. */
  tables?: CreateMockDbOptions['tables'];
}

export interface MockServer {
  server: SetupServer;
  db: MockDb;
  faults: FaultStore;
  setFault(service: ServiceName, mode: FaultMode): void;
  clearFaults(): void;
}

/** Where relative base URLs point under node when there is no page (jsdom gives one). */
export const NODE_MOCK_ORIGIN = 'http://localhost';

export function createMockServer(config: AppConfig, opts: MockServerOptions = {}): MockServer {
  const { db: given, seed, storage, tables, resources = declaredResources, ...handlerOptions } = opts;
  const db = given ?? createMockDb({ seed, storage, tables });
  const faults = createFaultStore();
  const origin = opts.origin ?? (typeof location !== 'undefined' ? location.origin : NODE_MOCK_ORIGIN);
  const server = setupServer(
    ...buildHandlers(config, db, { latency: 0, ...handlerOptions, resources, origin, faults }),
  );
  for (const observe of mockServerObservers)
    observe(server, { config, origin, registry: resources === declaredResources });
  return {
    server,
    db,
    faults,
    setFault: (service, mode) => faults.set(service, mode),
    clearFaults: () => faults.clear(),
  };
}
