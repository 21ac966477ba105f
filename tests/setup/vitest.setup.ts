/**
 * Shared setup for vitest (jsdom): DOM matchers, cleanup between tests, console.error watched
 * (./console.ts), and the browser APIs jsdom lacks.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, beforeAll } from 'vitest';
import { watchConsoleErrors } from './console.ts';
// The mock backend's answers held to the services contract (docs/contract.md).
import { watchContract } from './contract.ts';
import { staticMediaQueryList } from './mediaQuery.ts';

afterEach(() => {
  cleanup();
});

// Files share their worker's modules (vitest.config.ts), and React.lazy keeps a failed load for good:
// a lazy chunk still loading when a file ends fails at that file's environment teardown, and every later
// file of the worker that shows it then renders the error. The date pickers, the lazy chunk that most
// lists' filters load (and the slowest to load), are in before the first test of each file.
beforeAll(async () => {
  await import('../../src/components/dateInput/DatePickerField.tsx');
});

// Every file starts from the same limit for findBy/waitFor (a harness may raise it for its file): files
// share their worker's modules (vitest.config.ts), so a setting must not depend on which ran before.
// A limit against a hang, not a speed check: a first render on a busy two-core machine takes seconds.
configure({ asyncUtilTimeout: 10_000 });

watchConsoleErrors();
watchContract();

// WebCrypto (crypto.subtle, getRandomValues, randomUUID) as in the browser.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true, writable: true });
}

/**
 * Under jsdom, the test realm's Uint8Array is jsdom's while Node's TextEncoder returns Node's own, so
 * `encoded instanceof Uint8Array` is false and `toEqual(new Uint8Array(...))` fails. Return bytes of the
 * test realm's Uint8Array instead.
 */
class RealmTextEncoder extends TextEncoder {
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input));
  }
}
Object.assign(globalThis, { TextEncoder: RealmTextEncoder });
if (typeof globalThis.TextDecoder === 'undefined') {
  Object.assign(globalThis, { TextDecoder });
}

if (typeof window !== 'undefined') {
  // MUI's useMediaQuery and react-admin's layout ask matchMedia; jsdom does not implement it.
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      // Tests drive a mouse (user-event), so the one media feature answered yes is a fine pointer:
      // MUI X's pickers then take their desktop variant, as in the end-to-end browser.
      value: (query: string): MediaQueryList =>
        staticMediaQueryList(query, /\(pointer:\s*fine\)/.test(query)),
    });
  }

  // Scroll-to-top on route change calls window.scrollTo, which jsdom only stubs with a "not implemented" error.
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  // A grouped tab page scrolls the section its address names into view; jsdom lays nothing out.
  Element.prototype.scrollIntoView = () => undefined;
}
