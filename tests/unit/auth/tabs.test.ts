// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  beatTab,
  closeTab,
  openTab,
  TAB_BEATS_KEY,
  TAB_CLOSED_AT_KEY,
  TAB_COUNT_KEY,
  TAB_STALE_MS,
  watchTabs,
  type TabStorage,
} from '../../../src/auth/tabs.ts';

function memoryStorage(initial: Record<string, string> = {}): TabStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

const T0 = 1_767_225_600_000;

describe('multi-tab rule', () => {
  it('continues on the very first open', () => {
    const storage = memoryStorage();
    expect(openTab(storage, T0)).toBe('continue');
    expect(storage.getItem(TAB_COUNT_KEY)).toBe('1');
  });

  it('continues when the only tab is reloaded within 2 s', () => {
    const storage = memoryStorage();
    openTab(storage, T0);
    closeTab(storage, T0 + 10_000);
    expect(storage.getItem(TAB_COUNT_KEY)).toBe('0');
    expect(storage.getItem(TAB_CLOSED_AT_KEY)).toBe(String(T0 + 10_000));
    expect(openTab(storage, T0 + 11_500)).toBe('continue');
    expect(storage.getItem(TAB_COUNT_KEY)).toBe('1');
  });

  it('continues at exactly 2 s and logs out just after', () => {
    const atGrace = memoryStorage({ [TAB_COUNT_KEY]: '0', [TAB_CLOSED_AT_KEY]: String(T0) });
    expect(openTab(atGrace, T0 + 2000)).toBe('continue');
    const after = memoryStorage({ [TAB_COUNT_KEY]: '0', [TAB_CLOSED_AT_KEY]: String(T0) });
    expect(openTab(after, T0 + 2001)).toBe('logout');
  });

  it('logs out when reopened 3 s after the last tab closed', () => {
    const storage = memoryStorage();
    openTab(storage, T0);
    closeTab(storage, T0 + 1000);
    expect(openTab(storage, T0 + 4000)).toBe('logout');
    // The new tab is counted, so a second tab opened right after is not logged out again.
    expect(openTab(storage, T0 + 4100)).toBe('continue');
  });

  it('keeps going when one of two tabs closes', () => {
    const storage = memoryStorage();
    openTab(storage, T0);
    openTab(storage, T0 + 100);
    closeTab(storage, T0 + 1000);
    expect(storage.getItem(TAB_COUNT_KEY)).toBe('1');
    expect(storage.getItem(TAB_CLOSED_AT_KEY)).toBeNull();
    expect(openTab(storage, T0 + 60_000)).toBe('continue');
  });

  it('treats a missing counter with a saved close time as no tab open', () => {
    const storage = memoryStorage({ [TAB_CLOSED_AT_KEY]: String(T0) });
    expect(openTab(storage, T0 + 5000)).toBe('logout');
  });

  it('never counts below zero and survives garbage', () => {
    const storage = memoryStorage({ [TAB_COUNT_KEY]: 'banana' });
    closeTab(storage, T0);
    closeTab(storage, T0 + 1);
    expect(storage.getItem(TAB_COUNT_KEY)).toBe('0');
    storage.setItem(TAB_COUNT_KEY, '-3');
    expect(openTab(storage, T0 + 1500)).toBe('continue');
    expect(storage.getItem(TAB_COUNT_KEY)).toBe('1');
  });

  it('continues when storage is blocked', () => {
    const blocked: TabStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(openTab(blocked, T0)).toBe('continue');
    expect(() => closeTab(blocked, T0)).not.toThrow();
  });
});

