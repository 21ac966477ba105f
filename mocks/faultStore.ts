/**
 * The faults set for QA and tests (mocks/faults.ts answers them): per service, a mode kept in
 * localStorage `pa.mock.faults` (`{ "user": "500" }`), set from the page URL in mock mode
 * (`?mockFault=user:500,master:timeout`, `?mockFault=off`) or by setFault/clearFaults in code. Apart
 * from the handlers, and without MSW, so the page's mock chunk (mocks/browser.ts) reads and forwards them
 * before MSW's code has loaded.
 */
import { SERVICE_NAMES, type ServiceName } from '../src/contract/services.ts';

/**
 * `envelope`: a list answers another envelope (`{ data, total, page }`, 0-based); `dateOrder`: a list's
 * StartDate/EndDate are read in the other order (yyyy-MM-dd ↔ dd-MM-yyyy), so the console's are refused;
 * `key401`: a call with the API key alone is refused; `nocors`: no CORS header (HTTP mode, mocks/http.ts).
 * `npm run check-services` is proven against these (docs/contract.md).
 */
export const FAULT_MODES = [
  '500',
  '401',
  '403',
  'timeout',
  'malformed',
  'tamper',
  'envelope',
  'dateOrder',
  'key401',
  'nocors',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];
export type FaultMap = Partial<Record<ServiceName, FaultMode>>;

export const FAULTS_STORAGE_KEY = 'pa.mock.faults';
export const FAULT_URL_PARAM = 'mockFault';
/** What a `malformed` fault answers: JSON cut off mid-way. */
export const MALFORMED_BODY = '{"items": [';

export interface FaultStore {
  get(service: ServiceName): FaultMode | undefined;
  /** `null` clears the service's fault. */
  set(service: ServiceName, mode: FaultMode | null): void;
  clear(): void;
  all(): FaultMap;
}

export function isFaultMode(value: unknown): value is FaultMode {
  return typeof value === 'string' && (FAULT_MODES as readonly string[]).includes(value);
}

export function isServiceName(value: unknown): value is ServiceName {
  return typeof value === 'string' && (SERVICE_NAMES as readonly string[]).includes(value);
}

function sanitize(value: unknown): FaultMap {
  const out: FaultMap = {};
  if (typeof value !== 'object' || value === null) return out;
  for (const [service, mode] of Object.entries(value)) {
    // `tamper` only means something for the user service's profile signature.
    if (isServiceName(service) && isFaultMode(mode) && (mode !== 'tamper' || service === 'user')) {
      out[service] = mode;
    }
  }
  return out;
}

/**
 * Faults kept in `storage` (read on every call, so a change made in devtools applies at once), or in
 * memory when there is no storage (node tests, the HTTP mode).
 */
export function createFaultStore(storage?: Storage): FaultStore {
  let memory: FaultMap = {};
  const read = (): FaultMap => {
    if (!storage) return memory;
    try {
      return sanitize(JSON.parse(storage.getItem(FAULTS_STORAGE_KEY) ?? '{}'));
    } catch {
      return {};
    }
  };
  const write = (map: FaultMap): void => {
    if (!storage) {
      memory = map;
      return;
    }
    if (Object.keys(map).length === 0) storage.removeItem(FAULTS_STORAGE_KEY);
    else storage.setItem(FAULTS_STORAGE_KEY, JSON.stringify(map));
  };
  return {
    get: (service) => read()[service],
    set(service, mode) {
      if (mode !== null && !isFaultMode(mode)) throw new Error(`Unknown fault mode ${String(mode)}`);
      if (mode === 'tamper' && service !== 'user') throw new Error('tamper applies to the user service only');
      const map = { ...read() };
      if (mode === null) delete map[service];
      else map[service] = mode;
      write(map);
    },
    clear: () => write({}),
    all: () => ({ ...read() }),
  };
}

/**
 * `user:500,master:timeout` → faults; `off` → 'off'. Unknown services or modes are reported, not applied,
 * so a typo in a QA link is visible in the console.
 */
export function parseFaultParam(value: string): { faults: FaultMap; off: boolean; rejected: string[] } {
  const trimmed = value.trim();
  if (trimmed === 'off' || trimmed === '') return { faults: {}, off: true, rejected: [] };
  const faults: FaultMap = {};
  const rejected: string[] = [];
  for (const part of trimmed.split(',')) {
    const [service, mode] = part.split(':').map((s) => s.trim());
    if (isServiceName(service) && isFaultMode(mode) && (mode !== 'tamper' || service === 'user')) {
      faults[service] = mode;
    } else if (part.trim() !== '') {
      rejected.push(part.trim());
    }
  }
  return { faults, off: false, rejected };
}

/** Applies `?mockFault=` from a query string to the store; true when the parameter was present. */
export function applyFaultParam(search: string, store: FaultStore): boolean {
  const raw = new URLSearchParams(search).get(FAULT_URL_PARAM);
  if (raw === null) return false;
  const { faults, off, rejected } = parseFaultParam(raw);
  if (rejected.length > 0) console.warn(`[mock] ignored ${FAULT_URL_PARAM} entries: ${rejected.join(', ')}`);
  store.clear();
  if (!off) for (const [service, mode] of Object.entries(faults)) store.set(service as ServiceName, mode);
  return true;
}
