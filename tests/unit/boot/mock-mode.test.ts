// @vitest-environment jsdom
/**
 * The mock services (mocks/browser.ts, a chunk of its own: tests/e2e/bundle-mocks.spec.ts) start only in
 * the demo mode: `readRuntime` calls the boot's `startMocks` when config.json says `mock.enabled` with
 * the `worker` transport, and never otherwise.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readRuntime } from '../../../src/boot/earlyStart.ts';
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
