// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.ts';

const shipped = JSON.parse(
  readFileSync(new URL('../../../public/config.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const clone = (): Record<string, Record<string, unknown>> => JSON.parse(JSON.stringify(shipped));

describe('runtime configuration', () => {
  it('accepts the shipped config.json', () => {
    expect(validateConfig(shipped)).toMatchObject({ ok: true });
  });

  it('names every missing or invalid field', () => {
    const bad = clone();
    delete (bad.services.master as Record<string, unknown>).apiKey;
    bad.signOn.clientId = 42;
    (bad.services.user as Record<string, unknown>).baseUrl = 'ftp://example.test';
    const result = validateConfig(bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { path: 'services.master.apiKey', problem: 'missing' },
        { path: 'signOn.clientId', problem: 'invalid' },
        { path: 'services.user.baseUrl', problem: 'invalid' },
      ]),
    );
    expect(result.issues).toHaveLength(3);
  });

  it('requires a whole service block', () => {
    const bad = clone();
    delete bad.services.reporting;
    const result = validateConfig(bad);
    expect(result.ok ? [] : result.issues).toEqual([{ path: 'services.reporting', problem: 'missing' }]);
  });

  it('accepts an ES256 public key and refuses a private one', () => {
    const good = clone();
    good.profileSignature = { alg: 'ES256', publicKeyJwk: { kty: 'EC', crv: 'P-256', x: 'abc', y: 'def' } };
    expect(validateConfig(good).ok).toBe(true);
    const leaked = clone();
    leaked.profileSignature = {
      alg: 'ES256',
      publicKeyJwk: { kty: 'EC', crv: 'P-256', x: 'a', y: 'b', d: 'secret' },
    };
    expect(validateConfig(leaked)).toEqual({
      ok: false,
      issues: [{ path: 'profileSignature.publicKeyJwk', problem: 'invalid' }],
    });
  });

  it('accepts a per-service time-out and names a bad one', () => {
    const good = clone();
    (good.services.reporting as Record<string, unknown>).timeoutMs = 60_000;
    expect(validateConfig(good).ok).toBe(true);
    for (const bad of [0, -5, 1.5, '30000', 600_001]) {
      const config = clone();
      (config.services.master as Record<string, unknown>).timeoutMs = bad;
      expect(validateConfig(config)).toEqual({
        ok: false,
        issues: [{ path: 'services.master.timeoutMs', problem: 'invalid' }],
      });
    }
  });

  it('takes the audit service as optional, and checks it like the others when present', () => {
    const without = clone();
    delete without.services.audit;
    expect(validateConfig(without)).toMatchObject({ ok: true });

    const bad = clone();
    bad.services.audit = { baseUrl: 'ftp://audit.example.test' };
    const result = validateConfig(bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      { path: 'services.audit.baseUrl', problem: 'invalid' },
      { path: 'services.audit.apiKey', problem: 'missing' },
    ]);
  });

  it('refuses a non-object', () => {
    expect(validateConfig('nope').ok).toBe(false);
  });
});
