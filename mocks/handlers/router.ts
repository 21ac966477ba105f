/**
 * Routes of the mock services and their msw handlers: per service a gate (latency, token check) in
 * front of the routes, every route then checking the caller's role against its `access` (mocks/auth), literal paths before parameters so `role/menu` is not taken for `role/:id`, the
 * first declaration of a path winning, Idempotency-Key replay for writes, and a 404 for anything else.
 */
import { delay, http, matchRequestUrl, type HttpHandler } from 'msw';
import type { AppConfig } from '../../src/config/index.ts';
import type { ServiceName } from '../../src/contract/services.ts';
import type { HttpMethod } from '../../src/schema/index.ts';
import type { RouteAccess } from '../auth/access.ts';
import { authenticate, authorize, callerPermissions } from '../auth/guard.ts';
import type { TokenVerifier } from '../auth/tokens.ts';
import type { IdempotentAnswer, MockDb } from '../db/index.ts';
import type { CallerIdentity } from './actor.ts';
import { errorResponse, fail } from './respond.ts';
import { versionedWrites } from './versions.ts';

export type { CallerIdentity };

export interface RouteContext {
  request: Request;
  /**
   * Who is calling, as the guard verified it (the bearer token's `sub`); null for a call made with the
   * service's API key alone. The one source of identity for "approved by" / "changed by".
   */
  user: CallerIdentity | null;
  params: Record<string, string>;
  url: URL;
  db: MockDb;
  config: AppConfig;
}

export interface Route {
  service: ServiceName;
  method: HttpMethod;
  /** Relative to the service base URL, with `:name` parameters, e.g. `merchant/:id/toggle_active`. */
  path: string;
  resolve(ctx: RouteContext): Response | Promise<Response>;
  /**
   * A hand-written route with the service's own rules (uniqueness, derived fields) names the declaration
   * (e.g. `management/users`) whose generated route for the same call it replaces, and wins over it. A
   * clash without it fails the registry test (docs/mock-backend.md). Several declarations that make the
   * same call (a store's billers and a branch's billers) are named together.
   */
  overrides?: string | readonly string[];
  /** Set on generic routes: the declaration or entity spec they were generated from. */
  generatedFrom?: string;
  /**
   * Who may call it: menu key + action, or the API key alone. Without it the table of
   * mocks/auth/access.ts decides by path, and a path it does not know is refused to everyone.
   */
  access?: RouteAccess;
  /**
   * The mock tables its answer reads (set on generic routes): generated, when not yet, while the call's
   * latency runs rather than after it (`gateHandler`'s `prepare`). A seed is the same whenever it is made.
   */
  tables?: readonly string[];
}

/** A service's routes in their order (orderRoutes), once the declarations they are made from are in. */
export type ServiceRoutes = () => Promise<readonly Route[]>;

/** The route that answers `request` (its method and path under `baseUrl`), with the path's parameters. */
export interface MatchedRoute {
  route: Route;
  params: Record<string, string | readonly string[] | undefined>;
}

/** The first of `routes` (in their order) that answers `request`, if any. */
export function findRoute(
  routes: readonly Route[],
  baseUrl: string,
  request: Request,
): MatchedRoute | undefined {
  const url = new URL(request.url);
  for (const route of routes) {
    if (route.method !== request.method) continue;
    // A relative base (the loopback HTTP server's) is the request's own origin, as msw resolves it.
    const match = matchRequestUrl(url, `${baseUrl}/${route.path}`, url.origin);
    if (match.matches) return { route, params: match.params ?? {} };
  }
  return undefined;
}

/**
 * Watches the writes: a write route runs against `watch(db).db`, and `done` hears its answer's status
 * (the audit trail, handlers/audit.ts).
 */
export interface WriteObserver {
  watch(db: MockDb): {
    db: MockDb;
    done(route: Route, ctx: RouteContext, status: number): void;
  };
}

/** What the gate and the routes need to check a caller. */
export interface RouteAuth {
  apiKey: string;
  verify: TokenVerifier;
  /** Menus of a signed-in account that is not in the staff table (self-registered accounts). */
  menusOf: (sub: string) => { menuName: string; actions: string }[] | undefined;
}

