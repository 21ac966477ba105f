/**
 * All mock service handlers, built from the runtime config's base URLs so the same handlers serve the
 * service worker (relative URLs resolved against the page) and the loopback HTTP middleware (resolved
 * per request against the server's own origin). Per service, in order: fault, gate (latency and
 * credentials), routes (one handler per service trying them in order: declarations first, then the
 * built-in services), session, 404.
 */
import type { HttpHandler } from 'msw';
import type { AppConfig, ServiceConfig } from '../../src/config/index.ts';
import type { ServiceName } from '../../src/contract/services.ts';
import type { ResourceDefinition } from '../../src/schema/index.ts';
import { DEMO_ACCOUNTS } from '../accounts.ts';
import { remoteTokenVerifier, type TokenVerifier } from '../auth/tokens.ts';
import type { MockDb } from '../db/index.ts';
import { createFaultStore, faultHandler, type FaultStore } from '../faults.ts';
import { remoteProfileSigner, type MockSigningKey } from '../signing.ts';
import { mockRoutes } from '../../resources/mock.ts';
import { auditObserver } from './audit.ts';
import { declarationRoutes } from './entities.ts';
import { masterListRoutes } from './master.ts';
import {
  catchAllHandler,
  gateHandler,
  orderRoutes,
  seedsAhead,
  serviceHandler,
  type Latency,
  type Route,
  type RouteAuth,
  type ServiceRoutes,
  type WriteObserver,
} from './router.ts';
import { demoProfile, sessionHandlers, type MockProfile } from './session.ts';
import { simpleRestRoutes } from './simpleRest.ts';
import { fail } from './respond.ts';
import { mockedServices, resolveBaseUrl } from '../services.ts';
import { uploadRoutes } from './upload.ts';

export interface BuildHandlersOptions {
  /** Artificial answer time in ms, or a [min, max] range. Default 80–200; use 0 in tests. */
  latency?: Latency;
  /** Faults to apply; default: an in-memory store with none set. */
  faults?: FaultStore;
  /** Origin for relative base URLs. Default: the page's origin; none (left relative) in Node. */
  origin?: string;
  /**
   * The declarations to answer: the registry's (resources/declared.ts in node), a test's own, or where
   * to load them service by service (the page's mock backend, mocks/browser.ts).
   */
  resources: readonly ResourceDefinition[] | DeclarationSource;
  /** Profile signing key; default the config's HS256 key, or for ES256 the dev server's signer. */
  signingKey?: MockSigningKey;
  /**
   * Checks bearer tokens; default: JWT access tokens of the sign-on provider of `config.signOn`
   * (its published keys, issuer, audience, expiry). Tests pass one over a key of their own.
   */
  tokenVerifier?: TokenVerifier;
}

/**
 * Where the declarations come from when they load on demand (the page's mock backend): a service's
 * routes need only the declarations of that service, and the audit trail needs all of them.
 */
export interface DeclarationSource {
  /**
   * The declarations whose calls go to `service`, with the parents their records are kept to, in the
   * registry's order.
   */
  forService(service: ServiceName): Promise<readonly ResourceDefinition[]>;
  /** Every declaration, in the registry's order. */
  all(): Promise<readonly ResourceDefinition[]>;
}

export const DEFAULT_LATENCY: Latency = [80, 200];

/** `0`, `150` or `80-200` → latency; anything else (or nothing) → the default. */
export function parseLatency(value: string | null | undefined): Latency {
  if (value === undefined || value === null || value.trim() === '') return DEFAULT_LATENCY;
  const range = /^(\d+)\s*-\s*(\d+)$/.exec(value.trim());
  if (range) return [Number(range[1]), Math.max(Number(range[1]), Number(range[2]))];
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : DEFAULT_LATENCY;
}

export { MOCKED_SERVICES, resolveBaseUrl } from '../services.ts';

