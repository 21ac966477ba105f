/**
 * Multi-tab rule (docs/security.md): a counter of open tabs; when the last one closes its time is saved, and
 * a tab opened more than 2 s later with no other tab open logs the user out. A reload stays inside 2 s.
 */

export const TAB_COUNT_KEY = 'pa.tabs.count';
export const TAB_CLOSED_AT_KEY = 'pa.tabs.closedAt';
export const TAB_CLOSE_GRACE_MS = 2000;

export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type TabVerdict = 'logout' | 'continue';

function readNonNegativeInteger(storage: TabStorage, key: string): number | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** Counts this tab in; says whether the session must end because every tab was closed for too long. */
export function openTab(storage: TabStorage, now: number = Date.now()): TabVerdict {
  try {
    const count = readNonNegativeInteger(storage, TAB_COUNT_KEY) ?? 0;
    const closedAt = readNonNegativeInteger(storage, TAB_CLOSED_AT_KEY);
    const verdict: TabVerdict =
      count === 0 && closedAt !== null && now - closedAt > TAB_CLOSE_GRACE_MS ? 'logout' : 'continue';
    storage.setItem(TAB_COUNT_KEY, String(count + 1));
    storage.removeItem(TAB_CLOSED_AT_KEY);
    return verdict;
  } catch {
    // Blocked storage: the rule cannot be kept, and locking the user out of every tab would be worse.
    return 'continue';
  }
}

/** Counts this tab out; the last one out saves the close time. */
export function closeTab(storage: TabStorage, now: number = Date.now()): void {
  try {
    const count = Math.max(0, (readNonNegativeInteger(storage, TAB_COUNT_KEY) ?? 0) - 1);
    storage.setItem(TAB_COUNT_KEY, String(count));
    if (count === 0) storage.setItem(TAB_CLOSED_AT_KEY, String(now));
  } catch {
    // Nothing to keep when storage is blocked.
  }
}

export interface WatchTabsOptions {
  storage?: TabStorage;
  target?: EventTarget;
  now?: () => number;
}

export interface TabWatch {
  /** What opening this tab decided. */
  verdict: TabVerdict;
  /** Stops listening and counts this tab out (safe for effects that mount twice). */
  stop(): void;
}

/**
 * Counts this tab in now and out on `pagehide`; a page restored from the back-forward cache counts in
 * again and is judged like a new tab. `onLogout` runs whenever the rule ends the session.
 */
export function watchTabs(onLogout: () => void, options: WatchTabsOptions = {}): TabWatch {
  const { storage = localStorage, target = window, now = Date.now } = options;
  let counted = false;

  const countIn = (): TabVerdict => {
    if (counted) return 'continue';
    counted = true;
    const verdict = openTab(storage, now());
    if (verdict === 'logout') onLogout();
    return verdict;
  };
  const countOut = () => {
    if (!counted) return;
    counted = false;
    closeTab(storage, now());
  };
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) countIn();
  };

  const verdict = countIn();
  target.addEventListener('pagehide', countOut);
  target.addEventListener('pageshow', onPageShow);
  return {
    verdict,
    stop() {
      target.removeEventListener('pagehide', countOut);
      target.removeEventListener('pageshow', onPageShow);
      countOut();
    },
  };
}
