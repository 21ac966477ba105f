/**
 * Multi-tab rule (docs/security.md): a counter of open tabs; when the last one closes its time is saved, and
 * a tab opened more than 2 s later with no other tab open logs the user out. A reload of a tab is not a
 * close, however long it takes: the tab's own marker (tabMarker.ts) tells it apart. Each open tab also writes a heartbeat every 5 s: a browser killed without `pagehide` leaves its tabs
 * counted, so a tab whose beat is older than 15 s no longer counts, and its last beat is the close time.
 */

import {
  currentNavigationType,
  markTabLeft,
  tabSessionStorage,
  takeTabMarker,
  type NavigationType,
  type TabStorage,
} from './tabMarker.ts';

export const TAB_COUNT_KEY = 'pa.tabs.count';
export const TAB_CLOSED_AT_KEY = 'pa.tabs.closedAt';
export const TAB_BEATS_KEY = 'pa.tabs.beats';
export const TAB_CLOSE_GRACE_MS = 2000;
export const TAB_HEARTBEAT_MS = 5000;
/** A tab silent for longer than this is taken as gone (three missed beats). */
export const TAB_STALE_MS = 15_000;

export type { TabStorage };
export type TabVerdict = 'logout' | 'continue';

function readNonNegativeInteger(storage: TabStorage, key: string): number | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

type Beats = Record<string, number>;

function readBeats(storage: TabStorage): Beats {
  try {
    const value: unknown = JSON.parse(storage.getItem(TAB_BEATS_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1]),
      ),
    );
  } catch {
    return {};
  }
}

function writeBeats(storage: TabStorage, beats: Beats): void {
  if (Object.keys(beats).length === 0) storage.removeItem(TAB_BEATS_KEY);
  else storage.setItem(TAB_BEATS_KEY, JSON.stringify(beats));
}

/** Records that tab `tabId` is still open. */
export function beatTab(storage: TabStorage, tabId: string, now: number = Date.now()): void {
  try {
    writeBeats(storage, { ...readBeats(storage), [tabId]: now });
  } catch {
    // Blocked storage: nothing to keep.
  }
}

/**
 * Counts this tab in; says whether the session must end because every tab was closed for too long.
 * With `tabId`, the tab takes part in the heartbeat (watchTabs passes one). A tab `reloaded` (the same
 * tab coming back, tabMarker.ts) never ends the session.
 */
export function openTab(
  storage: TabStorage,
  now: number = Date.now(),
  tabId?: string,
  reloaded = false,
): TabVerdict {
  try {
    let count = readNonNegativeInteger(storage, TAB_COUNT_KEY) ?? 0;
    let closedAt = readNonNegativeInteger(storage, TAB_CLOSED_AT_KEY);
    const beats = readBeats(storage);
    const stale = Object.keys(beats).filter((id) => now - beats[id] > TAB_STALE_MS);
    if (stale.length > 0) {
      // Tabs that stopped beating without counting out (killed browser): they are gone since their last beat.
      const fresh = Object.keys(beats).length - stale.length;
      if (fresh === 0) {
        count = 0;
        closedAt = Math.max(closedAt ?? 0, ...stale.map((id) => beats[id]));
      } else {
        count = Math.min(count, fresh);
      }
      for (const id of stale) delete beats[id];
    }
    const verdict: TabVerdict =
      !reloaded && count === 0 && closedAt !== null && now - closedAt > TAB_CLOSE_GRACE_MS
        ? 'logout'
        : 'continue';
    storage.setItem(TAB_COUNT_KEY, String(count + 1));
    storage.removeItem(TAB_CLOSED_AT_KEY);
    if (tabId !== undefined) beats[tabId] = now;
    writeBeats(storage, beats);
    return verdict;
  } catch {
    // Blocked storage: the rule cannot be kept, and locking the user out of every tab would be worse.
    return 'continue';
  }
}

/** Counts this tab out; the last one out saves the close time. */
export function closeTab(storage: TabStorage, now: number = Date.now(), tabId?: string): void {
  try {
    const count = Math.max(0, (readNonNegativeInteger(storage, TAB_COUNT_KEY) ?? 0) - 1);
    storage.setItem(TAB_COUNT_KEY, String(count));
    if (count === 0) storage.setItem(TAB_CLOSED_AT_KEY, String(now));
    if (tabId !== undefined) {
      const beats = readBeats(storage);
      delete beats[tabId];
      writeBeats(storage, beats);
    }
  } catch {
    // Nothing to keep when storage is blocked.
  }
}

export interface WatchTabsOptions {
  storage?: TabStorage;
  target?: EventTarget;
  now?: () => number;
  /** This tab's id in the heartbeat; default a random one. */
  tabId?: string;
  /** This tab's own storage, for its marker (tabMarker.ts); default `sessionStorage`. */
  session?: TabStorage;
  /** How this page was reached; default the Navigation Timing entry's type. */
  navigationType?: NavigationType;
}

export interface TabWatch {
  /** What opening this tab decided. */
  verdict: TabVerdict;
  /** Stops listening and counts this tab out (safe for effects that mount twice). */
  stop(): void;
}

/**
 * Counts this tab in now and out on `pagehide` (marking the tab as having left); a page restored from
 * the back-forward cache counts in again and is judged like a new tab. A page that reloads a tab which
 * left the console is not judged at all. `onLogout` runs whenever the rule ends the session.
 */
export function watchTabs(onLogout: () => void, options: WatchTabsOptions = {}): TabWatch {
  const { storage = localStorage, target = window, now = Date.now } = options;
  const session = 'session' in options ? options.session : tabSessionStorage();
  const tabId = options.tabId ?? `${now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  let counted = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  /** `navigation`: how this page came to count in (a return from the back-forward cache is no reload). */
  const countIn = (navigation: NavigationType): TabVerdict => {
    if (counted) return 'continue';
    counted = true;
    const verdict = openTab(storage, now(), tabId, takeTabMarker(session, navigation));
    heartbeat = setInterval(() => beatTab(storage, tabId, now()), TAB_HEARTBEAT_MS);
    if (verdict === 'logout') onLogout();
    return verdict;
  };
  const countOut = () => {
    if (!counted) return;
    counted = false;
    clearInterval(heartbeat);
    closeTab(storage, now(), tabId);
  };
  const onPageHide = () => {
    if (counted) markTabLeft(session, now());
    countOut();
  };
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) countIn('back_forward');
  };

  const verdict = countIn(options.navigationType ?? currentNavigationType());
  target.addEventListener('pagehide', onPageHide);
  target.addEventListener('pageshow', onPageShow);
  return {
    verdict,
    stop() {
      target.removeEventListener('pagehide', onPageHide);
      target.removeEventListener('pageshow', onPageShow);
      countOut();
    },
  };
}
