/**
 * The production build behind Debian's nginx with deploy/nginx.conf (docs/deploy.md): security headers,
 * caching rules and the single-page fallback, then a real session (sign in, a list, a CSV export)
 * without one Content-Security-Policy violation.
 *
 * Topology: nginx on PA_NGINX_PORT (4216) serves dist/ and passes /idp to a `vite preview` on the next
 * port, where the dev sign-on provider runs with its issuer set to nginx's origin. The mock services
 * run in the page (service worker), as in the demo configuration.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO, expect, fillProviderLogin, test } from './support/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NGINX = process.env.PA_NGINX_PATH || '/usr/sbin/nginx';
const NGINX_PORT = Number(process.env.PA_NGINX_PORT || 4216);
const UPSTREAM_PORT = NGINX_PORT + 1;
const ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;

let work = '';
let preview: ChildProcess | undefined;
let nginx: ChildProcess | undefined;

/** deploy/nginx.conf with this run's port, root and scratch directories, and the dev proxy put in. */
function testConfig(): string {
  const deploy = path.join(ROOT, 'deploy');
  const proxy = readFileSync(path.join(deploy, 'dev-proxy.conf'), 'utf8').replaceAll(
    '__UPSTREAM_PORT__',
    String(UPSTREAM_PORT),
  );
  return readFileSync(path.join(deploy, 'nginx.conf'), 'utf8')
    .replace('listen 8080;', `listen 127.0.0.1:${NGINX_PORT};`)
    .replace('root /srv/payment-admin/dist;', `root ${path.join(ROOT, 'dist')};`)
    .replaceAll('/etc/nginx/payment-admin/', `${deploy}/`)
    .replace(/^pid .*$/m, `pid ${work}/nginx.pid;`)
    .replace(/^error_log .*$/m, `error_log ${work}/error.log warn;`)
    .replace(/access_log .*;/, `access_log ${work}/access.log;`)
    .replace(
      /(client_body|proxy|fastcgi|uwsgi|scgi)_temp_path .*;/g,
      (_m, kind: string) => `${kind}_temp_path ${work}/${kind};`,
    )
    .replace(/^\s*# @dev-proxy.*$/m, proxy);
}

/** Polls until the URL answers 200 (servers starting up); fails after `ms`. */
async function ready(url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  let last = '';
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up: ${last}`);
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN, consent: false });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  expect(existsSync(path.join(ROOT, 'dist/index.html')), 'dist/ is built (run scripts/e2e.sh)').toBe(true);
  expect(existsSync(NGINX), `nginx at ${NGINX} (scripts/ensure-nginx.sh installs it)`).toBe(true);
  work = mkdtempSync(path.join(tmpdir(), 'pa-nginx-'));
  chmodSync(work, 0o755);
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(work, kind));
    chmodSync(path.join(work, kind), 0o777);
  }
  preview = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(UPSTREAM_PORT),
      '--strictPort',
    ],
    { cwd: ROOT, env: { ...process.env, IDP_PUBLIC_ORIGIN: ORIGIN }, stdio: 'ignore' },
  );
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(conf, testConfig());
  const check = spawnSync(NGINX, ['-t', '-q', '-p', work, '-c', conf], { encoding: 'utf8' });
  expect(check.status, `nginx -t: ${check.stderr}`).toBe(0);
  nginx = spawn(NGINX, ['-p', work, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  await ready(`http://127.0.0.1:${UPSTREAM_PORT}/idp/.well-known/openid-configuration`);
  await ready(`${ORIGIN}/config.json`);
});

test.afterAll(() => {
  if (nginx?.pid) process.kill(nginx.pid, 'SIGTERM');
  if (preview?.pid) process.kill(preview.pid, 'SIGTERM');
  if (work) rmSync(work, { recursive: true, force: true });
});

const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "connect-src 'self'",
];

test('answers with the security headers, the caching rules and the single-page fallback', async ({
  request,
}) => {
  const page = await request.get('/');
  expect(page.status()).toBe(200);
  const headers = page.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of CSP_DIRECTIVES) expect(csp).toContain(directive);
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers.server).toBe('nginx');

  // A client-side route is the page itself, with the same headers.
  const deep = await request.get('/management/announcement/view/ANN0001');
  expect(deep.status()).toBe(200);
  expect(await deep.text()).toContain('<div id="root"></div>');
  expect(deep.headers()['content-security-policy']).toBe(csp);
  expect(deep.headers()['cache-control']).toBe('no-cache');

  const config = await request.get('/config.json');
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(config.headers()['content-security-policy']).toBe(csp);
  // The demo mode's worker script and MSW's script it imports: revalidated, as config.json.
  for (const script of ['/mockWorker.js', '/mockServiceWorker.js']) {
    const worker = await request.get(script);
    expect(worker.status(), script).toBe(200);
    expect(worker.headers()['cache-control'], script).toBe('no-cache');
  }

  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');

  // A missing file is a 404, not the page.
  expect((await request.get('/assets/missing-abc123.js')).status()).toBe(404);
  expect((await request.get('/nothing-here.png')).status()).toBe(404);
});

test('signs in, opens a list and exports a CSV with no CSP violation', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.addCookies([{ name: 'consent', value: 'true', url: ORIGIN, sameSite: 'Lax', expires: -1 }]);
  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp;
      void report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });

  await page.goto('/login');
  const startButton = page.getByRole('button', { name: /sign in|เข้าสู่ระบบ/i });
  const providerForm = page.getByLabel(/e-?mail/i);
  await expect(providerForm.or(startButton).first()).toBeVisible({ timeout: 20_000 });
  if (!new URL(page.url()).pathname.startsWith('/idp/')) await startButton.first().click();
  await fillProviderLogin(page, DEMO.admin);
  await page.waitForURL((url) => url.origin === ORIGIN && !/^\/(login|idp|callback)/.test(url.pathname), {
    timeout: 30_000,
  });
  await expect(page.getByRole('banner')).toBeVisible();

  await page.goto('/management/announcement');
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /export|ส่งออก/i })
    .first()
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^announcement_\d{8}_\d{6}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

  // A reload of a deep link comes back through the fallback, still signed in.
  await page.reload();
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
});
