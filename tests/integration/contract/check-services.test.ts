// @vitest-environment node
/**
 * `npm run check-services` (docs/configuration.md, "Checking the services") against the mock services
 * over real HTTP (mocks/http.ts): every check passes, and each fault of the mock (mocks/faults.ts) shows
 * as the one failed cell it stands for. Only GET and OPTIONS reach the services; no secret is printed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpApp } from '../../../mocks/http.ts';
import { DEV_PROFILE_SIGNING_JWK } from '../../../mocks/idp/dev-keys.ts';
import type { FaultMode } from '../../../mocks/faults.ts';
import { resources } from '../../../resources/declared.ts';
import { MASTER_LISTS } from '../../../resources/catalog/masterLists.ts';
import type { AppConfig } from '../../../src/config/index.ts';
import type { ServiceName } from '../../../src/contract/services.ts';
import { buildContract } from '../../../scripts/contract/openapi.ts';
import { checkServices, type ServiceReport } from '../../../scripts/check-services/checks.ts';
import { failed, renderReport } from '../../../scripts/check-services/report.ts';
import { config as shipped, issuer, USERS } from '../mocks/helpers.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const ORIGIN = 'http://127.0.0.1:4173';

const failures = (reports: readonly ServiceReport[]) =>
  reports.flatMap((r) =>
    Object.entries(r.cells)
      .filter(([, cell]) => cell?.status === 'fail')
      .map(([check]) => `${r.service}/${check}`),
  );
/** What each failed cell expected and got, for the assertion's message. */
const details = (reports: readonly ServiceReport[]) =>
  JSON.stringify(reports.flatMap((r) => Object.values(r.cells).filter((c) => c?.status === 'fail')));

describe('check-services against the mock over HTTP', () => {
  const mock = createMockHttpApp(shipped, {
    latency: 0,
    tokenVerifier: issuer.verifier,
    signingKey: DEV_PROFILE_SIGNING_JWK,
  });
  const methods = new Set<string>();
  const front = express();
  front.use((req, _res, next) => {
    if (!req.originalUrl.includes('__control')) methods.add(req.method);
    next();
  });
  front.use(mock.app);
  const server = front.listen(0, '127.0.0.1');
  const dir = mkdtempSync(join(tmpdir(), 'check-services-'));
  const configFile = join(dir, 'config.json');
  let config: AppConfig;
  let token = '';
  const document = buildContract({ resources, masterLists: MASTER_LISTS, version: 'test' });
  const check = (opts: { timeoutMs?: number; services?: string[] } = {}) =>
    checkServices({ config, resources, masterLists: MASTER_LISTS, document, origin: ORIGIN, token, ...opts });

  beforeAll(async () => {
    if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    config = {
      ...shipped,
      signOn: { ...shipped.signOn, redirectUri: `${ORIGIN}/callback` },
      services: Object.fromEntries(
        Object.entries(shipped.services).map(([name, s]) => [name, { ...s, baseUrl: `${base}${s.baseUrl}` }]),
      ) as AppConfig['services'],
    };
    writeFileSync(configFile, JSON.stringify(config));
    token = await issuer.mint(USERS.admin);
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('passes every check of every service, with GET and OPTIONS only', async () => {
    mock.faults.clear();
    const reports = await check();
    expect(failures(reports), details(reports)).toEqual([]);
    const cell = (service: string, check: string) =>
      reports.find((r) => r.service === service)?.cells[check as 'reachable']?.status;
    for (const [service, checkName] of [
      ['master', 'envelope'],
      ['master', 'masterLists'],
      ['merchant', 'dates'],
      ['merchant', 'pageBase'],
      ['merchant', 'fields'],
      ['merchant', 'get'],
      ['user', 'profile'],
      ['notification', 'cors'],
      ['payment', 'credentials'],
      ['transaction', 'error404'],
    ])
      expect(cell(service, checkName), `${service}/${checkName}`).toBe('pass');
    expect([...methods].sort()).toEqual(['GET', 'OPTIONS']);
    const secrets = [token, ...Object.values(config.services).map((s) => s.apiKey)];
    const printed = renderReport(reports, secrets);
    expect(printed).toMatch(/^service\s+reachable\s+cors\s+credentials\s+envelope\s+pageBase\s+dates/m);
    expect(printed).toMatch(/^ok\s+merchant dates: expected 200 with the rows of \d{4}-\d{2}-\d{2}/m);
    expect(printed.trimEnd().split('\n').at(-1)).toBe('every check passed');
    expect(failed(reports)).toBe(false);
    for (const secret of secrets) expect(printed).not.toContain(secret);
  });

  it.each<[FaultMode, ServiceName, string]>([
    ['envelope', 'master', 'envelope'],
    ['dateOrder', 'merchant', 'dates'],
    ['key401', 'master', 'credentials'],
    ['nocors', 'notification', 'cors'],
    ['timeout', 'payment', 'reachable'],
  ])('shows the %s fault of %s as its failed %s cell', async (mode, service, checkName) => {
    mock.faults.clear();
    mock.faults.set(service, mode);
    try {
      // The faulted service alone: the test before shows every service passing without faults.
      const reports = await check({ services: [service], timeoutMs: mode === 'timeout' ? 400 : undefined });
      expect(failures(reports), details(reports)).toEqual([`${service}/${checkName}`]);
    } finally {
      mock.faults.clear();
    }
  });

  const cli = (env: Record<string, string>) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['scripts/check-services/cli.mjs', '--config', configFile, '--service', 'master'],
        {
          cwd: ROOT,
          env: { ...process.env, ...env },
        },
      );
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('close', (code) => resolve({ code, out }));
    });

  it('exits non-zero on a failure and prints no secret (the command, in a process of its own)', async () => {
    mock.faults.clear();
    mock.faults.set('master', 'envelope');
    try {
      const failing = await cli({ CHECK_SERVICES_TOKEN: token });
      expect(failing.out).toMatch(/^service\s+reachable\s+cors\s+credentials\s+envelope/m);
      expect(failing.out).toMatch(/^master\s+ok\s+ok\s+ok\s+FAIL\s/m);
      expect(failing.out).toMatch(
        /^FAIL master envelope: expected 200 \{ currentPage.*got currentPage: missing/m,
      );
      expect(failing.out).toContain('1 failed: master/envelope');
      expect(failing.code).toBe(1);
      expect(failing.out).not.toContain(token);
      for (const service of Object.values(config.services)) expect(failing.out).not.toContain(service.apiKey);
    } finally {
      mock.faults.clear();
    }
  });
});
