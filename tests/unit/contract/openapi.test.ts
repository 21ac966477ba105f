// @vitest-environment node
/**
 * The services contract (docs/contract.md): the committed docs/contract/openapi.json is what the
 * declarations make now (else `npm run contract`), Redocly's linter accepts it, and it says what
 * docs/api-contract.md says about paging, dates, errors, credentials, idempotency and versions.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources/declared.ts';
import { MASTER_LISTS } from '../../../resources/catalog/masterLists.ts';
import { buildContract } from '../../../scripts/contract/openapi.ts';
import { CONTRACT_FILE, PAGE_CALLS, registryContract } from '../../../scripts/contract/fromRegistry.ts';
import { CHART_CALLS } from '../../../resources/today/charts/calls.ts';

const ROOT = new URL('../../../', import.meta.url).pathname.replace(/\/$/, '');
const committed = JSON.parse(readFileSync(`${ROOT}/${CONTRACT_FILE}`, 'utf8')) as ReturnType<
  typeof registryContract
>;

type Operation = {
  parameters: { $ref?: string; name?: string }[];
  responses: Record<string, { $ref?: string; headers?: Record<string, unknown> }>;
  security: Record<string, unknown>[];
};
const op = (doc: typeof committed, path: string, method: string) => doc.paths[path]?.[method] as Operation;
const refs = (o: Operation) => o.parameters.map((p) => p.$ref ?? p.name);

describe('the services contract', () => {
  it('is committed as the declarations make it now', () => {
    const built = JSON.parse(JSON.stringify(registryContract(ROOT))) as unknown;
    expect(built, `${CONTRACT_FILE} is stale: run \`npm run contract\` and commit it`).toEqual(committed);
  });

  it('follows a declaration: another endpoint is another document', () => {
    const storeType = resources.find((r) => r.name === 'management/store-type');
    expect(storeType?.endpoints.list).toBe('merchant_category');
    const changed = resources.map((r) =>
      r === storeType ? { ...r, endpoints: { ...r.endpoints, list: 'store_type' } } : r,
    );
    const doc = buildContract({
      resources: changed,
      masterLists: MASTER_LISTS,
      version: (committed.info as { version: string }).version,
    });
    expect(doc.paths['/master/store_type']?.get).toBeDefined();
    expect(doc.paths['/master/merchant_category']?.get).toBeUndefined();
    expect(JSON.parse(JSON.stringify(doc))).not.toEqual(committed);
  });

  it("holds the hand-written pages' calls from their descriptions, and follows them", () => {
    const summary = op(committed, '/reporting/report/transaction/summary', 'get') as Operation & {
      responses: Record<string, { content?: Record<string, { schema: { required?: string[] } }> }>;
    };
    expect(summary.parameters.map((p) => p.name)).toEqual(['from', 'to', 'groupBy']);
    expect(summary.responses['200'].content?.['application/json'].schema.required).toEqual(['items']);
    for (const [path, method] of [
      ['/reporting/reconcile/checkTransactionApproveFromFile', 'post'],
      ['/reporting/report/reconcile/getReconcileProcess/{id}', 'get'],
      ['/merchant/merchant/{storeId}/file/{typeFile}', 'post'],
      ['/merchant/mdr/rate/{mdrId}', 'get'],
      // A declared route's operation, and the fields' own calls.
      ['/payment/adjust-transaction/manual-adjust', 'post'],
      ['/user/employee/check_admin_email/{email}', 'get'],
      ['/user/role/menu', 'get'],
    ])
      expect(op(committed, path, method), `${method} ${path}`).toBeDefined();
    const moved = PAGE_CALLS.map((call) =>
      call === CHART_CALLS.summary ? { ...call, path: 'report/transaction/daily-summary' } : call,
    );
    const doc = buildContract({
      resources,
      masterLists: MASTER_LISTS,
      pageCalls: moved,
      version: (committed.info as { version: string }).version,
    });
    expect(doc.paths['/reporting/report/transaction/daily-summary']?.get).toBeDefined();
    expect(doc.paths['/reporting/report/transaction/summary']).toBeUndefined();
  });

  it('is accepted by the OpenAPI linter (Redocly, offline)', () => {
    const lint = spawnSync(
      `${ROOT}/node_modules/.bin/redocly`,
      ['lint', CONTRACT_FILE, '--config', 'docs/contract/redocly.yaml', '--format', 'stylish'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        timeout: 60_000,
      },
    );
    expect(`${lint.stdout}\n${lint.stderr}`).toMatch(/valid/);
    expect(lint.status, lint.stdout).toBe(0);
  });

  it('describes paging, date rules, errors, credentials, idempotency and versions', () => {
    expect(committed.openapi).toBe('3.1.0');
    const list = op(committed, '/merchant/merchant_register', 'get');
    expect(refs(list)).toEqual(
      expect.arrayContaining([
        '#/components/parameters/PageNumber',
        '#/components/parameters/StartDate_dmy-next-day',
      ]),
    );
    const components = committed.components as Record<string, Record<string, Record<string, unknown>>>;
    expect(components.parameters['StartDate_dmy-next-day'].schema).toEqual({
      type: 'string',
      pattern: '^\\d{2}-\\d{2}-\\d{4}$',
    });
    expect(components.parameters.StartDate_ymd.schema).toEqual({
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    });
    expect(JSON.stringify(list.responses['200'])).toContain('"currentPage"');
    expect(components.schemas.ErrorBody.required).toEqual(['message']);
    expect(op(committed, '/master/master/bank', 'get').security).toEqual([{ masterApiKey: [] }]);
    expect(components.securitySchemes.masterApiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
    });
    const update = op(committed, '/notification/announcement/{id}', 'put');
    expect(update.security).toEqual([{ bearer: [] }]);
    expect(refs(update)).toEqual(
      expect.arrayContaining(['#/components/parameters/IdempotencyKey', '#/components/parameters/IfMatch']),
    );
    expect(update.responses['412']).toEqual({ $ref: '#/components/responses/Error412' });
    expect(op(committed, '/notification/announcement/{id}', 'get').responses['200'].headers).toHaveProperty(
      'ETag',
    );
    expect(
      op(committed, '/reporting/report/funding/approve_transaction', 'post').responses['409'],
    ).toBeDefined();
    expect(
      components.schemas.NotificationAnnouncement ?? components.schemas.ManagementAnnouncement,
    ).toMatchObject({
      properties: { version: { type: 'integer' } },
    });
  });
});