/**
 * Every hand-written route: the services' plumbing (master dropdown lists, uploads, the bench's
 * baseline) and the entities' own (the `mock.ts` of their folders, resources/mock.ts). The generated
 * routes of the declarations come before these and win on a clash, unless a route here names the
 * declaration in `overrides`.
 */
export function builtInRoutes(): Route[] {
  return [...masterListRoutes(), ...mockRoutes<Route>(), ...uploadRoutes(), ...simpleRestRoutes()];
}

/** The signed-in staff member's profile from the mock tables, so role edits show on the next sign-in. */
function profileFromDb(db: MockDb): (sub: string) => MockProfile | undefined {
  return (sub) => {
    const staff = db.table('staffUsers').get(sub);
    if (!staff) return demoProfile(sub);
    const role = db.table('roles').get(staff.roleId);
    const active = staff.isActive && role?.isActive === true;
    return {
      userId: staff.userId,
      firstname: staff.firstname,
      lastname: staff.lastname,
      tier: DEMO_ACCOUNTS.find((a) => a.userId === sub)?.tier ?? 'Admin',
      role: {
        roleId: staff.roleId,
        roleName: role?.roleName ?? staff.roleName,
        // A deactivated role opens no menu (its calls answer 403); a deactivated user gets no profile.
        menus: active && role ? role.menus.map((m) => ({ ...m })) : [],
      },
    };
  };
}

/** The key given, the HS256 key of the config, or (ES256) the dev server's signer: no private key in the page. */
function signingKeyOf(config: AppConfig, override?: MockSigningKey): MockSigningKey {
  if (override !== undefined) return override;
  return config.profileSignature.alg === 'HS256'
    ? config.profileSignature.key
    : remoteProfileSigner(config.signOn.authority);
}

export function buildHandlers(config: AppConfig, db: MockDb, opts: BuildHandlersOptions): HttpHandler[] {
  const faults = opts.faults ?? createFaultStore();
  const latency = opts.latency ?? DEFAULT_LATENCY;
  // An optional service (audit) the config leaves out is not answered.
  const services = mockedServices(config);
  const configOf = (s: ServiceName) => config.services[s] as ServiceConfig;
  const base = Object.fromEntries(
    services.map((s) => [s, resolveBaseUrl(configOf(s).baseUrl, opts.origin)]),
  ) as Record<ServiceName, string>;

  const hasTable = (name: string) => db.tableByName(name) !== undefined;
  const source = sourceOf(opts.resources);
  const builtIn = builtInRoutes();
  // The routes made from a list of declarations (the whole list given, or one service's), once per list.
  const ordered = new WeakMap<readonly ResourceDefinition[], readonly Route[]>();
  const orderedOf = (defs: readonly ResourceDefinition[]) => {
    let routes = ordered.get(defs);
    if (!routes) {
      routes = orderRoutes([...declarationRoutes(defs, hasTable), ...builtIn]);
      ordered.set(defs, routes);
    }
    return routes;
  };
  const routesOf = new Map<ServiceName, Promise<readonly Route[]>>();
  const serviceRoutes =
    (s: ServiceName): ServiceRoutes =>
    () => {
      let routes = routesOf.get(s);
      if (!routes) {
        routes = source.forService(s).then((defs) => orderedOf(defs).filter((r) => r.service === s));
        // A failed load is forgotten: the next call tries again (and this one reports it).
        routes.catch(() => routesOf.delete(s));
        routesOf.set(s, routes);
      }
      return routes;
    };

  const verify = opts.tokenVerifier ?? remoteTokenVerifier(config.signOn.authority);
  const menusOf = (sub: string) => demoProfile(sub)?.role.menus;
  const authOf = (s: ServiceName): RouteAuth => ({ apiKey: configOf(s).apiKey, verify, menusOf });

  // Every write a route answers with a success is recorded for the audit service (handlers/audit.ts).
  let observer: Promise<WriteObserver> | undefined;
  const observerOf = () => {
    const made = (observer ??= source.all().then(auditObserver));
    made.catch(() => {
      if (observer === made) observer = undefined;
    });
    return made;
  };
  const signing = signingKeyOf(config, opts.signingKey);
  const session = base.user
    ? sessionHandlers({
        userBaseUrl: base.user,
        signing,
        getProfile: profileFromDb(db),
        getSessionTimeoutMinutes: () => db.table('userConfig').get('default')?.sessionTimeoutMinutes ?? 30,
        faults: { profileSignature: () => (faults.get('user') === 'tamper' ? 'tamper' : null) },
        verify,
        apiKey: config.services.user.apiKey,
        refuse: (sub) => {
          const staff = db.table('staffUsers').get(sub);
          return staff && !staff.isActive ? fail(401, 'User account is deactivated') : null;
        },
      })
    : undefined;
  // While a call's latency runs: its route's tables are made and, for the user service, a profile is
  // read and signed (the answers do not add that time to the latency).
  const prepareOf = (s: ServiceName) => {
    const seeds = seedsAhead(serviceRoutes(s), base[s], db);
    return s === 'user' && session
      ? (request: Request) => {
          session.prepare(request);
          return seeds(request);
        }
      : seeds;
  };

  const handlers: HttpHandler[] = [];
  // Behind the faults: the handlers after them (an `envelope` fault reshapes their answer).
  const behind = () => handlers.slice(services.length);
  for (const s of services) handlers.push(faultHandler(s, base[s], faults, behind));
  for (const s of services) handlers.push(gateHandler(base[s], authOf(s), latency, prepareOf(s)));
  for (const s of services)
    handlers.push(serviceHandler(serviceRoutes(s), base[s], db, config, authOf(s), observerOf));
  if (session) handlers.push(...session.handlers);
  for (const s of services) handlers.push(catchAllHandler(base[s]));
  return handlers;
}

