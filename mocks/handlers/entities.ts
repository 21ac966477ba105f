/**
 * Generic entity routes: list, get, create, update, delete, toggle and embedded-item toggle over one
 * mock table. Every declaration of the registry becomes one EntitySpec (an entity's own mock.ts may
 * build one for a call its declaration does not make).
 */
import type { PermissionKey } from '../../src/auth/menus.ts';
import type { ServiceName } from '../../src/config/types.ts';
import type { Endpoints, FieldDeclaration, HttpMethod, ResourceDefinition } from '../../src/schema/types.ts';
import { toBangkokIso } from '../db/dates.ts';
import type { MockDb, MockRecord, MockTable, TableName, TableRecords } from '../db/index.ts';
import { defaultAction } from '../auth/access.ts';
import { queryList, type ListSpec } from './query.ts';
import { fail, json, MockHttpError, notFound, readJsonObject } from './respond.ts';
import { toRoutePath, type Route, type RouteContext } from './router.ts';
import { validateWrite } from './validate.ts';

export interface EmbeddedToggleSpec {
  method: HttpMethod;
  path: string;
  /** Array field holding the sub-records, e.g. `channels`. */
  source: string;
  /** Sub-record field matched against `{item}`, e.g. `channel`. */
  itemKey: string;
}

export interface EntitySpec extends ListSpec {
  /** Name used in messages, e.g. `Bank`. */
  label: string;
  service: ServiceName;
  table: TableName;
  /** Field the `{id}` of the paths refers to. */
  idField: string;
  endpoints: Endpoints;
  fields?: readonly FieldDeclaration[];
  embeddedToggles?: readonly EmbeddedToggleSpec[];
  /** Restricts the table (e.g. only system billers). */
  scope?: (record: MockRecord) => boolean;
  /** Values a new record gets unless the body gives them. */
  defaults?: (body: MockRecord, ctx: RouteContext) => MockRecord;
  /** Menu whose actions open these routes; without it mocks/auth/access.ts decides by path. */
  menu?: PermissionKey;
  /** What the routes are generated from (a declaration's name); defaults to the label. */
  origin?: string;
}

/** Writes the list envelope; names parameters that matched nothing in `x-mock-ignored-params`. */
export function listResponse(rows: readonly MockRecord[], ctx: RouteContext, spec: ListSpec): Response {
  const { envelope, ignored } = queryList(rows, ctx.url.searchParams, spec);
  return json(envelope, 200, ignored.length ? { 'x-mock-ignored-params': ignored.join(',') } : undefined);
}

function findRecord(table: MockTable, spec: EntitySpec, id: string): MockRecord | undefined {
  const record =
    spec.idField === table.idField ? table.get(id) : table.list().find((r) => String(r[spec.idField]) === id);
  return record && (!spec.scope || spec.scope(record)) ? record : undefined;
}

function idParam(ctx: RouteContext, spec: EntitySpec): string {
  const id = ctx.params.id ?? ctx.params[spec.idField];
  if (id === undefined) throw new MockHttpError(400, 'The path carries no id');
  return id;
}

function hasActiveField(spec: EntitySpec, table: MockTable): boolean {
  return (
    (spec.fields ?? []).some((f) => f.type === 'active' && f.source === 'isActive') ||
    typeof table.list()[0]?.isActive === 'boolean'
  );
}

