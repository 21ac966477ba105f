/**
 * The services contract as one OpenAPI 3.1 document (docs/contract.md), built from the declarations and
 * src/contract: a tag per service, each path under `/<service>/`, which stands for that service's
 * `baseUrl` in config.json. `npm run contract` writes it to docs/contract/openapi.json.
 */
import type { ResourceDefinition } from '../../src/schema/index.ts';
import { SERVICE_ERROR_CODES, VERSION_FIELDS } from '../../src/contract/errors.ts';
import { OPTIONAL_SERVICE_NAMES, SERVICE_NAMES } from '../../src/contract/services.ts';
import { errorRef, requestBody, schemaName, success, WRITE } from './answers.ts';
import { allCalls, type Call, type MasterListSourceLike } from './calls.ts';
import type { PageCallLike } from './pageCalls.ts';
import {
  DATE_TIME_PATTERN,
  ERROR_BODY,
  MASTER_ENTRY,
  PAGING_PARAMETERS,
  PROFILE,
  recordSchema,
  RULE_PATTERNS,
  type JsonSchema,
} from './schemas.ts';

export { schemaName };

export interface ContractInput {
  resources: readonly ResourceDefinition[];
  masterLists: Readonly<Record<string, MasterListSourceLike>>;
  /** The calls of hand-written pages (scripts/contract/pageCalls.ts). */
  pageCalls?: readonly PageCallLike[];
  version: string;
}

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };

const operationId = (call: Call) =>
  `${call.method.toLowerCase()}_${call.service}_${call.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+/g, '_')}`.replace(
    /_+$/,
    '',
  );

/** The failures, each answered with the error body (docs/api-contract.md, "Errors"). */
const ERROR_ANSWERS: Record<string, string> = {
  '400': 'malformed paging or date, validation failure (`errors` per field)',
  '401': 'credentials missing or refused',
  '403': 'the role may not',
  '404': 'unknown record or path',
  '409':
    'the state does not allow it; `code: already_done` (with `doneBy`, `doneAt`) when the action was already done',
  '412': 'If-Match names another version: `code: conflict`, `current` the record as it now is',
  '428': 'sent without If-Match: `code: version_required`, nothing written',
  '422': 'an Idempotency-Key reused for a different request',
  '500': 'the service failed',
};

/** Writes of one record, sent on top of its version (docs/api-contract.md, "Versions and conflicts"). */
const VERSIONED = new Set(['update', 'delete', 'toggle', 'itemToggle', 'partSave', 'action']);
const versioned = (call: Call) => VERSIONED.has(call.kind) && !call.batch && call.def !== undefined;

