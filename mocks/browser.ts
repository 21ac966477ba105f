/**
 * Mock mode in the page (the demo mode): MSW's service worker answers every service call from the mock
 * database kept in localStorage. QA helpers live on `window.__paMock`; `?mockFault=user:500` in the URL
 * sets faults. Every answer waits 80–200 ms, as over a network; `localStorage['pa.mockLatency']` (`0`,
 * `30`, `10-40`) changes that for a browser profile, e.g. the end-to-end tests' shorter wait.
 *
 * This module is the chunk the entry loads in the demo mode (src/main.tsx), and it holds no MSW and no
 * mock data: it starts, at once and side by side (docs/performance.md, "The demo mode"),
 * - MSW's worker (mocks/worker.ts): its registration and activation;
 * - the backend (mocks/pageBackend.ts: the database, the seeds, every route), then the sign-on
 *   provider's keys, which the first call's token check reads;
 * - the declarations the routes are made from, through a registry of the backend's own: the console's
 *   registry makes each load wait for what the console loads with it (a declaration's parts and
 *   messages), which the backend does not need.
 * A call that reaches the worker before the backend is built waits for it.
 */
import { loadEntries, screensOf } from '../resources/declarations.ts';
import { registry } from '../resources/index.ts';
import type { AppConfig, ServiceName } from '../src/config/types.ts';
import { createLazyRegistry } from '../src/schema/index.ts';
import type { MockDb } from './db/index.ts';
import { createMemoryStorage, MOCK_DB_STORAGE_KEY } from './db/storage.ts';
import { FAULT_URL_PARAM, parseFaultParam, type FaultMap, type FaultMode } from './faultStore.ts';
import type { PageBackend } from './pageBackend.ts';
import { mockedServices, resolveBaseUrl } from './services.ts';

/** localStorage key of the answers' latency (see above). */
export const MOCK_LATENCY_STORAGE_KEY = 'pa.mockLatency';

/** MSW's worker script (`npx msw init public`, package.json `msw.workerDirectory`). */
const WORKER_SCRIPT = '/mockServiceWorker.js';

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

/** The backend once started (the worker active, the backend built); the first start's, for every caller. */
let started: Promise<PageBackend> | undefined;

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

async function start(config: AppConfig): Promise<PageBackend> {
  const storage = pageStorage();
  const worker = import('./worker.ts');
  const code = import('./pageBackend.ts');
  const resources = loadEntries(registry, createLazyRegistry(registry)).then(screensOf);
  const tokenVerifier = code.then((m) => m.preloadedTokenVerifier(config, window.location.href));
  const backend = Promise.all([code, resources, tokenVerifier]).then(([m, defs, verifier]) =>
    m.createPageBackend(config, {
      storage,
      resources: defs,
      tokenVerifier: verifier,
      latency: storage.getItem(MOCK_LATENCY_STORAGE_KEY),
      location: window.location,
    }),
  );
  const { origin } = window.location;
  const baseUrls = mockedServices(config).map((s) =>
    resolveBaseUrl(config.services[s]?.baseUrl ?? '', origin),
  );
  const handlers = backend.then((b) => b.handlers);
  // Handled where the worker's handler awaits it, and below.
  handlers.catch(() => undefined);
  const [, built] = await Promise.all([
    worker.then((m) => m.startWorker(WORKER_SCRIPT, baseUrls, handlers)),
    backend,
  ]);
  const { db, faults } = built;
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
  return built;
}

/** Starts the mock services once; resolves when the worker answers this page with the backend built. */
export function startMockWorker(config: AppConfig): Promise<void> {
  const first = (started ??= start(config));
  // A failed start is forgotten: a later call tries again.
  first.catch(() => {
    if (started === first) started = undefined;
  });
  return first.then(() => undefined);
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
  const backend = await started?.catch(() => undefined);
  if (backend) {
    backend.db.reset();
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
