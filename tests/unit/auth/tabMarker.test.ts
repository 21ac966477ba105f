// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { markTabLeft, TAB_LEFT_AT_KEY, takeTabMarker } from '../../../src/auth/tabMarker.ts';
import {
  TAB_CLOSED_AT_KEY,
  TAB_COUNT_KEY,
  watchTabs,
  type TabStorage,
  type WatchTabsOptions,
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

function pageHide(target: EventTarget) {
  target.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: false }));
}

/**
 * One browser: `local` is shared by every tab, each tab has its own `session`. A page of a tab is
 * opened with how it was reached; it leaves on `pagehide`.
 */
function browser() {
  const local = memoryStorage();
  let now = T0;
  const onLogout = vi.fn();
  const open = (session: TabStorage, navigationType: WatchTabsOptions['navigationType']) => {
    const target = new EventTarget();
    const watch = watchTabs(onLogout, { storage: local, session, target, now: () => now, navigationType });
    return { watch, leave: () => pageHide(target) };
  };
  return {
    local,
    onLogout,
    open,
    wait: (ms: number) => {
      now += ms;
    },
  };
}

describe('the tab marker', () => {
  it('is written on leaving and taken back by the next page of the same tab', () => {
    const session = memoryStorage();
    markTabLeft(session, T0);
    expect(session.getItem(TAB_LEFT_AT_KEY)).toBe(String(T0));
    expect(takeTabMarker(session, 'reload')).toBe(true);
    expect(session.getItem(TAB_LEFT_AT_KEY)).toBeNull();
    // Taken once: a second page of the tab that did not leave again is no reload.
    expect(takeTabMarker(session, 'reload')).toBe(false);
  });

  it('makes a reload only of a reload: a tab reopened from the closed tabs keeps its storage but is judged', () => {
    const session = memoryStorage();
    markTabLeft(session, T0);
    expect(takeTabMarker(session, 'back_forward')).toBe(false);
    markTabLeft(session, T0);
    expect(takeTabMarker(session, 'navigate')).toBe(false);
    // A reload of a tab whose storage holds no marker (a new tab, storage refused).
    expect(takeTabMarker(memoryStorage(), 'reload')).toBe(false);
    expect(takeTabMarker(undefined, 'reload')).toBe(false);
  });

  it('survives storage that throws', () => {
    const blocked: TabStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(() => markTabLeft(blocked, T0)).not.toThrow();
    expect(takeTabMarker(blocked, 'reload')).toBe(false);
  });
});

describe('the multi-tab rule with the marker', () => {
  it('keeps the session when the only tab reloads, however long the reload takes', () => {
    const b = browser();
    const tab = memoryStorage();
    b.open(tab, 'navigate').leave();
    expect(b.local.getItem(TAB_COUNT_KEY)).toBe('0');
    b.wait(10_000);
    const again = b.open(tab, 'reload');
    expect(again.watch.verdict).toBe('continue');
    expect(b.onLogout).not.toHaveBeenCalled();
    expect(b.local.getItem(TAB_COUNT_KEY)).toBe('1');
    expect(b.local.getItem(TAB_CLOSED_AT_KEY)).toBeNull();
  });

  it('ends the session when the last tab closed for 3 s and a new tab opens', () => {
    const b = browser();
    b.open(memoryStorage(), 'navigate').leave();
    b.wait(3000);
    expect(b.open(memoryStorage(), 'navigate').watch.verdict).toBe('logout');
    expect(b.onLogout).toHaveBeenCalledTimes(1);
  });

  it('ends the session for a closed tab reopened after 3 s (its storage restored, not a reload)', () => {
    const b = browser();
    const tab = memoryStorage();
    b.open(tab, 'navigate').leave();
    b.wait(3000);
    expect(b.open(tab, 'back_forward').watch.verdict).toBe('logout');
  });

  it('ends the session for a reload of a tab that holds no marker', () => {
    const b = browser();
    b.open(memoryStorage(), 'navigate').leave();
    b.wait(3000);
    // The browser says reload, but nothing says this tab left the console: it is judged.
    expect(b.open(memoryStorage(), 'reload').watch.verdict).toBe('logout');
  });

  it('does not mark a tab whose watch was stopped (an effect mounted again), only one that left', () => {
    const b = browser();
    const tab = memoryStorage();
    b.open(tab, 'navigate').watch.stop();
    expect(tab.getItem(TAB_LEFT_AT_KEY)).toBeNull();
  });

  it('judges a page restored from the back-forward cache like a new tab, marker or not', () => {
    const b = browser();
    const tab = memoryStorage();
    const target = new EventTarget();
    let now = T0;
    const onLogout = vi.fn();
    watchTabs(onLogout, { storage: b.local, session: tab, target, now: () => now, navigationType: 'reload' });
    pageHide(target);
    expect(tab.getItem(TAB_LEFT_AT_KEY)).toBe(String(T0));
    now += 60_000;
    target.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(tab.getItem(TAB_LEFT_AT_KEY)).toBeNull();
  });
});
