/**
 * The bench's baseline app (bench/baseline/, see docs/performance.md) is a bare react-admin app over
 * ra-data-simple-rest. These routes give it the store types of the same mock database in that
 * adapter's dialect — `GET ?sort=["f","ASC"]&range=[0,24]&filter={}` answered by a JSON array and a
 * `Content-Range` header — behind the same gate (latency, credentials) and role check as every other
 * mock call.
 */
import type { RouteAccess } from '../auth/access.ts';
import type { MockRecord } from '../db/index.ts';
import { json, notFound, readJsonObject } from './respond.ts';
import type { Route, RouteContext } from './router.ts';
import { etagOf, VERSION_FIELDS, withVersion } from './versions.ts';

export const SIMPLE_REST_PATH = 'bench-simple-rest/store-type';

const TABLE = 'merchantCategories';
const ID = 'storeTypeId';

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const withId = (record: MockRecord): MockRecord => ({ id: record[ID], ...withVersion(record) });

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

function list(ctx: RouteContext): Response {
  const params = ctx.url.searchParams;
  const [field, order] = parseJson<[string, string]>(params.get('sort'), [ID, 'ASC']);
  const [start, end] = parseJson<[number, number]>(params.get('range'), [0, 9]);
  const filter = parseJson<Record<string, unknown>>(params.get('filter'), {});
  const q = typeof filter.q === 'string' ? filter.q.toLowerCase() : '';
  const rows = (ctx.db.table(TABLE).list() as readonly MockRecord[])
    .filter(
      (r) =>
        q === '' ||
        String(r.storeType ?? '')
          .toLowerCase()
          .includes(q),
    )
    .slice()
    .sort((a, b) => (order === 'DESC' ? -1 : 1) * compare(a[field], b[field]));
  const page = rows.slice(start, end + 1).map(withId);
  const last = page.length ? start + page.length - 1 : start;
  return json(page, 200, { 'Content-Range': `store-type ${start}-${last}/${rows.length}` });
}

function one(ctx: RouteContext): Response {
  const record = ctx.db.table(TABLE).get(ctx.params.id);
  return record ? json(withId(record), 200, { ETag: etagOf(record) }) : notFound('Store type', ctx.params.id);
}

async function update(ctx: RouteContext): Promise<Response> {
  const { id: _id, [ID]: _key, ...patch } = await readJsonObject(ctx.request);
  // The versions are the service's (versions.ts): a body's are not taken.
  for (const field of VERSION_FIELDS) delete patch[field];
  const record = ctx.db.table(TABLE).update(ctx.params.id, patch);
  return record ? json(withId(record)) : notFound('Store type', ctx.params.id);
}

/**
 * The baseline signs no one in: it reads with the API key alone, as the master dropdowns do (the same
 * store types are `master/merchant_category`). Saving needs a signed-in role with edit on store types.
 */
const READ: RouteAccess = { menu: 'merchantType', apiKey: true };
const WRITE: RouteAccess = { menu: 'merchantType', action: 'edit' };

export function simpleRestRoutes(): Route[] {
  return [
    { service: 'master', method: 'GET', path: SIMPLE_REST_PATH, resolve: list, access: READ },
    { service: 'master', method: 'GET', path: `${SIMPLE_REST_PATH}/:id`, resolve: one, access: READ },
    { service: 'master', method: 'PUT', path: `${SIMPLE_REST_PATH}/:id`, resolve: update, access: WRITE },
  ];
}