function parameters(call: Call): unknown[] {
  const params: unknown[] = [...call.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (call.kind === 'list' || (call.kind === 'export' && call.method === 'GET')) {
    params.push({ $ref: '#/components/parameters/PageNumber' }, { $ref: '#/components/parameters/PageSize' });
    params.push(
      ...['SortBy', 'SortDirection', 'q', 'isActive'].map((n) => ({ $ref: `#/components/parameters/${n}` })),
    );
    const rule = call.def?.dateRule ?? 'ymd';
    if (call.def?.filters?.some((f) => f.type === 'dateRange') || call.def?.dateRule) {
      params.push(
        { $ref: `#/components/parameters/StartDate_${rule}` },
        { $ref: `#/components/parameters/EndDate_${rule}` },
      );
    }
    const seen = new Set(['q', 'isActive', 'dateRange', ...params.map((p) => (p as { name?: string }).name)]);
    for (const filter of call.def?.filters ?? []) {
      if (seen.has(filter.source)) continue;
      seen.add(filter.source);
      params.push({
        name: filter.source,
        in: 'query',
        description: 'equality on the record field of that name; repeat for "any of"',
        schema: { type: 'string' },
      });
    }
  }
  for (const [name, query] of Object.entries(call.page?.query ?? {}))
    params.push({
      name,
      in: 'query',
      required: query.required ?? false,
      ...(query.description ? { description: query.description } : {}),
      schema: query.schema,
    });
  if (call.kind === 'profile')
    params.push({ $ref: '#/components/parameters/timestamp' }, { $ref: '#/components/parameters/nonce' });
  if (WRITE.has(call.method)) params.push({ $ref: '#/components/parameters/IdempotencyKey' });
  if (versioned(call)) params.push({ $ref: '#/components/parameters/IfMatch' });
  return params;
}

function operation(call: Call): Record<string, unknown> {
  const responses: Record<string, unknown> = { ...success(call) };
  const errors = ['400', '401', '403', '404'];
  if (WRITE.has(call.method)) errors.push('409', '422');
  if (versioned(call)) errors.push('412', '428');
  for (const status of [...errors, '500'])
    responses[status] =
      call.kind === 'export'
        ? // A file call that fails answers plain text (docs/api-contract.md, "Exports").
          { description: ERROR_ANSWERS[status], content: { 'text/plain': { schema: { type: 'string' } } } }
        : { $ref: `#/components/responses/Error${status}` };
  const security = call.auth === 'apiKey' ? [{ [`${call.service}ApiKey`]: [] }] : [{ bearer: [] }];
  const body = requestBody(call);
  return {
    operationId: operationId(call),
    summary: `${call.kind} — ${call.resources.join(', ')}`,
    ...(call.page ? { description: call.page.summary } : {}),
    tags: [call.service],
    security,
    parameters: parameters(call),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

function dateParameter(name: 'StartDate' | 'EndDate', rule: keyof typeof RULE_PATTERNS) {
  const format = rule === 'ymd' ? 'yyyy-MM-dd' : 'dd-MM-yyyy';
  const end = rule === 'ymd' ? 'inclusive' : 'exclusive: the day after the last day chosen';
  return {
    name,
    in: 'query',
    description: `${format} (date rule \`${rule}\`); ${name === 'StartDate' ? 'inclusive' : end}; another format → 400`,
    schema: { type: 'string', pattern: RULE_PATTERNS[rule] },
  };
}

export function buildContract(input: ContractInput): OpenApiDocument {
  const calls = allCalls(input.resources, input.masterLists, input.pageCalls);
  const paths: OpenApiDocument['paths'] = {};
  for (const call of calls) {
    const key = `/${call.service}/${call.path}`;
    (paths[key] ??= {})[call.method.toLowerCase()] = operation(call);
  }
  const schemas: Record<string, JsonSchema> = {
    ErrorBody: {
      ...ERROR_BODY,
      properties: {
        ...(ERROR_BODY.properties as Record<string, unknown>),
        code: { type: 'string', description: `known codes: ${SERVICE_ERROR_CODES.join(', ')}` },
        current: { type: 'object', description: '412 `conflict`: the record as it now is, with its version' },
        doneBy: { type: 'string', description: '409 `already_done`: who did it' },
        doneAt: { type: 'string', pattern: DATE_TIME_PATTERN, description: '409 `already_done`: when' },
        action: { type: 'string', description: '409 `already_done`: what was done (an approval, a refusal)' },
      },
    },
    MasterEntry: MASTER_ENTRY,
    Profile: PROFILE,
  };
  const versionProps = {
    [VERSION_FIELDS[0]]: {
      type: 'integer',
      minimum: 1,
      description:
        'the record’s version: 1 when created, one more on every change (a row never written reads as 1)',
    },
    [VERSION_FIELDS[1]]: {
      type: ['string', 'null'],
      pattern: DATE_TIME_PATTERN,
      description: 'when it last changed',
    },
    [VERSION_FIELDS[2]]: { type: ['string', 'null'], description: 'who changed it last' },
  };
  const named = JSON.stringify(paths);
  const used = new Set(
    input.resources
      .filter((def) => named.includes(`"#/components/schemas/${schemaName(def.name)}"`))
      .map((def) => def.name),
  );
  for (const def of input.resources) {
    if (!used.has(def.name)) continue;
    const schema = recordSchema(def);
    const properties = { ...(schema.properties as Record<string, unknown>) };
    // A declared field keeps its declared type; the others of the versions are added.
    for (const [name, prop] of Object.entries(versionProps)) properties[name] ??= prop;
    schemas[schemaName(def.name)] = { ...schema, properties, description: `${def.name} (${def.service})` };
  }
  const services = [...SERVICE_NAMES, ...OPTIONAL_SERVICE_NAMES].filter((s) => s !== 'sso');
  const dateParameters = (['ymd', 'dmy-next-day'] as const).flatMap((rule) =>
    (['StartDate', 'EndDate'] as const).map((name) => ({
      ...dateParameter(name, rule),
      key: `${name}_${rule}`,
    })),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'payment-admin services contract',
      version: input.version,
      description:
        'Every call the back-office console makes (docs/api-contract.md). A path starts with the name of ' +
        'its service: `/master/merchant_category` is `GET <services.master.baseUrl>/merchant_category` of ' +
        'config.json (docs/configuration.md). Generated by `npm run contract` (docs/contract.md).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [
      { url: 'https://services.invalid', description: 'each service has its own base URL (config.json)' },
    ],
    tags: services.map((name) => ({ name, description: `the \`${name}\` service` })),
    paths,
    components: {
      schemas,
      parameters: {
        ...Object.fromEntries(PAGING_PARAMETERS.map((p) => [p.name, p])),
        ...Object.fromEntries(dateParameters.map(({ key, ...p }) => [key, p])),
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'a UUID; the console sends one with every write. A repeat gets the first answer again',
          schema: { type: 'string' },
        },
        IfMatch: {
          name: 'If-Match',
          in: 'header',
          required: true,
          description:
            'the version the record was shown at, `"<version>"`; another version → 412, nothing written. ' +
            '`*` matches any version; a write without it → 428, nothing written',
          schema: { type: 'string' },
        },
        timestamp: {
          name: 'timestamp',
          in: 'header',
          required: true,
          schema: { type: 'string', pattern: '^\\d+$' },
        },
        nonce: {
          name: 'nonce',
          in: 'header',
          required: true,
          schema: { type: 'string', pattern: '^[0-9a-f]+$' },
        },
      },
      responses: Object.fromEntries(
        Object.entries(ERROR_ANSWERS).map(([status, text]) => [`Error${status}`, errorRef(text)]),
      ),
      headers: {
        ETag: { description: 'the record’s version, `"<version>"`', schema: { type: 'string' } },
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'an access token of the sign-on provider for `urn:payment-admin:api`',
        },
        ...Object.fromEntries(
          services
            .filter((s) => calls.some((c) => c.auth === 'apiKey' && c.service === s))
            .map((s) => [
              `${s}ApiKey`,
              {
                type: 'apiKey',
                in: 'header',
                name: 'x-api-key',
                description: `services.${s}.apiKey of config.json`,
              },
            ]),
        ),
      },
    },
  };
}
