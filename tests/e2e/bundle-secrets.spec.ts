/**
 * The production build holds no secret (docs/security.md). scripts/e2e.sh builds dist/ right before
 * Playwright runs, so this reads that build; with no dist/ it fails instead of passing on nothing.
 *
 * dist/config.json is the runtime configuration, copied from public/config.json by design: anything in
 * it is readable by whoever loads the console, which is why the docs discourage a client secret there.
 * Every other file of dist/ (the JS and CSS bundles, index.html, the service worker) is checked for:
 * an HS256 profile-signature key and any client secret of the config, the dev ES256 private key, a hard-coded client secret,
 * the dev provider's cookie keys, private key material (PEM or the private members of a JWK), and the
 * demo password.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../mocks/idp/account-store.ts';
import { DEV_COOKIE_KEYS, DEV_PROFILE_SIGNING_JWK } from '../../mocks/idp/dev-keys.ts';
import { expect, test } from './support/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
/** Runtime configuration, served as is: not a bundle (see above). */
const RUNTIME_CONFIG = path.join(DIST, 'config.json');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** Secret values of public/config.json: the HS256 key and a client secret, when set. */
async function configSecrets(): Promise<Record<string, string>> {
  const config: unknown = JSON.parse(await readFile(path.join(ROOT, 'public/config.json'), 'utf8'));
  const out: Record<string, string> = {};
  const signature = field(config, 'profileSignature');
  const key = field(signature, 'key');
  if (field(signature, 'alg') === 'HS256' && typeof key === 'string') out['profileSignature.key'] = key;
  const clientSecret = field(field(config, 'signOn'), 'clientSecret');
  if (typeof clientSecret === 'string' && clientSecret !== '') out['signOn.clientSecret'] = clientSecret;
  return out;
}

/** Shapes of secrets whatever their value. */
const SECRET_PATTERNS: Record<string, RegExp> = {
  'a hard-coded client secret': /client_?secret["']?\s*[:=]\s*["'`][^"'`\s]+["'`]/i,
  'a PEM private key': /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  // JWK private members (RSA d, p, q, dp, dq, qi; EC d) with a base64url value of key length.
  'a private JWK member': /["']?\b(d|p|q|dp|dq|qi)["']?\s*:\s*["'`][A-Za-z0-9_-]{40,}={0,2}["'`]/,
};

test.describe('production bundle', () => {
  test('holds no signature key, client secret, provider key or demo password', async () => {
    expect(existsSync(path.join(DIST, 'index.html')), 'dist/ is built (run scripts/e2e.sh)').toBe(true);
    const files = (await filesUnder(DIST)).filter((f) => f !== RUNTIME_CONFIG);
    const scripts = files.filter((f) => /[\\/]assets[\\/].+\.js$/.test(f));
    expect(scripts.length, 'dist/assets holds the JS bundles').toBeGreaterThan(0);
    expect(
      files.some((f) => /[\\/]assets[\\/].+\.css$/.test(f)),
      'dist/assets holds the CSS',
    ).toBe(true);

    const contents = await Promise.all(
      files.map(async (f) => ({ file: path.relative(ROOT, f), text: await readFile(f, 'latin1') })),
    );
    // The scan reads the real bundles: the version label of the top bar is in them.
    expect(contents.some(({ text }) => text.includes('v.1.5.2'))).toBe(true);

    const secrets: Record<string, string> = {
      ...(await configSecrets()),
      'demo password': DEMO_PASSWORD,
      // The dev user service's ES256 private key stays on the dev server (docs/security.md).
      'dev profile signing key (private part)': String(DEV_PROFILE_SIGNING_JWK.d),
      ...Object.fromEntries(DEV_COOKIE_KEYS.map((k, i) => [`dev provider cookie key ${i + 1}`, k])),
    };
    // The demo configuration ships the ES256 public key only: no signature key to look for there.
    const config: unknown = JSON.parse(await readFile(RUNTIME_CONFIG, 'utf8'));
    expect(field(field(config, 'profileSignature'), 'alg')).toBe('ES256');
    expect(field(field(field(config, 'profileSignature'), 'publicKeyJwk'), 'd')).toBeUndefined();
    expect(DEV_PROFILE_SIGNING_JWK.d).toBeTruthy();

    const found: string[] = [];
    for (const { file, text } of contents) {
      for (const [name, value] of Object.entries(secrets)) {
        // Bundles are UTF-8 and the secrets ASCII, so a latin1 read finds them byte for byte.
        if (text.includes(value)) found.push(`${file}: ${name}`);
      }
      for (const [name, pattern] of Object.entries(SECRET_PATTERNS)) {
        const match = pattern.exec(text);
        if (match) found.push(`${file}: ${name} (${match[0].slice(0, 60)})`);
      }
    }
    expect(found).toEqual([]);
  });
});
