// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { createMockHttpApp, latencyFromEnv } from '../../../mocks/http.ts';
import { httpModeConfig, mockHttpPlugin } from '../../../mocks/vite-plugin.ts';
import { DEV_PROFILE_SIGNING_JWK } from '../../../mocks/idp/dev-keys.ts';
import { config, issuer, USERS } from './helpers.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;

function portOf(server: { address(): string | AddressInfo | null } | null | undefined): number {
  const address = server?.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening');
  return address.port;
}

describe('HTTP app (@mswjs/http-middleware)', () => {
  const mock = createMockHttpApp(config, {
    latency: 0,
    tokenVerifier: issuer.verifier,
    signingKey: DEV_PROFILE_SIGNING_JWK,
  });
  const bearer = async (sub: string = USERS.admin) => `Bearer ${await issuer.mint(sub)}`;
  const server = mock.app.listen(0, '127.0.0.1');
  let base = '';
  beforeAll(async () => {
    if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${portOf(server)}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the same handlers over a real socket, whatever the host name', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const url = `${base.replace('127.0.0.1', host)}/mock-api/master/merchant_category?PageNumber=2&PageSize=5`;
      const response = await fetch(url, { headers: { Authorization: await bearer() } });
      expect(response.status, host).toBe(200);
      expect(await response.json()).toMatchObject({ currentPage: 2, pageSize: 5, totalCount: 15 });
    }
  });

  it('keeps writes in the server’s database and resets them through the control route', async () => {
    const created = await fetch(`${base}/mock-api/master/merchant_category`, {
      method: 'POST',
      headers: { Authorization: await bearer(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ storeType: 'ร้านทดสอบ HTTP' }),
    });
    expect(created.status).toBe(201);
    expect(mock.db.table('merchantCategories').count()).toBe(16);
    const reset = await fetch(`${base}/mock-api/__control/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(mock.db.table('merchantCategories').count()).toBe(15);
  });

  it('sets and clears faults through the control route', async () => {
    const set = await fetch(`${base}/mock-api/__control/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ service: 'payment', mode: '500' }),
    });
    expect(await set.json()).toEqual({ payment: '500' });
    const failed = await fetch(`${base}/mock-api/payment/bank`, {
      headers: { Authorization: await bearer() },
    });
    expect(failed.status).toBe(500);
    const bad = await fetch(`${base}/mock-api/__control/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ service: 'payment', mode: 'explode' }),
    });
    expect(bad.status).toBe(400);
    await fetch(`${base}/mock-api/__control/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ service: 'payment', mode: 'off' }),
    });
    expect(
      (await fetch(`${base}/mock-api/payment/bank`, { headers: { Authorization: await bearer() } })).status,
    ).toBe(200);
  });

  it('answers a CORS preflight and exposes the signature header', async () => {
    const preflight = await fetch(`${base}/mock-api/user/u-0001`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);
    const got = await fetch(`${base}/mock-api/user/u-0001`, {
      headers: {
        Origin: 'http://localhost:4173',
        Authorization: await bearer(),
        timestamp: '1',
        nonce: 'ab',
      },
    });
    expect(got.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(got.headers.get('access-control-expose-headers')).toMatch(/x-signature/);
    expect(got.headers.get('x-signature')).toBeTruthy();
  });

  it('reads PA_MOCK_LATENCY', () => {
    expect(latencyFromEnv('0')).toBe(0);
    expect(latencyFromEnv('50-120')).toEqual([50, 120]);
    expect(latencyFromEnv('fast')).toEqual([80, 200]);
  });
});

describe('Vite plugin', () => {
  it('rewrites config.json for HTTP mode: transport http, /mock-api URLs absolute, /idp untouched', () => {
    const rewritten = httpModeConfig(config, 'http://127.0.0.1:4173') as typeof config;
    expect(rewritten.mock).toEqual({ enabled: true, transport: 'http' });
    expect(rewritten.services.master.baseUrl).toBe('http://127.0.0.1:4173/mock-api/master');
    expect(rewritten.services.master.apiKey).toBe(config.services.master.apiKey);
    expect(rewritten.services.sso.baseUrl).toBe('/idp');
    expect(rewritten.signOn).toEqual(config.signOn);
  });

  describe('with PA_MOCK_TRANSPORT=http', () => {
    const previous = process.env.PA_MOCK_TRANSPORT;
    let dev: ViteDevServer | undefined;
    let prev: PreviewServer | undefined;
    const outDir = mkdtempSync(join(tmpdir(), 'pa-mock-preview-'));
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>preview</title>');

    beforeAll(() => {
      process.env.PA_MOCK_TRANSPORT = 'http';
    });
    afterAll(async () => {
      await dev?.close();
      await new Promise<void>((resolve) => (prev ? prev.httpServer.close(() => resolve()) : resolve()));
      rmSync(outDir, { recursive: true, force: true });
      if (previous === undefined) delete process.env.PA_MOCK_TRANSPORT;
      else process.env.PA_MOCK_TRANSPORT = previous;
    });

    async function expectMocksAt(origin: string) {
      const cfg = (await (await fetch(`${origin}/config.json`)).json()) as typeof config;
      expect(cfg.mock.transport).toBe('http');
      expect(cfg.services.payment.baseUrl).toBe(`${origin}/mock-api/payment`);
      // No sign-on provider runs here: a bearer call is refused, the master lists answer the API key.
      const banks = await fetch(`${cfg.services.master.baseUrl}/master/bank`, {
        headers: { 'x-api-key': cfg.services.master.apiKey },
      });
      expect(banks.status).toBe(200);
      // The master bank list holds the active banks only (13 of the 14).
      expect(await banks.json()).toHaveLength(13);
      const refused = await fetch(`${cfg.services.payment.baseUrl}/bank?PageSize=3`, {
        headers: { Authorization: 'Bearer not-a-token' },
      });
      expect(refused.status).toBe(401);
    }

    it('serves the mocks and the rewritten config on the dev server', { timeout: 30_000 }, async () => {
      dev = await createServer({
        configFile: false,
        root: ROOT,
        logLevel: 'silent',
        appType: 'custom',
        plugins: [mockHttpPlugin()],
        // No WebSocket server: it would take Vite's fixed port (24678), which another dev server or a
        // second checkout's run may hold.
        server: { host: '127.0.0.1', port: 0, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      await dev.listen();
      await expectMocksAt(`http://127.0.0.1:${portOf(dev.httpServer)}`);
    });

    it('serves them on the preview server too', { timeout: 30_000 }, async () => {
      prev = await preview({
        configFile: false,
        root: ROOT,
        logLevel: 'silent',
        plugins: [mockHttpPlugin()],
        build: { outDir },
        preview: { host: '127.0.0.1', port: 0 },
      });
      await expectMocksAt(`http://127.0.0.1:${portOf(prev.httpServer)}`);
    });
  });
});
