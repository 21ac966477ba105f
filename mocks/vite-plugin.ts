/**
 * `PA_MOCK_TRANSPORT=http`: the mock services answer over real HTTP at /mock-api on the dev and preview
 * servers, and /config.json is served with `mock.transport: "http"` and absolute loopback base URLs.
 * The mock code is loaded through Vite's module loader, so vite.config.ts never imports it.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  createServer as createViteServer,
  type Connect,
  type Logger,
  type Plugin,
  type ViteDevServer,
} from 'vite';
import type * as MockHttpModule from './http.ts';

const PREFIX = '/mock-api';
const HTTP_MODULE = '/mocks/http.ts';

type LoadModule = () => Promise<typeof MockHttpModule>;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

function isHttpTransport(): boolean {
  return process.env.PA_MOCK_TRANSPORT === 'http';
}

function listeningPort(server: Pick<Server, 'address'> | null | undefined, fallback: number): number {
  const address = server?.address();
  return address && typeof address === 'object' ? (address as AddressInfo).port : fallback;
}

interface ServiceEntry {
  baseUrl: string;
  apiKey: string;
}

/** public/config.json for HTTP mode: transport http, `/mock-api/...` base URLs made absolute. */
export function httpModeConfig(raw: unknown, origin: string): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const config = raw as { mock?: Record<string, unknown>; services?: Record<string, ServiceEntry> };
  const services = Object.fromEntries(
    Object.entries(config.services ?? {}).map(([name, service]) => [
      name,
      typeof service?.baseUrl === 'string' && service.baseUrl.startsWith(`${PREFIX}/`)
        ? { ...service, baseUrl: `${origin}${service.baseUrl}` }
        : service,
    ]),
  );
  return {
    ...config,
    mock: { ...config.mock, enabled: config.mock?.enabled ?? true, transport: 'http' },
    services,
  };
}

function mount(
  middlewares: Connect.Server,
  root: string,
  port: () => number,
  load: LoadModule,
  logger: Logger,
): void {
  const configPath = path.join(root, 'public', 'config.json');
  const readConfig = async () => JSON.parse(await readFile(configPath, 'utf8')) as unknown;

  middlewares.use('/config.json', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    readConfig()
      .then((raw) => {
        const body = JSON.stringify(httpModeConfig(raw, `http://127.0.0.1:${port()}`), null, 2);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(req.method === 'HEAD' ? undefined : body);
      })
      .catch(next);
  });

  // Built on the first call: the database is generated lazily and the server starts at once.
  let app: Promise<Middleware> | undefined;
  middlewares.use(PREFIX, (req, res, next) => {
    app ??= Promise.all([load(), readConfig()]).then(([mod, config]) => {
      logger.info(`  mock services over HTTP: http://127.0.0.1:${port()}${PREFIX}/<service>`);
      return mod.createMockHttpApp(config as Parameters<typeof mod.createMockHttpApp>[0])
        .app as unknown as Middleware;
    });
    app.then((handle) => handle(req, res, next)).catch(next);
  });
}

export function mockHttpPlugin(): Plugin {
  return {
    name: 'payment-admin:mock-http',
    apply: (_config, env) => env.command === 'serve' && isHttpTransport(),
    configureServer(server: ViteDevServer) {
      const modulePath = HTTP_MODULE;
      mount(
        server.middlewares,
        server.config.root,
        () => listeningPort(server.httpServer, server.config.server.port ?? 5173),
        () => server.ssrLoadModule(modulePath) as Promise<typeof MockHttpModule>,
        server.config.logger,
      );
    },
    configurePreviewServer(server) {
      const root = server.config.root;
      // A Vite server in middleware mode, only to load (and transpile) the mock modules.
      let loader: Promise<ViteDevServer> | undefined;
      const load: LoadModule = async () => {
        loader ??= createViteServer({
          configFile: false,
          root,
          appType: 'custom',
          logLevel: 'warn',
          // No WebSocket server: Vite's default one takes port 24678, which a dev server may hold.
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        return (await loader).ssrLoadModule(HTTP_MODULE) as Promise<typeof MockHttpModule>;
      };
      server.httpServer?.once('close', () => {
        void loader?.then((vite) => vite.close());
      });
      mount(
        server.middlewares,
        root,
        () => listeningPort(server.httpServer, server.config.preview.port ?? 4173),
        load,
        server.config.logger,
      );
    },
  };
}