/** Declarations given as a list serve every service as they are. */
function sourceOf(resources: readonly ResourceDefinition[] | DeclarationSource): DeclarationSource {
  if (!Array.isArray(resources)) return resources as DeclarationSource;
  const all = Promise.resolve(resources as readonly ResourceDefinition[]);
  return { forService: () => all, all: () => all };
}

/** The declarations a hand-written route names in `overrides`. */
const overridden = (r: Route): readonly string[] =>
  r.overrides === undefined ? [] : typeof r.overrides === 'string' ? [r.overrides] : r.overrides;

const routeKey = (r: Route) =>
  `${r.service} ${r.method} ${r.path
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? ':' : s))
    .join('/')}`;

/**
 * Generated routes that a hand-written route also answers. A hand-written route may take over a
 * declaration's call only by naming it (`overrides: '<declaration>'`); any other clash, and an
 * `overrides` that replaces nothing, is reported naming both routes (the registry test fails on it).
 */
export function routeClashes(
  resources: readonly ResourceDefinition[],
  handWritten: readonly Route[] = builtInRoutes().filter((r) => r.generatedFrom === undefined),
): string[] {
  // Only the shapes of the routes matter here, whether or not the table exists.
  const generated = declarationRoutes(resources, () => true);
  const problems: string[] = [];
  for (const route of generated) {
    for (const other of handWritten) {
      if (
        routeKey(other) !== routeKey(route) ||
        (route.generatedFrom !== undefined && overridden(other).includes(route.generatedFrom))
      )
        continue;
      problems.push(
        `${route.generatedFrom} generates ${route.service} ${route.method} ${route.path}, which the ` +
          `hand-written route ${other.service} ${other.method} ${other.path} also answers ` +
          `(overrides: ${other.overrides ? `'${overridden(other).join("', '")}'` : 'not set'})`,
      );
    }
  }
  for (const other of handWritten) {
    for (const name of overridden(other)) {
      const replaced = generated.some((r) => r.generatedFrom === name && routeKey(r) === routeKey(other));
      if (replaced || !resources.some((r) => r.name === name)) continue;
      problems.push(
        `hand-written route ${other.service} ${other.method} ${other.path} overrides '${name}', ` +
          'which generates no such route',
      );
    }
  }
  return problems;
}
