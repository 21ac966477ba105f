/**
 * `npm run mock:http [-- --port <n>] [--dir <folder>] [--fault <service>:<mode>,…]`: the mock services
 * over HTTP on loopback, on their own (mocks/http.ts, no dev server), for a person to run
 * `npm run check-services` against (docs/configuration.md, "Checking the services"). Beside it, it
 * writes the config.json to point at (public/config.json with every mock service's base URL made
 * absolute on this server) and an access token for the demo administrator from a sign-on stand-in
 * the server trusts (mocks/auth/testIssuer.ts: file mode 600, valid for an hour, never printed), and
 * prints the command. The mock's faults (docs/mock-backend.md, "Fault injection") switch on at start
 * with `--fault` (the syntax of `?mockFault=`) or while it runs with `POST /mock-api/__control/faults`.
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestIssuer } from '../../mocks/auth/testIssuer.ts';
import { parseFaultParam } from '../../mocks/faults.ts';
import { createMockHttpApp, latencyFromEnv, MOCK_HTTP_PREFIX } from '../../mocks/http.ts';
import { DEV_PROFILE_SIGNING_JWK } from '../../mocks/idp/dev-keys.ts';
import type { AppConfig } from '../../src/config/index.ts';
import type { ServiceName } from '../../src/contract/services.ts';

/** The demo administrator (mocks/accounts.ts): every menu, so every probe may be made. */
const ADMIN = 'u-0001';

export interface MockHttpOptions {
  root: string;
  port?: number;
  /** Where config.json and token go; default `<tmp>/payment-admin-mock-http`. */
  dir?: string;
  /** `master:envelope,merchant:dateOrder` (mocks/faultStore.ts, parseFaultParam). */
  fault?: string;
}

export interface RunningMock {
  server: Server;
  origin: string;
  configFile: string;
  tokenFile: string;
  /** What to tell the person: where it listens, the files, the command and the fault switch. */
  banner: string;
  close(): Promise<void>;
}

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

export function optionsOf(args: readonly string[], root: string): MockHttpOptions {
  const port = option(args, 'port');
  return {
    root,
    port: port ? Number(port) : undefined,
    dir: option(args, 'dir'),
    fault: option(args, 'fault'),
  };
}

/** public/config.json pointed at `origin`: the mock services' base URLs absolute, the console there. */
export function mockHttpConfig(shipped: AppConfig, origin: string): AppConfig {
  const services = Object.fromEntries(
    Object.entries(shipped.services).map(([name, service]) => [
      name,
      service && service.baseUrl.startsWith(`${MOCK_HTTP_PREFIX}/`)
        ? { ...service, baseUrl: `${origin}${service.baseUrl}` }
        : service,
    ]),
  ) as AppConfig['services'];
  return { ...shipped, signOn: { ...shipped.signOn, redirectUri: `${origin}/callback` }, services };
}

export async function startMockHttp(opts: MockHttpOptions): Promise<RunningMock> {
  const shipped = JSON.parse(readFileSync(join(opts.root, 'public/config.json'), 'utf8')) as AppConfig;
  const issuer = createTestIssuer();
  const mock = createMockHttpApp(shipped, {
    latency: latencyFromEnv(process.env.PA_MOCK_LATENCY ?? '0'),
    tokenVerifier: issuer.verifier,
    signingKey: DEV_PROFILE_SIGNING_JWK,
  });
  const faults = opts.fault ? parseFaultParam(opts.fault) : undefined;
  if (faults?.rejected.length) throw new Error(`unknown fault: ${faults.rejected.join(', ')}`);
  for (const [service, mode] of Object.entries(faults?.faults ?? {}))
    mock.faults.set(service as ServiceName, mode);

  const server = mock.app.listen(opts.port ?? 0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dir = opts.dir ?? join(tmpdir(), 'payment-admin-mock-http');
  mkdirSync(dir, { recursive: true });
  const configFile = join(dir, 'config.json');
  const tokenFile = join(dir, 'token');
  writeFileSync(configFile, `${JSON.stringify(mockHttpConfig(shipped, origin), null, 2)}\n`);
  writeFileSync(tokenFile, await issuer.mint(ADMIN), { mode: 0o600 });
  chmodSync(tokenFile, 0o600);
  const on = Object.entries(mock.faults.all()).map(([s, m]) => `${s}:${m}`);
  const banner = [
    `mock services on ${origin}${MOCK_HTTP_PREFIX}/<service> (faults: ${on.length ? on.join(', ') : 'none'})`,
    `  config: ${configFile}`,
    `  token:  ${tokenFile} (the demo administrator's, valid for an hour)`,
    'check them:',
    `  CHECK_SERVICES_TOKEN="$(cat ${tokenFile})" npm run check-services -- --config ${configFile}`,
    'switch a fault on (mode off clears it):',
    `  curl -X POST -H 'Content-Type: application/json' -d '{"service":"master","mode":"envelope"}' ${origin}${MOCK_HTTP_PREFIX}/__control/faults`,
    'Ctrl+C stops it.',
  ].join('\n');
  return {
    server,
    origin,
    configFile,
    tokenFile,
    banner,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
