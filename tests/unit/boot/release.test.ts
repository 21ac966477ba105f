// @vitest-environment jsdom
/**
 * A release while a tab is open (src/boot/release.ts): which failures are a chunk that could not be
 * loaded, and the reload that happens at most once per release and does not ask "leave the page?".
 */
import { describe, expect, it, vi } from 'vitest';
import {
  createReleaseReload,
  currentRelease,
  isChunkLoadError,
  RELOADED_FROM_KEY,
} from '../../../src/boot/release.ts';

function memorySession() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it('knows what the browsers and Vite say about a chunk that cannot be loaded', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://pa.example/assets/GeneratedShow-D92t.js',
      'error loading dynamically imported module: https://pa.example/assets/x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/index-yVQx.css',
    ])
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('currentRelease', () => {
  it("is the address of the page's entry script", () => {
    document.head.innerHTML = '<script type="module" crossorigin src="/assets/index-5-vPSNra.js"></script>';
    expect(currentRelease()).toBe(`${window.location.origin}/assets/index-5-vPSNra.js`);
    document.head.innerHTML = '';
    expect(currentRelease()).toBe('unknown');
  });
});

describe('reloadForRelease', () => {
  it('reloads once per release, and again from another release', () => {
    const session = memorySession();
    let release = 'https://pa.example/assets/index-A.js';
    const reload = vi.fn();
    const first = createReleaseReload({ session: () => session, release: () => release, reload });
    expect(first.reloadForRelease()).toBe(true);
    expect(first.reloading()).toBe(true);
    // Asked again while the page goes: no second reload.
    expect(first.reloadForRelease()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(session.getItem(RELOADED_FROM_KEY)).toBe(release);

    // The reloaded page of the same release fails again: it does not reload, it says so.
    const again = createReleaseReload({ session: () => session, release: () => release, reload });
    expect(again.reloadForRelease()).toBe(false);
    expect(again.reloading()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    // A later release in the same tab may reload once itself.
    release = 'https://pa.example/assets/index-B.js';
    const later = createReleaseReload({ session: () => session, release: () => release, reload });
    expect(later.reloadForRelease()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the tab cannot remember it (no loop without the guard)', () => {
    const reload = vi.fn();
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(createReleaseReload({ session: () => blocked, reload }).reloadForRelease()).toBe(false);
    expect(createReleaseReload({ session: () => undefined, reload }).reloadForRelease()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("keeps a form's 'leave the page?' prompt out of the reload (its draft stays in the tab)", () => {
    const target = new EventTarget();
    const prompt = vi.fn((event: Event) => event.preventDefault());
    target.addEventListener('beforeunload', prompt);
    const release = createReleaseReload({
      session: memorySession,
      release: () => 'A',
      target,
      reload: vi.fn(),
    });
    release.reloadForRelease();
    const unload = new Event('beforeunload', { cancelable: true });
    target.dispatchEvent(unload);
    expect(prompt).not.toHaveBeenCalled();
    expect(unload.defaultPrevented).toBe(false);
  });
});
