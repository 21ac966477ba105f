/**
 * Mock mode in the page: MSW's service worker answers every service call from the mock database kept
 * in localStorage. QA helpers live on `window.__paMock`; `?mockFault=user:500` in the URL sets faults.
 * Every answer waits 80–200 ms, as over a network; `localStorage['pa.mockLatency']` (`0`, `30`,
 * `10-40`) changes that for a browser profile, e.g. the end-to-end tests' shorter wait.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import type { AppConfig, ServiceName } from '../src/config/types.ts';
import { createMemoryStorage, createMockDb, MOCK_DB_STORAGE_KEY, type MockDb } from './db/index.ts';
import {
  applyFaultParam,
  createFaultStore,
  FAULT_URL_PARAM,
  parseFaultParam,
  type FaultMap,
  type FaultMode,
  type FaultStore,
} from './faults.ts';
import { buildHandlers, parseLatency } from './handlers/index.ts';

/** localStorage key of the answers' latency (see above). */
export const MOCK_LATENCY_STORAGE_KEY = 'pa.mockLatency';

export interface PaMockControls {
  /** Drops every change to the demo data (the seed shows again on the next call). */
  reset(): void;
  setFault(service: ServiceName, mode: FaultMode): void;
  clearFaults(): void;
  faults(): FaultMap;
  db: MockDb;
}

declare global {
  interface Window {
    __paMock?: PaMockControls;
  }
}

interface ActiveWorker {
  worker: SetupWorker;
  db: MockDb;
  faults: FaultStore;
}

let active: ActiveWorker | undefined;

/** localStorage, or memory when the browser refuses it (private mode, blocked storage). */
function pageStorage(): Storage {
  try {
    const probe = '__pa_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
}

export async function startMockWorker(config: AppConfig): Promise<void> {
  if (active) return;
  const storage = pageStorage();
  const db = createMockDb({ storage });
  const faults = createFaultStore(storage);
  applyFaultParam(window.location.search, faults);
  const latency = parseLatency(storage.getItem(MOCK_LATENCY_STORAGE_KEY));
  const worker = setupWorker(
    ...buildHandlers(config, db, { faults, latency, origin: window.location.origin }),
  );
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  active = { worker, db, faults };
  window.__paMock = {
    reset: () => db.reset(),
    setFault: (service, mode) => faults.set(service, mode),
    clearFaults: () => faults.clear(),
    faults: () => faults.all(),
    db,
  };
  const set = Object.entries(faults.all());
  if (set.length > 0) {
    console.info(
      `[mock] faults: ${set.map(([s, m]) => `${s}:${m}`).join(', ')} (clear with ?${FAULT_URL_PARAM}=off)`,
    );
  }
}

/** `http://127.0.0.1:4173/mock-api/__control/<action>` for a config whose services live under /mock-api. */
export function controlUrl(config: AppConfig, action: 'reset' | 'faults'): string | undefined {
  for (const { baseUrl } of Object.values(config.services)) {
    const at = baseUrl.indexOf('/mock-api/');
    if (at >= 0)
      return new URL(`${baseUrl.slice(0, at)}/mock-api/__control/${action}`, window.location.origin).href;
  }
  return undefined;
}

/**
 * "Reset demo data": with the worker running, drops the changes at once; over HTTP, asks the server;
 * otherwise removes the stored changes so the next start begins from the seed.
 */
export async function resetDemoData(config?: AppConfig): Promise<void> {
  if (config?.mock.enabled && config.mock.transport === 'http') {
    const url = controlUrl(config, 'reset');
    if (!url) throw new Error('No /mock-api service in the config to reset');
    const response = await fetch(url, { method: 'POST' });
    if (!response.ok) throw new Error(`Reset failed (${response.status})`);
    return;
  }
  if (active) {
    active.db.reset();
    return;
  }
  try {
    window.localStorage.removeItem(MOCK_DB_STORAGE_KEY);
  } catch {
    // Nothing was stored where nothing can be stored.
  }
}

/** In HTTP mode the server keeps the faults: `?mockFault=` is forwarded to its control route. */
export async function applyHttpFaultParam(config: AppConfig): Promise<void> {
  const raw = new URLSearchParams(window.location.search).get(FAULT_URL_PARAM);
  const url = controlUrl(config, 'faults');
  if (raw === null || !url) return;
  const { faults, off } = parseFaultParam(raw);
  const body = off ? { clear: true } : { faults };
  await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}
