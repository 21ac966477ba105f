/**
 * The checks of `npm run check-services` (docs/configuration.md, "Checking the services"): per service,
 * read-only probes — a list call per declared resource, a get of its first row, the master lists, the
 * profile, a deliberate 404 — judged against the contract built from the same declarations
 * (scripts/contract/). Each check of a service is one cell: pass, fail (with what was expected and
 * what came) or skip (nothing to check, or what it needs failed first).
 */
import type { AppConfig, ServiceConfig } from '../../src/config/index.ts';
import type { ResourceDefinition } from '../../src/schema/index.ts';
import type { MasterListSourceLike } from '../contract/calls.ts';
import { schemaName, type OpenApiDocument } from '../contract/openapi.ts';
import { createContractValidator, type ContractValidator } from '../contract/validator.ts';
import { describe, isOk, proberOf, type Answer, type Credentials, type Prober } from './probe.ts';
import { listChecks } from './lists.ts';

export const CHECKS = [
  'reachable',
  'cors',
  'credentials',
  'envelope',
  'pageBase',
  'dates',
  'fields',
  'get',
  'masterLists',
  'profile',
  'error404',
] as const;
export type CheckName = (typeof CHECKS)[number];

export interface Cell {
  status: 'pass' | 'fail' | 'skip';
  expected: string;
  got: string;
  /** The call that showed it (relative to the service). */
  call?: string;
}

export interface ServiceReport {
  service: string;
  cells: Partial<Record<CheckName, Cell>>;
}

export interface CheckInput {
  config: AppConfig;
  resources: readonly ResourceDefinition[];
  masterLists: Readonly<Record<string, MasterListSourceLike & { dependsOn?: string }>>;
  document: OpenApiDocument;
  /** The console's origin (CORS); also what relative base URLs resolve against. */
  origin: string;
  /** An access token of a signed-in user for the bearer calls; without one they are reported refused. */
  token?: string;
  /** Only these services (default every one of the config but the sign-on provider). */
  services?: readonly string[];
  /** Per call; default each service's `timeoutMs`, else 10 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The cells of one service, filled as the probes answer: a failure stays, a pass counts. */
export class Cells {
  readonly cells: Partial<Record<CheckName, Cell>> = {};
  private passes: Partial<Record<CheckName, number>> = {};
  pass(check: CheckName, expected: string, got: string, call?: string): void {
    this.passes[check] = (this.passes[check] ?? 0) + 1;
    if (!this.cells[check]) this.cells[check] = { status: 'pass', expected, got, call };
  }
  fail(check: CheckName, expected: string, got: string, call?: string): void {
    if (this.cells[check]?.status !== 'fail') this.cells[check] = { status: 'fail', expected, got, call };
  }
  judge(check: CheckName, ok: boolean, expected: string, got: string, call?: string): boolean {
    if (ok) this.pass(check, expected, got, call);
    else this.fail(check, expected, got, call);
    return ok;
  }
  /** A 401 or 403 is the credentials' failure; anything else passes them. */
  credentials(answer: Answer, credentials: Credentials): boolean {
    const header = credentials.kind === 'apiKey' ? 'x-api-key' : 'Authorization: Bearer';
    const refused = answer.status === 401 || answer.status === 403;
    const missing = credentials.kind === 'bearer' && !credentials.token;
    return this.judge(
      'credentials',
      !refused,
      `accepted with ${header}`,
      refused
        ? `${describe(answer)}${missing ? ' (no access token given: CHECK_SERVICES_TOKEN)' : ''}`
        : describe(answer),
      answer.call,
    );
  }
  skipRest(reason: string): void {
    for (const check of CHECKS) this.cells[check] ??= { status: 'skip', expected: '', got: reason };
  }
}

/** The subject of a JWT (the profile's user id), read without checking it: the services check it. */
export function subjectOf(token: string | undefined): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}

async function corsCheck(cells: Cells, prober: Prober, path: string, origin: string, asked: string[]) {
  const answer = await prober.preflight(path, asked);
  const allowOrigin = answer.headers.get('access-control-allow-origin');
  const allowHeaders = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase();
  const missing = asked.filter((h) => allowHeaders !== '*' && !allowHeaders.split(/\s*,\s*/).includes(h));
  const ok = isOk(answer) && (allowOrigin === origin || allowOrigin === '*') && missing.length === 0;
  cells.judge(
    'cors',
    ok,
    `preflight 2xx, Access-Control-Allow-Origin ${origin}, allows ${asked.join(', ')}`,
    `${describe(answer)}, Allow-Origin ${allowOrigin ?? '(none)'}${missing.length ? `, not allowed: ${missing.join(', ')}` : ''}`,
    answer.call,
  );
}

