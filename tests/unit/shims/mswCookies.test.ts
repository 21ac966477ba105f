// @vitest-environment node
/**
 * Under vitest, MSW's cookie store gets the same stand-in for `tough-cookie` as the demo mode's build
 * (build/libraryEdges.ts, vitest.config.ts): a mocked response that sets a cookie is refused, and a
 * call without one is answered as before.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const server = setupServer(
  http.get('http://edge.test/plain', () => HttpResponse.json({ ok: true })),
  http.get('http://edge.test/cookie', () =>
    HttpResponse.json({ ok: true }, { headers: { 'Set-Cookie': 'session=abc; Path=/' } }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe("MSW's cookie store under vitest", () => {
  it('answers a call that sets no cookie', async () => {
    const response = await fetch('http://edge.test/plain');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('refuses a mocked response that sets a cookie, naming the stand-in', async () => {
    const response = await fetch('http://edge.test/cookie');
    expect(response.status).toBe(500);
    expect(await response.text()).toMatch(/build\/libraryEdges\.ts/);
  });
});
