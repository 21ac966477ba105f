/**
 * Stand-in for `tough-cookie` in MSW's cookie store (build/libraryEdges.ts). MSW keeps the cookies a
 * mocked response sets and adds them to later requests; the mock backend sets none and reads none (its
 * calls carry a bearer token or an API key), so the store stays empty. This module therefore keeps no
 * cookie: the jar hands back none, restores none from MSW's storage, and refuses one that a handler
 * sets, loudly, rather than answering without it. Why not the real module: it brings `tldts` and the
 * public suffix list, about 120 KB gzip that the demo mode would load and evaluate before its first
 * call, for a store that is never used.
 */

type StoredCookies = Record<string, Record<string, Record<string, Cookie>>>;

export class Cookie {
  key = '';
  value = '';

  /** Cookies an earlier build left in MSW's storage: none is restored. */
  static fromJSON(): Cookie | null {
    return null;
  }

  toJSON(): Record<string, never> {
    return {};
  }

  toString(): string {
    return `${this.key}=${this.value}`;
  }
}

export class MemoryCookieStore {
  idx: StoredCookies = {};
}

export class CookieJar {
  constructor(readonly store?: MemoryCookieStore) {}

  getCookiesSync(): Cookie[] {
    return [];
  }

  setCookie(cookie: string, url: string): Promise<never> {
    return Promise.reject(
      new Error(
        `A mock response set a cookie (${cookie.split('=')[0]} for ${url}): the mock backend sets none, ` +
          "and MSW's cookie store is a stand-in (build/libraryEdges.ts, docs/performance.md).",
      ),
    );
  }
}