describe('watchTabs', () => {
  function pageEvent(type: 'pagehide' | 'pageshow', persisted: boolean): Event {
    return Object.assign(new Event(type), { persisted });
  }

  it('counts in on start, out on pagehide, and calls onLogout when the rule says so', () => {
    let now = T0;
    const storage = memoryStorage({ [TAB_COUNT_KEY]: '0', [TAB_CLOSED_AT_KEY]: String(T0 - 10_000) });
    const target = new EventTarget();
    const onLogout = vi.fn();
    const watch = watchTabs(onLogout, { storage, target, now: () => now });
    expect(watch.verdict).toBe('logout');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(storage.getItem(TAB_COUNT_KEY)).toBe('1');

    now += 1000;
    target.dispatchEvent(pageEvent('pagehide', true));
    target.dispatchEvent(pageEvent('pagehide', false));
    expect(storage.getItem(TAB_COUNT_KEY)).toBe('0');
    expect(storage.getItem(TAB_CLOSED_AT_KEY)).toBe(String(now));

    // Restored from the back-forward cache a minute later: judged like a new tab.
    now += 60_000;
    target.dispatchEvent(pageEvent('pageshow', true));
    expect(onLogout).toHaveBeenCalledTimes(2);
    expect(storage.getItem(TAB_COUNT_KEY)).toBe('1');
    watch.stop();
  });

  it('survives an effect mounted twice without drifting the counter', () => {
    const storage = memoryStorage();
    const target = new EventTarget();
    const onLogout = vi.fn();
    watchTabs(onLogout, { storage, target, now: () => T0 }).stop();
    const watch = watchTabs(onLogout, { storage, target, now: () => T0 + 5 });
    expect(storage.getItem(TAB_COUNT_KEY)).toBe('1');
    expect(onLogout).not.toHaveBeenCalled();
    watch.stop();
    target.dispatchEvent(pageEvent('pagehide', false));
    expect(storage.getItem(TAB_COUNT_KEY)).toBe('0');
  });
});

describe('heartbeat: a browser killed without pagehide', () => {
  it('logs out a tab opened after every other tab stopped beating for more than 15 s', () => {
    const storage = memoryStorage();
    openTab(storage, T0, 'a');
    openTab(storage, T0 + 100, 'b');
    beatTab(storage, 'a', T0 + 5000);
    beatTab(storage, 'b', T0 + 5100);
    // Killed: no pagehide, the counter still says 2.
    expect(storage.getItem(TAB_COUNT_KEY)).toBe('2');
    expect(openTab(storage, T0 + 5100 + TAB_STALE_MS + 1, 'c')).toBe('logout');
    expect(storage.getItem(TAB_COUNT_KEY)).toBe('1');
    expect(JSON.parse(storage.getItem(TAB_BEATS_KEY) ?? '{}')).toEqual({ c: T0 + 5100 + TAB_STALE_MS + 1 });
  });

  it('continues beside a tab that still beats, and forgets only the silent one', () => {
    const storage = memoryStorage();
    openTab(storage, T0, 'a');
    openTab(storage, T0 + 100, 'b');
    beatTab(storage, 'b', T0 + 30_000);
    expect(openTab(storage, T0 + 32_000, 'c')).toBe('continue');
    expect(storage.getItem(TAB_COUNT_KEY)).toBe('2');
    expect(Object.keys(JSON.parse(storage.getItem(TAB_BEATS_KEY) ?? '{}')).sort()).toEqual(['b', 'c']);
  });

  it('continues when the killed browser comes back within 15 s + 2 s of the last beat', () => {
    const storage = memoryStorage();
    openTab(storage, T0, 'a');
    expect(openTab(storage, T0 + TAB_STALE_MS, 'b')).toBe('continue');
  });

  it('watchTabs beats every 5 s and leaves the beat map on pagehide', () => {
    vi.useFakeTimers();
    try {
      let now = T0;
      const storage = memoryStorage();
      const target = new EventTarget();
      watchTabs(() => undefined, { storage, target, now: () => now, tabId: 'w' });
      now += 5000;
      vi.advanceTimersByTime(5000);
      expect(JSON.parse(storage.getItem(TAB_BEATS_KEY) ?? '{}')).toEqual({ w: T0 + 5000 });
      target.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: false }));
      expect(storage.getItem(TAB_BEATS_KEY)).toBeNull();
      now += 60_000;
      vi.advanceTimersByTime(60_000);
      expect(storage.getItem(TAB_BEATS_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
