// @vitest-environment jsdom
/**
 * The mock services (mocks/browser.ts, a chunk of its own: tests/e2e/bundle-mocks.spec.ts) start only in
 * the demo mode: `readRuntime` calls the boot's `startMocks` when config.json says `mock.enabled` with
 * the `worker` transport, and never otherwise. The early session check does not wait for them to ask
 * the sign-on provider (user-info); its calls to the mock services do.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { userStorageKey } from '../../../src/auth/storedUser.ts';
import { readRuntime, startEarly } from '../../../src/boot/earlyStart.ts';
import { resolveUrl } from '../../../src/config/load.ts';
import type { AppConfig } from '../../../src/config/types.ts';

const shipped = JSON.parse(readFileSync(resolve(process.cwd(), 'public/config.json'), 'utf8')) as AppConfig;

function serve(config: AppConfig) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(config), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

describe('the mock services start', () => {
  it.each([
    ['in the demo mode (worker)', { enabled: true, transport: 'worker' }, 1],
    ['not over HTTP (the server answers)', { enabled: true, transport: 'http' }, 0],
    ['not with the mocks off', { enabled: false, transport: 'worker' }, 0],
  ] as const)('%s', async (_name, mock, calls) => {
    serve({ ...shipped, mock: { ...shipped.mock, ...mock } });
    const startMocks = vi.fn(async () => undefined);
    const result = await readRuntime(startMocks);
    expect(result.ok).toBe(true);
    expect(startMocks).toHaveBeenCalledTimes(calls);
  });
});

describe('the early session check in the demo mode', () => {
  it('sends user-info while the mock services start, and the calls to them once they answer', async () => {
    const config = { ...shipped, mock: { ...shipped.mock, enabled: true, transport: 'worker' } } as AppConfig;
    const calls: string[] = [];
    let subjectRead = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        calls.push(new URL(url, window.location.href).pathname);
        if (url.endsWith('/connect/userinfo'))
          return {
            ok: true,
            json: async () => {
              subjectRead = true;
              return { sub: 'u-0001' };
            },
          } as Response;
        return Response.json({ message: 'not here' }, { status: 404 });
      }),
    );
    const authority = resolveUrl(config.signOn.authority);
    window.localStorage.setItem(
      userStorageKey({ authority, client_id: config.signOn.clientId }),
      JSON.stringify({
        access_token: 'token',
        token_type: 'Bearer',
        profile: { sub: 'u-0001' },
        expires_at: 4e9,
      }),
    );
    let mocksAnswer = () => undefined as void;
    const startMocks = vi.fn(() => new Promise<void>((resolve) => (mocksAnswer = resolve)));
    const asked = Promise.resolve(Response.json(config));
    const early = startEarly(
      startMocks,
      {},
      { pathname: '/management/store-type', search: '', hash: '' },
      asked,
    );

    const session = await early.session;
    await vi.waitFor(() => expect(subjectRead).toBe(true));
    // The check has its subject: left alone, it would ask for the profile within this task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['/idp/connect/userinfo']);
    expect(startMocks).toHaveBeenCalledTimes(1);
    // The profile is the mock services': it waits for them, and so does the checked config.
    let configRead = false;
    void early.config.then(() => (configRead = true));
    await Promise.resolve();
    expect(configRead).toBe(false);

    mocksAnswer();
    await vi.waitFor(() => expect(calls).toContain('/mock-api/user/u-0001'));
    expect(configRead).toBe(true);
    await session?.profile.catch(() => undefined);
  });
});