/** `merchant_category/{id}` (declaration style) → `merchant_category/:id` (msw style). */
export function toRoutePath(endpoint: string): string {
  return endpoint
    .replace(/^\/+/, '')
    .replace(/\?.*$/, '')
    .replace(/\{(\w+)\}/g, ':$1');
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * A total order (lexicographic by segment, a literal before a parameter, shorter first), so a literal
 * route such as `report/transfer/export_raw` is always tried before `report/transfer/:id`. Comparing
 * only the first differing kind of segment was not transitive, and the sort then misplaced routes.
 */
function compareSpecificity(a: Route, b: Route): number {
  const sa = segmentsOf(a.path);
  const sb = segmentsOf(b.path);
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const pa = sa[i].startsWith(':');
    const pb = sb[i].startsWith(':');
    if (pa !== pb) return pa ? 1 : -1;
    if (!pa && sa[i] !== sb[i]) return sa[i] < sb[i] ? -1 : 1;
  }
  return sa.length - sb.length;
}

/** Same method and same shape of path (parameter names aside) → the first one registered wins. */
export function orderRoutes(routes: readonly Route[]): Route[] {
  const seen = new Set<string>();
  const first = [...routes.filter((r) => r.overrides), ...routes.filter((r) => !r.overrides)];
  const unique = first.filter((r) => {
    const key = `${r.service} ${r.method} ${segmentsOf(r.path)
      .map((s) => (s.startsWith(':') ? ':' : s))
      .join('/')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort(compareSpecificity);
}

export type Latency = number | readonly [number, number];

function latencyMs(latency: Latency): number {
  if (typeof latency === 'number') return latency;
  const [min, max] = latency;
  return min + Math.floor(Math.random() * (max - min + 1));
}

/**
 * Gate in front of a service: artificial latency, then the credential check (a verified token or the key).
 * `prepare` runs during the latency too (the tables the call's route reads: see `Route.tables`); what it
 * fails at is left to the route.
 */
export function gateHandler(
  baseUrl: string,
  auth: Pick<RouteAuth, 'apiKey' | 'verify'>,
  latency: Latency,
  prepare?: (request: Request) => Promise<void>,
): HttpHandler {
  return http.all(`${baseUrl}/*`, async ({ request }) => {
    if (request.method === 'OPTIONS') return undefined;
    const ms = latencyMs(latency);
    // The token check (in the page: the provider's discovery document and keys on the first call)
    // runs during the latency, as a service checks while the answer travels; neither waits for the other.
    const [credentials] = await Promise.all([
      authenticate(request, auth.apiKey, auth.verify),
      ms > 0 ? delay(ms) : undefined,
      prepare?.(request).catch(() => undefined),
    ]);
    return credentials instanceof Response ? credentials : undefined;
  });
}

/** Resolves after the calls already waiting to be handled have started (their gates, their latency). */
function afterWaitingCalls(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The `prepare` of a service's gate: finds the call's route and makes its tables (their seeds, the
 * changes applied) while the latency runs, so the route's answer does not add that time to it. The
 * tables are made once the calls that came with this one have started their own latency (the page's
 * first calls come together): made at once, they would hold those calls' start back by as long.
 */
export function seedsAhead(
  routes: ServiceRoutes,
  baseUrl: string,
  db: MockDb,
): (request: Request) => Promise<void> {
  return async (request) => {
    const tables = findRoute(await routes(), baseUrl, request)?.route.tables ?? [];
    if (tables.length === 0) return;
    await afterWaitingCalls();
    for (const name of tables) db.tableByName(name)?.count();
  };
}

export function catchAllHandler(baseUrl: string): HttpHandler {
  return http.all(`${baseUrl}/*`, ({ request }) => {
    const path = new URL(request.url).pathname;
    return fail(404, `No mock answers ${request.method} ${path}`);
  });
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function snapshot(response: Response): Promise<IdempotentAnswer> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => headers.push([name, value]));
  return { status: response.status, headers, body: await response.clone().text() };
}

function replay(answer: IdempotentAnswer): Response {
  const headers = new Headers(answer.headers);
  headers.set('Idempotent-Replayed', 'true');
  return new Response(answer.body === '' ? null : answer.body, { status: answer.status, headers });
}

/**
 * A write repeated with the same Idempotency-Key gets the first answer again and changes nothing;
 * a double submit that arrives while the first is running waits for it. Only successes are kept,
 * so a retry after a failure runs again.
 */
async function withIdempotency(
  db: MockDb,
  service: ServiceName,
  request: Request,
  run: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get('idempotency-key');
  if (!key || !WRITE_METHODS.has(request.method)) return run();
  const fingerprint = `${request.method} ${new URL(request.url).pathname} ${await request.clone().text()}`;
  const slot = `${service}|${key}`;
  const previous = db.idempotency.get(slot);
  if (previous) {
    if (previous.fingerprint !== fingerprint) {
      return fail(422, 'Idempotency-Key was already used for a different request');
    }
    return replay(await previous.answer);
  }
  const answer = run().then(snapshot);
  db.idempotency.set(slot, { fingerprint, answer });
  const result = await answer.catch((error: unknown) => {
    db.idempotency.delete(slot);
    throw error;
  });
  if (result.status >= 300) db.idempotency.delete(slot);
  return new Response(result.body === '' ? null : result.body, {
    status: result.status,
    headers: new Headers(result.headers),
  });
}

function stringParams(
  params: Record<string, string | readonly string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    if (typeof v === 'string') out[k] = v;
    else if (Array.isArray(v)) out[k] = v.join('/');
  }
  return out;
}

/** One route's answer: the caller (verified again, from the verifier's cache), its role, then the route. */
async function answerRoute(
  route: Route,
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
  db: MockDb,
  config: AppConfig,
  auth: RouteAuth,
  observer?: WriteObserver,
): Promise<Response> {
  const credentials = await authenticate(request, auth.apiKey, auth.verify);
  if (credentials instanceof Response) return credentials;
  const refusal = authorize(route, credentials, () =>
    credentials.kind === 'bearer'
      ? callerPermissions(db, credentials.sub, auth.menusOf)
      : fail(401, 'Unknown user'),
  );
  if (refusal) return refusal;
  const watch = request.method === 'GET' ? undefined : observer?.watch(db);
  const ctx: RouteContext = {
    request,
    user: credentials.kind === 'bearer' ? { userId: credentials.sub } : null,
    params: stringParams(params),
    url: new URL(request.url),
    db: watch?.db ?? db,
    config,
  };
  // A write stamps the versions of what it changes and is checked against its If-Match (versions.ts).
  if (request.method !== 'GET') ctx.db = versionedWrites(ctx);
  const run = async () => {
    let response: Response;
    try {
      response = await route.resolve(ctx);
    } catch (error) {
      response = errorResponse(error);
    }
    watch?.done(route, ctx, response.status);
    return response;
  };
  return withIdempotency(db, route.service, request, run);
}

/**
 * One msw handler for all the routes of a service, trying them in their order (orderRoutes). msw asks
 * the handlers of its list one by one, and every handler it asks reads the page's cookies, which in a
 * browser is a synchronous call to the browser process: with a handler per route, a call answered by
 * one of the last routes cost some hundreds of those. A path no route takes is left to the handlers
 * after this one (the session calls, then the service's 404). The routes come once the declarations
 * they are made from are in (`routes`); a call that is not a GET waits for the audit trail's observer,
 * which knows every declaration (`observer`).
 */
export function serviceHandler(
  routes: ServiceRoutes,
  baseUrl: string,
  db: MockDb,
  config: AppConfig,
  auth: RouteAuth,
  observer?: () => Promise<WriteObserver>,
): HttpHandler {
  return http.all(`${baseUrl}/*`, async ({ request }) => {
    const found = findRoute(await routes(), baseUrl, request);
    if (!found) return undefined;
    const watching = request.method === 'GET' ? undefined : await observer?.();
    return answerRoute(found.route, request, found.params, db, config, auth, watching);
  });
}
