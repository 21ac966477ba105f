/**
 * Listeners told of every msw/node server of the mock backend (mocks/node.ts) with the config it
 * answers and the origin its relative base URLs resolve against: the tests hold its answers to the
 * services contract through one (tests/setup/contract.ts, docs/contract.md).
 */
import type { SetupServer } from 'msw/node';
import type { AppConfig } from '../src/config/index.ts';

export interface ObservedMockServer {
  config: AppConfig;
  /** Where relative base URLs point. */
  origin: string;
  /** Whether it answers the registry's declarations (not a test's own). */
  registry: boolean;
}

export type MockServerObserver = (server: SetupServer, made: ObservedMockServer) => void;

export const mockServerObservers = new Set<MockServerObserver>();
