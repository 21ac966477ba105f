/**
 * Mock mode in the page (the demo mode): MSW's service worker answers every service call from the mock
 * database kept in localStorage. QA helpers live on `window.__paMock`; `?mockFault=user:500` in the URL
 * sets faults. Every answer waits 80–200 ms, as over a network; `localStorage['pa.mockLatency']` (`0`,
 * `30`, `10-40`) changes that for a browser profile, e.g. the end-to-end tests' shorter wait.
 *
 * This module is the chunk the entry loads in the demo mode (src/main.tsx), as soon as config.json says
 * so, and it holds no MSW and no mock data: it starts, at once and side by side (docs/performance.md,
 * "The demo mode"),
 * - the service worker's registration (our script around MSW's, without MSW's code), then MSW's worker
 *   (mocks/worker.ts) once this page is controlled;
 * - the backend (mocks/pageBackend.ts: the database, the seeds, every route), then the sign-on
 *   provider's keys, which the first call's token check reads;
 * - the declarations of the first calls (the session's profile, the opened screen's list), through a
 *   registry of the backend's own: the console's registry makes each load wait for what the console
 *   loads with it (a declaration's parts and messages), which the backend does not need. Another
 *   service's declarations load with its first call, and all of them with the first write.
 * A call that reaches the worker before the backend is built waits for it.
 */
import { declarationsByService } from '../resources/declarations.ts';
import { registry } from '../resources/index.ts';
import type { AppConfig } from '../src/config/index.ts';
import type { ServiceName } from '../src/contract/services.ts';
import { createLazyRegistry } from '../src/schema/index.ts';
import type { MockDb } from './db/index.ts';
import { createMemoryStorage, MOCK_DB_STORAGE_KEY } from './db/storage.ts';
import { FAULT_URL_PARAM, parseFaultParam, type FaultMap, type FaultMode } from './faultStore.ts';
import type { PageBackend } from './pageBackend.ts';
import { mockedServices, resolveBaseUrl } from './services.ts';

/** localStorage key of the answers' latency (see above). */
export const MOCK_LATENCY_STORAGE_KEY = 'pa.mockLatency';

/**
 * The worker script: MSW's (`npx msw init public`, package.json `msw.workerDirectory`), imported unchanged
 * behind a filter that keeps the console's code and the backend's own calls from MSW (public/mockWorker.js).
 */
const WORKER_SCRIPT = '/mockWorker.js';

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

/**
 * Registers MSW's worker script at once, without MSW's code, and resolves when this page is in the
 * worker's hands. MSW's `worker.start` then takes the registration over (it reuses the one it finds),
 * and only once the page is controlled: MSW reloads a page that has its worker registered and no
 * controller (after a hard reload), so it must not find the worker still installing. A returning visit
 * is controlled already; a fresh registration installs, activates and claims the page (the worker
 * script skips waiting and claims its clients). An active worker that does not control the page (a hard
 * reload) is left to MSW, which reloads the page, as it always did.
 */
async function controlledBy(scriptUrl: string): Promise<void> {
  // Without service workers (a page that is not a secure context) MSW's start says so.
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (container.controller) return;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(scriptUrl);
  } catch {
    // MSW's start registers again, and says what is wrong (a missing script, a scope).
    return;
  }
  const incoming = registration.installing ?? registration.waiting;
  if (container.controller || !incoming) return;
  await new Promise<void>((resolve) => {
    const settle = () => {
      if (!container.controller && incoming.state !== 'redundant') return;
      container.removeEventListener('controllerchange', settle);
      incoming.removeEventListener('statechange', settle);
      resolve();
    };
    container.addEventListener('controllerchange', settle);
    // A worker that fails to install is redundant: MSW's start reports what it finds.
    incoming.addEventListener('statechange', settle);
    settle();
  });
}

async function start(given: AppConfig | Promise<AppConfig>): Promise<PageBackend> {
  const storage = pageStorage();
  const controlled = controlledBy(WORKER_SCRIPT);
  const worker = import('./worker.ts');
  const code = import('./pageBackend.ts');
  const lazy = createLazyRegistry(registry);
  const resources = declarationsByService(registry, lazy);
  // The declarations of the first calls: the session's profile (the user service) and the opened
  // screen's list. Those of another service load with its first call, and all of them with the first
  // write (its audit trail needs them).
  const opened = registry.find((entity) => entity.name === lazy.headAt(window.location.pathname)?.name);
  for (const service of new Set(['user', opened?.service]))
    if (service) void resources.forService(service).catch(() => undefined);
  const config = Promise.resolve(given);
  const tokenVerifier = Promise.all([code, config]).then(([m, c]) =>
    m.preloadedTokenVerifier(c, window.location.href),
  );
  const backend = Promise.all([code, config, tokenVerifier]).then(([m, c, verifier]) =>
    m.createPageBackend(c, {
      storage,
      resources,
      tokenVerifier: verifier,
      latency: storage.getItem(MOCK_LATENCY_STORAGE_KEY),
      location: window.location,
    }),
  );
  const handlers = backend.then((b) => b.handlers);
  // Handled where the worker's handler awaits it, and below.
  handlers.catch(() => undefined);
  const listening = Promise.all([worker, config, controlled]).then(([m, c]) => {
    const { origin } = window.location;
    const baseUrls = mockedServices(c).map((s) => resolveBaseUrl(c.services[s]?.baseUrl ?? '', origin));
    return m.startWorker(WORKER_SCRIPT, baseUrls, handlers);
  });
  const [, built] = await Promise.all([listening, backend]);
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

/**
 * Starts the mock services once; resolves when the worker answers this page with the backend built. The
 * entry may start them before the boot has checked config.json (src/main.tsx): everything that needs no
 * config starts at once, the rest once `config` is there.
 */
export function startMockWorker(config: AppConfig | Promise<AppConfig>): Promise<void> {
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