async function masterChecks(
  cells: Cells,
  prober: Prober,
  service: string,
  input: CheckInput,
  key: Credentials,
  bearer: Credentials,
  v: ContractValidator,
) {
  const lists = Object.entries(input.masterLists).filter(([, list]) => list.service === service);
  const firstValue = new Map<string, string>();
  // A list that depends on another comes after it (province → district → sub-district).
  const ordered = [...lists].sort(
    ([, a], [, b]) => Number(Boolean(a.dependsOn)) - Number(Boolean(b.dependsOn)),
  );
  for (const [name, list] of ordered) {
    const parent = list.dependsOn ? firstValue.get(list.dependsOn) : undefined;
    if (list.dependsOn && parent === undefined) continue;
    const credentials = list.auth === 'apiKey' ? key : bearer;
    const answer = await prober.get(
      list.path.replace('{parent}', encodeURIComponent(parent ?? '')),
      credentials,
    );
    if (!cells.credentials(answer, credentials)) continue;
    const entries = Array.isArray(answer.body) ? (answer.body as unknown[]) : undefined;
    const problems = entries
      ? entries.slice(0, 3).flatMap((e) => v.checkSchema('#/components/schemas/MasterEntry', e))
      : [];
    const first = entries?.[0] as { value?: unknown } | undefined;
    if (first?.value !== undefined) firstValue.set(name, String(first.value));
    cells.judge(
      'masterLists',
      isOk(answer) && entries !== undefined && problems.length === 0,
      `200, an array of { name, value, imageUrl } (${name})`,
      entries
        ? `${describe(answer)}, ${entries.length} entries${problems.length ? `: ${problems.join('; ')}` : ''}`
        : `${describe(answer)}, not an array`,
      answer.call,
    );
  }
}

async function checkService(
  service: string,
  input: CheckInput,
  validator: ContractValidator,
): Promise<ServiceReport> {
  const cells = new Cells();
  const settings = input.config.services[service as keyof AppConfig['services']] as ServiceConfig;
  const baseUrl = new URL(settings.baseUrl, input.origin).href;
  const prober = proberOf(baseUrl, {
    origin: input.origin,
    timeoutMs: input.timeoutMs ?? settings.timeoutMs ?? 10_000,
    fetch: input.fetch,
  });
  const bearer: Credentials = { kind: 'bearer', token: input.token };
  const key: Credentials = { kind: 'apiKey', key: settings.apiKey };
  const own = input.resources.filter((r) => r.service === service);
  const getter = own.find((r) => r.endpoints.get && !/\{(?!id\})/.test(r.endpoints.get));
  const missingPath =
    getter?.endpoints.get?.replace('{id}', 'check-services-missing') ?? 'check-services-missing';

  // The deliberate 404 first: it shows whether the service answers at all.
  const missing = await prober.get(missingPath, input.token ? bearer : key);
  if (
    !cells.judge(
      'reachable',
      typeof missing.status === 'number',
      'an HTTP answer',
      describe(missing),
      missing.call,
    )
  ) {
    cells.skipRest('not reachable');
    return { service, cells: cells.cells };
  }
  const errorProblems = validator.checkSchema('#/components/schemas/ErrorBody', missing.body);
  cells.judge(
    'error404',
    missing.status === 404 && errorProblems.length === 0,
    '404 { "message": "…" }',
    `${describe(missing)}${missing.notJson ? ', not JSON' : errorProblems.length ? `, ${errorProblems.join('; ')}` : ''}`,
    missing.call,
  );
  const firstList = own.find((r) => r.endpoints.list && !r.endpoints.list.includes('{'))?.endpoints.list;
  const usesKey = Object.values(input.masterLists).some((l) => l.service === service && l.auth === 'apiKey');
  await corsCheck(cells, prober, firstList ?? missingPath, input.origin, [
    ...(input.token ? ['authorization'] : []),
    ...(usesKey ? ['x-api-key'] : []),
  ]);
  const allowOrigin = missing.headers.get('access-control-allow-origin');
  cells.judge(
    'cors',
    allowOrigin === input.origin || allowOrigin === '*',
    `Access-Control-Allow-Origin ${input.origin} on the answer`,
    allowOrigin ?? '(none)',
    missing.call,
  );

  for (const def of own) {
    if (def.endpoints.list && !def.endpoints.list.includes('{'))
      await listChecks({
        cells,
        prober,
        def,
        bearer,
        validator,
        recordSchema: `#/components/schemas/${schemaName(def.name)}`,
      });
  }
  await masterChecks(cells, prober, service, input, key, bearer, validator);
  if (service === 'user') {
    const sub = subjectOf(input.token);
    if (sub) {
      const nonce = [...crypto.getRandomValues(new Uint8Array(16))]
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('');
      const answer = await prober.get(encodeURIComponent(sub), bearer, {
        timestamp: String(Math.floor(Date.now() / 1000)),
        nonce,
      });
      if (cells.credentials(answer, bearer)) {
        const problems = validator.checkSchema('#/components/schemas/Profile', answer.body);
        const signed = answer.headers.has('x-signature');
        cells.judge(
          'profile',
          isOk(answer) && problems.length === 0 && signed,
          '200, { userId, role: { menus } } with x-signature',
          `${describe(answer)}${problems.length ? `, ${problems.join('; ')}` : ''}${signed ? '' : ', no x-signature'}`,
          answer.call,
        );
      }
    }
  }
  cells.skipRest('nothing to check');
  return { service, cells: cells.cells };
}

/** Every service of the config but the sign-on provider, each checked (side by side). */
export async function checkServices(input: CheckInput): Promise<ServiceReport[]> {
  const services = Object.keys(input.config.services).filter(
    (s) => s !== 'sso' && (!input.services || input.services.includes(s)),
  );
  const baseUrls = Object.fromEntries(
    services.map((s) => [
      s,
      new URL(
        (input.config.services[s as keyof AppConfig['services']] as ServiceConfig).baseUrl,
        input.origin,
      ).href,
    ]),
  );
  const validator = createContractValidator(input.document, baseUrls);
  return Promise.all(services.map((s) => checkService(s, input, validator)));
}
