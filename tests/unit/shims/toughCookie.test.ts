/**
 * The stand-in for MSW's cookie jar (src/shims/msw/toughCookie.ts, build/libraryEdges.ts): it keeps no
 * cookie, restores none an older build stored, and refuses a mocked response that sets one, so a
 * handler that starts setting cookies fails loudly instead of answering without them.
 */
import { describe, expect, it } from 'vitest';
import { Cookie, CookieJar, MemoryCookieStore } from '../../../src/shims/msw/toughCookie.ts';

describe("the stand-in for MSW's cookie jar", () => {
  it('has no cookie for any address, and restores none from storage', () => {
    const store = new MemoryCookieStore();
    const jar = new CookieJar(store);
    expect(jar.getCookiesSync()).toEqual([]);
    expect(store.idx).toEqual({});
    expect(Cookie.fromJSON()).toBeNull();
  });

  it('refuses a cookie set by a mocked response, naming it and the address', async () => {
    const jar = new CookieJar(new MemoryCookieStore());
    await expect(jar.setCookie('session=abc; Path=/', 'http://localhost/mock-api/user/me')).rejects.toThrow(
      /session for http:\/\/localhost\/mock-api\/user\/me/,
    );
  });
});
