// @vitest-environment node
/**
 * `npm run mock:http` (scripts/check-services/mockServer.ts, docs/configuration.md, "Checking the
 * services"): the mock services over HTTP on their own, with the config.json and the token a person
 * points `npm run check-services` at. A fault given at start fails its one cell with exit status 1;
 * cleared through the control route, the same command passes.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttp, type RunningMock } from '../../../scripts/check-services/mockServer.ts';
import { run } from '../../../scripts/check-services/run.ts';

const ROOT = new URL('../../../', import.meta.url).pathname.replace(/\/$/, '');

describe('npm run mock:http', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-http-'));
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await startMockHttp({ root: ROOT, dir, fault: 'master:envelope' });
  });
  afterAll(async () => {
    await mock?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a config.json of its own address and a token only its owner reads, never printed', () => {
    const config = JSON.parse(readFileSync(mock.configFile, 'utf8')) as {
      services: Record<string, { baseUrl: string }>;
    };
    expect(config.services.master.baseUrl).toBe(`${mock.origin}/mock-api/master`);
    expect(statSync(mock.tokenFile).mode & 0o777).toBe(0o600);
    const token = readFileSync(mock.tokenFile, 'utf8');
    expect(token.split('.')).toHaveLength(3);
    expect(mock.banner).toContain(`--config ${mock.configFile}`);
    expect(mock.banner).toContain('faults: master:envelope');
    expect(mock.banner).not.toContain(token);
  });

  it('fails the faulted cell with status 1, and passes once the fault is switched off', async () => {
    const env = { CHECK_SERVICES_TOKEN: readFileSync(mock.tokenFile, 'utf8') };
    const args = ['--config', mock.configFile, '--service', 'master'];
    const failing = await run(args, env);
    expect(failing.output).toMatch(/^master\s+ok\s+ok\s+ok\s+FAIL\s/m);
    expect(failing.output).toContain('1 failed: master/envelope');
    expect(failing.exitCode).toBe(1);

    const off = await fetch(`${mock.origin}/mock-api/__control/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ service: 'master', mode: 'off' }),
    });
    expect(await off.json()).toEqual({});
    const passing = await run(args, env);
    expect(passing.output.trimEnd().split('\n').at(-1)).toBe('every check passed');
    expect(passing.exitCode).toBe(0);
  });
});
