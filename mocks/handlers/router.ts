/**
 * Routes of the mock services and their msw handlers: per service a gate (latency, credentials) in
 * front of the routes, literal paths before parameters so `role/menu` is not taken for `role/:id`, the
 * first declaration of a path winning, Idempotency-Key replay for writes, and a 404 for anything else.
 */
import { delay, http, type HttpHandler } from 'msw';
import type { AppConfig, ServiceName } from '../../src/config/types.ts';
import type { HttpMethod } from '../../src/schema/types.ts';
import type { IdempotentAnswer, MockDb } from '../db/index.ts';
import { errorResponse, fail } from './respond.ts';

export interface RouteContext {
  request: Request;
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
   * clash without it fails the registry test (docs/mock-backend.md).
   */
  overrides?: string;
  /** Set on generic routes: the declaration or entity spec they were generated from. */
  generatedFrom?: string;
}

/** `merchant_category/{id}` (declaration style) → `merchant_category/:id` (msw style). */
export function toRoutePath(endpoint: string): string {
  return endpoint
    .replace(/^\/+/, '')
    .replace(/\?.*$/, '')
    .replace(/\{(\w+)\}/g, ':$1');
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function compareSpecificity(a: Route, b: Route): number {
  const sa = segmentsOf(a.path);
  const sb = segmentsOf(b.path);
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const pa = sa[i].startsWith(':') ? 1 : 0;
    const pb = sb[i].startsWith(':') ? 1 : 0;
    if (pa !== pb) return pa - pb;
  }
  // A total order (not 0 for unrelated shapes), so sort() always puts `role/menu` before `role/:id`.
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

const EMPTY_TOKENS = new Set(['', 'undefined', 'null']);

/** Null when the call carries a bearer token or the service's own API key; else the 401 message. */
export function authProblem(request: Request, apiKey: string): string | null {
  const authorization = request.headers.get('authorization');
  const key = request.headers.get('x-api-key');
  if (key !== null && key === apiKey) return null;
  if (authorization !== null) {
    const token = /^Bearer\s+(.*)$/i.exec(authorization.trim())?.[1]?.trim() ?? '';
    // "Bearer undefined" is a client bug that a lenient mock would hide.
    return EMPTY_TOKENS.has(token) ? 'Invalid authorization token' : null;
  }
  return key !== null ? 'Invalid authorization token' : 'Authorization token missing';
}

/** Gate in front of a service: artificial latency, then the credential check of docs/api-contract.md. */
export function gateHandler(baseUrl: string, apiKey: string, latency: Latency): HttpHandler {
  return http.all(`${baseUrl}/*`, async ({ request }) => {
    if (request.method === 'OPTIONS') return undefined;
    const ms = latencyMs(latency);
    if (ms > 0) await delay(ms);
    const problem = authProblem(request, apiKey);
    return problem ? fail(401, problem) : undefined;
  });
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

export function routeHandler(route: Route, baseUrl: string, db: MockDb, config: AppConfig): HttpHandler {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](`${baseUrl}/${route.path}`, async ({ request, params }) => {
    const ctx: RouteContext = {
      request,
      params: stringParams(params),
      url: new URL(request.url),
      db,
      config,
    };
    const run = async () => {
      try {
        return await route.resolve(ctx);
      } catch (error) {
        return errorResponse(error);
      }
    };
    return withIdempotency(db, route.service, request, run);
  });
}
