/**
 * Mocks over real HTTP (docs/architecture.md, "Runtime modes"): the same msw handlers as the worker, served by an Express app
 * from @mswjs/http-middleware, to mount at /mock-api on the dev or preview server (mocks/vite-plugin.ts).
 * Control routes: POST /mock-api/__control/reset, POST /mock-api/__control/faults { service, mode }.
 */
import { createServer } from '@mswjs/http-middleware';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { AppConfig } from '../src/config/index.ts';
import { createMockDb, type MockDb } from './db/index.ts';
import type { TokenVerifier } from './auth/tokens.ts';
import type { MockSigningKey } from './signing.ts';
import { createFaultStore, isFaultMode, isServiceName, type FaultStore } from './faults.ts';
import { buildHandlers, parseLatency } from './handlers/index.ts';
import { mockedServices } from './services.ts';
import { resources } from '../resources/declared.ts';
import type { Latency } from './handlers/router.ts';

export const MOCK_HTTP_PREFIX = '/mock-api';

export interface MockHttpAppOptions {
  db?: MockDb;
  faults?: FaultStore;
  /** Default: `PA_MOCK_LATENCY` (`0` or `80-200`), else 80–200 ms. */
  latency?: Latency;
  /** Bearer-token check; default: the sign-on provider of `config.signOn` (tests pass their own). */
  tokenVerifier?: TokenVerifier;
  /** Profile signing key; default the config's HS256 key or the dev provider's ES256 signer. */
  signingKey?: MockSigningKey;
}

export interface MockHttpApp {
  app: Express;
  db: MockDb;
  faults: FaultStore;
}

/** `0`, `150` or `80-200` → latency; anything else → the default. */
export const latencyFromEnv = (value: string | undefined): Latency => parseLatency(value);

const ALLOWED_HEADERS = 'Authorization, x-api-key, Content-Type, Accept, Idempotency-Key, timestamp, nonce';
const EXPOSED_HEADERS = 'x-signature, Content-Disposition, Idempotent-Replayed, x-mock-ignored-params';

/** The config.json served in HTTP mode has absolute URLs: a page on another origin calls across. */
function cors(req: Request, res: Response, next: NextFunction): void {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  }
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
    return;
  }
  next();
}

/** CORS, except for a service with the `nocors` fault: no header, and its preflight is not answered. */
function corsUnlessFaulted(config: AppConfig, faults: FaultStore) {
  const paths = mockedServices(config)
    .map(
      (s) =>
        [s, new URL(config.services[s]?.baseUrl ?? '', 'http://mock').pathname.replace(/\/+$/, '')] as const,
    )
    .sort((a, b) => b[1].length - a[1].length);
  return (req: Request, res: Response, next: NextFunction): void => {
    const service = paths.find(([, path]) => req.originalUrl.startsWith(`${path}/`))?.[0];
    if (!service || faults.get(service) !== 'nocors') return cors(req, res, next);
    if (req.method === 'OPTIONS') res.status(404).end();
    else next();
  };
}

export function createMockHttpApp(config: AppConfig, opts: MockHttpAppOptions = {}): MockHttpApp {
  const db = opts.db ?? createMockDb();
  const faults = opts.faults ?? createFaultStore();
  const latency = opts.latency ?? latencyFromEnv(process.env.PA_MOCK_LATENCY);
  // No origin: relative base URLs are resolved per request against the server's own origin.
  const handlers = buildHandlers(config, db, {
    resources,
    faults,
    latency,
    tokenVerifier: opts.tokenVerifier,
    signingKey: opts.signingKey,
  });

  const app = express();
  app.disable('x-powered-by');
  app.use(corsUnlessFaulted(config, faults));

  const control = express.Router();
  control.use(express.json());
  control.post('/reset', (_req, res) => {
    db.reset();
    res.json({ message: 'Demo data reset' });
  });
  control.get('/faults', (_req, res) => {
    res.json(faults.all());
  });
  control.post('/faults', (req, res) => {
    const body: unknown = req.body;
    const entries: [unknown, unknown][] = [];
    if (typeof body === 'object' && body !== null) {
      const b = body as Record<string, unknown>;
      if (b.clear === true) faults.clear();
      if (b.service !== undefined) entries.push([b.service, b.mode]);
      if (typeof b.faults === 'object' && b.faults !== null) entries.push(...Object.entries(b.faults));
    }
    for (const [service, mode] of entries) {
      const off = mode === null || mode === 'off' || mode === '';
      if (
        !isServiceName(service) ||
        (!off && !isFaultMode(mode)) ||
        (mode === 'tamper' && service !== 'user')
      ) {
        res.status(400).json({ message: `Invalid fault ${String(service)}:${String(mode)}` });
        return;
      }
      faults.set(service, off ? null : isFaultMode(mode) ? mode : null);
    }
    res.json(faults.all());
  });
  // Mounted at /mock-api (dev/preview server) or at the root (a standalone listen in tests).
  app.use('/__control', control);
  app.use(`${MOCK_HTTP_PREFIX}/__control`, control);

  // The host server strips the mount path; the handlers match the full /mock-api/... path.
  app.use((req, _res, next) => {
    req.url = req.originalUrl;
    next();
  });
  app.use(createServer(...handlers));
  return { app, db, faults };
}