export function entityRoutes(spec: EntitySpec): Route[] {
  const routes: Route[] = [];
  const { service, endpoints } = spec;
  const tableOf = (ctx: RouteContext) => ctx.db.table(spec.table) as unknown as MockTable;
  const rowsOf = (ctx: RouteContext) => {
    const rows = tableOf(ctx).list();
    return spec.scope ? rows.filter(spec.scope) : rows;
  };
  const mustFind = (ctx: RouteContext) => {
    const id = idParam(ctx, spec);
    const record = findRecord(tableOf(ctx), spec, id);
    if (!record) throw new MockHttpError(404, `${spec.label} ${id} not found`);
    return { id, record };
  };
  const tableId = (ctx: RouteContext, record: MockRecord) => String(record[tableOf(ctx).idField]);

  if (endpoints.list) {
    routes.push({
      service,
      method: 'GET',
      path: toRoutePath(endpoints.list),
      resolve: (ctx) => listResponse(rowsOf(ctx), ctx, spec),
    });
  }
  if (endpoints.get) {
    routes.push({
      service,
      method: 'GET',
      path: toRoutePath(endpoints.get),
      resolve: (ctx) => {
        const id = idParam(ctx, spec);
        const record = findRecord(tableOf(ctx), spec, id);
        return record ? json(record) : notFound(spec.label, id);
      },
    });
  }
  if (endpoints.create) {
    routes.push({
      service,
      method: 'POST',
      path: toRoutePath(endpoints.create),
      resolve: async (ctx) => {
        const table = tableOf(ctx);
        const body = validateWrite(spec.fields ?? [], await readJsonObject(ctx.request), 'create');
        const base: MockRecord = hasActiveField(spec, table) ? { isActive: true } : {};
        if (spec.dateField) base[spec.dateField] = toBangkokIso(Date.now());
        const record = table.insert({ ...base, ...(spec.defaults?.(body, ctx) ?? {}), ...body });
        return json(record, 201);
      },
    });
  }
  if (endpoints.update) {
    routes.push({
      service,
      method: 'PUT',
      path: toRoutePath(endpoints.update),
      resolve: async (ctx) => {
        const { record } = mustFind(ctx);
        const body = validateWrite(spec.fields ?? [], await readJsonObject(ctx.request), 'update');
        delete body[spec.idField];
        const table = tableOf(ctx);
        delete body[table.idField];
        return json(table.update(tableId(ctx, record), body));
      },
    });
  }
  if (endpoints.delete) {
    routes.push({
      service,
      method: 'DELETE',
      path: toRoutePath(endpoints.delete),
      resolve: (ctx) => {
        const { record } = mustFind(ctx);
        tableOf(ctx).remove(tableId(ctx, record));
        return json(record);
      },
    });
  }
  if (endpoints.toggle) {
    routes.push({
      service,
      method: endpoints.toggle.method,
      path: toRoutePath(endpoints.toggle.path),
      resolve: (ctx) => {
        const { record } = mustFind(ctx);
        if (typeof record.isActive !== 'boolean') return fail(400, `${spec.label} has no active flag`);
        return json(tableOf(ctx).update(tableId(ctx, record), { isActive: !record.isActive }));
      },
    });
  }
  for (const toggle of spec.embeddedToggles ?? []) {
    routes.push({
      service,
      method: toggle.method,
      path: toRoutePath(toggle.path),
      resolve: (ctx) => {
        const { id, record } = mustFind(ctx);
        const item = ctx.params.item;
        const list = record[toggle.source];
        if (!Array.isArray(list)) return fail(400, `${spec.label} ${id} has no ${toggle.source}`);
        const index = list.findIndex(
          (entry: unknown) =>
            typeof entry === 'object' &&
            entry !== null &&
            String((entry as MockRecord)[toggle.itemKey]) === item,
        );
        if (index < 0) return notFound(`${toggle.itemKey}`, `${item} of ${spec.label} ${id}`);
        const entry = list[index] as MockRecord;
        const next = list.map((e: unknown, i: number) =>
          i === index ? { ...entry, isActive: entry.isActive !== true } : e,
        );
        return json(tableOf(ctx).update(tableId(ctx, record), { [toggle.source]: next }));
      },
    });
  }
  if (spec.menu) {
    const menu = spec.menu;
    for (const route of routes) route.access = { menu, action: defaultAction(route.method, route.path) };
  }
  return routes.map((route) => ({ ...route, generatedFrom: spec.origin ?? spec.label }));
}

/** A declaration over part of a table: its rows carry `where`, and so do the records it creates. */
function scoped(where: Readonly<Record<string, unknown>>): Pick<EntitySpec, 'scope' | 'defaults'> {
  const entries = Object.entries(where);
  return {
    scope: (record) => entries.every(([key, value]) => record[key] === value),
    defaults: () => ({ ...where }),
  };
}

/** The EntitySpec of a declaration; undefined (with a warning) when it names no mock table. */
export function specFromDeclaration(
  def: ResourceDefinition,
  hasTable: (name: string) => boolean,
): EntitySpec | undefined {
  if (!hasTable(def.mock.table)) {
    console.warn(`[mock] ${def.name}: no mock table "${def.mock.table}"; its calls are not answered`);
    return undefined;
  }
  const embeddedToggles: EmbeddedToggleSpec[] = [];
  for (const field of def.fields) {
    if (field.type === 'embeddedList' && field.toggle) {
      embeddedToggles.push({
        method: field.toggle.method,
        path: field.toggle.path,
        source: field.source,
        itemKey: field.itemKey ?? 'id',
      });
    }
  }
  return {
    label: def.i18n.en.name,
    origin: def.name,
    service: def.service,
    // A table of an entity's seed.ts (checked by hasTable above).
    table: def.mock.table as TableName,
    idField: def.idField,
    endpoints: def.endpoints,
    fields: def.fields,
    embeddedToggles,
    searchFields: def.mock.searchFields,
    dateField: def.mock.dateField,
    dateRule: def.dateRule,
    defaultSort: def.sort,
    menu: def.permission,
    ...(def.mock.where ? scoped(def.mock.where) : {}),
  };
}

/** The generic routes of the declarations whose table `hasTable` (the database's `tableByName`). */
export function declarationRoutes(
  resources: readonly ResourceDefinition[],
  hasTable: (name: string) => boolean,
): Route[] {
  return resources.flatMap((def) => {
    const spec = specFromDeclaration(def, hasTable);
    return spec ? entityRoutes(spec) : [];
  });
}

/** For custom routes: the record, or a 404 `{ message }`. */
export function recordOr404<N extends TableName>(
  db: MockDb,
  table: N,
  id: string,
  label: string,
): TableRecords[N] {
  const record = db.table(table).get(id);
  if (!record) throw new MockHttpError(404, `${label} ${id} not found`);
  return record;
}
