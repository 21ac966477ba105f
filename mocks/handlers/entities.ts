/**
 * Generic entity routes: list, get, create, update, delete, toggle and embedded-item toggle over one
 * mock table. Every declaration of the registry becomes one EntitySpec (an entity's own mock.ts may
 * build one for a call its declaration does not make). A child declaration (`parent`) is kept to its
 * parent from the declaration alone: see ParentSpec.
 */
import type { PermissionKey } from '../../src/auth/index.ts';
import type { ServiceName } from '../../src/contract/services.ts';
import type { Endpoints, FieldDeclaration, HttpMethod, ResourceDefinition } from '../../src/schema/index.ts';
import { toBangkokIso } from '../db/dates.ts';
import type { MockDb, MockRecord, MockTable, TableName, TableRecords } from '../db/index.ts';
import { defaultAction } from '../auth/access.ts';
import { withMasterNames } from './master.ts';
import { queryList, type ListSpec } from './query.ts';
import { fail, json, MockHttpError, notFound, readJsonObject } from './respond.ts';
import { toRoutePath, type Route, type RouteContext } from './router.ts';
import { validateWrite } from './validate.ts';
import { etagOf, VERSION_FIELDS, withVersion } from './versions.ts';

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
  /** The records belong to a parent record (a declaration's `parent`). */
  parent?: ParentSpec;
  /** What the routes are generated from (a declaration's name); defaults to the label. */
  origin?: string;
}

/**
 * The parent of a child's records (a store's bank accounts): `param` is both the record field and the
 * path parameter holding the parent's id (`merchant/{storeId}/bank_account`). When a route's path
 * carries it:
 * - list: only the parent's rows (and their count);
 * - create: the new record gets the parent's id from the path, whatever the body says;
 * - get, update, delete, toggles: a record of another parent is not found (404).
 * On any path, an update never moves a record to another parent (the body's `param` is dropped). With
 * `find`, a path naming a parent that does not exist answers 404 too.
 *
 * A parent that is itself a child (a biller's item prices, the biller a store's) has its own parent in
 * `up`, and so on. A path may name any of these ancestors (`merchant/{storeId}/biller/{billerId}/…`):
 * the records are then those under every ancestor it names, and a path whose ancestors do not belong
 * together (a biller of another store) answers 404.
 */
export interface ParentSpec {
  param: string;
  /** The parent's name in messages, e.g. `Store Data`. */
  label?: string;
  /** The parent record of an id; undefined when there is none. */
  find?: (db: MockDb, id: string) => MockRecord | undefined;
  /** The parent's own parent, when the parent is a child too. */
  up?: ParentSpec;
}

/**
 * Writes the list envelope; names parameters that matched nothing in `x-mock-ignored-params`. A
 * declaration's master fields are searched, filtered and sorted by their names (`withMasterNames`).
 */
export function listResponse(rows: readonly MockRecord[], ctx: RouteContext, spec: ListSpec): Response {
  const { envelope, ignored } = queryList(rows, ctx.url.searchParams, withMasterNames(spec, ctx));
  // Every record carries its version (versions.ts), a row never written too.
  const items = envelope.items.map(withVersion);
  return json(
    { ...envelope, items },
    200,
    ignored.length ? { 'x-mock-ignored-params': ignored.join(',') } : undefined,
  );
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
  const { service, endpoints, parent } = spec;
  const tableOf = (ctx: RouteContext) => ctx.db.table(spec.table) as unknown as MockTable;
  const rowsOf = (ctx: RouteContext) => {
    const rows = tableOf(ctx).list();
    return spec.scope ? rows.filter(spec.scope) : rows;
  };
  // The parent, then its parent, and so on up to a top-level record.
  const chain: ParentSpec[] = [];
  for (let level = parent; level; level = level.up) chain.push(level);
  /** The ids above the record of `chain[level]` whose id is `id`, by param, read through each record. */
  const idsAbove = (db: MockDb, level: number, id: string): Map<string, string> => {
    const ids = new Map<string, string>();
    let current = id;
    for (let at = level; at + 1 < chain.length; at++) {
      const next = chain[at].find?.(db, current)?.[chain[at + 1].param];
      if (next === undefined || next === null) break;
      current = String(next);
      ids.set(chain[at + 1].param, current);
    }
    return ids;
  };
  /**
   * The ids of the parent and ancestors the route's path carries, by param: 404 when one does not
   * exist, or when one is not the ancestor of the nearest one the path names. Empty when it names none.
   */
  const scopeIn = (ctx: RouteContext, endpoint: string): Map<string, string> => {
    const segments = toRoutePath(endpoint).split('/');
    const scope = new Map<string, string>();
    const missing = (level: ParentSpec, id: string | undefined) =>
      new MockHttpError(404, `${level.label ?? level.param} ${id ?? ''} not found`);
    for (const level of chain) {
      if (!segments.includes(`:${level.param}`)) continue;
      const id = ctx.params[level.param];
      if (id === undefined || (level.find && !level.find(ctx.db, id))) throw missing(level, id);
      // Under the nearest ancestor the path names: its own ancestors must be the path's.
      const nearest = chain.find((other) => scope.has(other.param));
      const nearestId = nearest ? (scope.get(nearest.param) ?? '') : '';
      if (nearest && idsAbove(ctx.db, chain.indexOf(nearest), nearestId).get(level.param) !== id)
        throw missing(nearest, nearestId);
      scope.set(level.param, id);
    }
    return scope;
  };
  /** The record is under every parent and ancestor of `scope`. */
  const inScope = (ctx: RouteContext, record: MockRecord, scope: Map<string, string>): boolean => {
    if (scope.size === 0 || !parent) return true;
    const parentId = String(record[parent.param] ?? '');
    // The path's ancestors were checked to be the parent's own: its id is enough.
    if (scope.has(parent.param)) return parentId === scope.get(parent.param);
    const above = idsAbove(ctx.db, 0, parentId);
    return [...scope].every(([param, id]) => above.get(param) === id);
  };
  /** The record the path names, of the path's parent and ancestors if it names them; else undefined. */
  const lookUp = (ctx: RouteContext, endpoint: string) => {
    const scope = scopeIn(ctx, endpoint);
    const id = idParam(ctx, spec);
    const record = findRecord(tableOf(ctx), spec, id);
    return { id, record: record && inScope(ctx, record, scope) ? record : undefined };
  };
  const mustFind = (ctx: RouteContext, endpoint: string) => {
    const { id, record } = lookUp(ctx, endpoint);
    if (!record) throw new MockHttpError(404, `${spec.label} ${id} not found`);
    return { id, record };
  };
  const tableId = (ctx: RouteContext, record: MockRecord) => String(record[tableOf(ctx).idField]);

  if (endpoints.list) {
    const list = endpoints.list;
    routes.push({
      service,
      method: 'GET',
      path: toRoutePath(list),
      resolve: (ctx) => {
        const scope = scopeIn(ctx, list);
        const rows = rowsOf(ctx);
        return listResponse(scope.size === 0 ? rows : rows.filter((r) => inScope(ctx, r, scope)), ctx, spec);
      },
    });
  }
  if (endpoints.get) {
    const get = endpoints.get;
    routes.push({
      service,
      method: 'GET',
      path: toRoutePath(get),
      resolve: (ctx) => {
        const { id, record } = lookUp(ctx, get);
        return record ? json(withVersion(record), 200, { ETag: etagOf(record) }) : notFound(spec.label, id);
      },
    });
  }
  if (endpoints.create) {
    const create = endpoints.create;
    routes.push({
      service,
      method: 'POST',
      path: toRoutePath(create),
      resolve: async (ctx) => {
        const parentId = parent ? scopeIn(ctx, create).get(parent.param) : undefined;
        const table = tableOf(ctx);
        const body = validateWrite(spec.fields ?? [], await readJsonObject(ctx.request), 'create');
        const base: MockRecord = hasActiveField(spec, table) ? { isActive: true } : {};
        if (spec.dateField) base[spec.dateField] = toBangkokIso(Date.now());
        // A child created under its parent's path is that parent's, whatever the body says.
        const owner = parent && parentId !== undefined ? { [parent.param]: parentId } : {};
        const record = table.insert({ ...base, ...(spec.defaults?.(body, ctx) ?? {}), ...body, ...owner });
        return json(record, 201);
      },
    });
  }
  if (endpoints.update) {
    const update = endpoints.update;
    routes.push({
      service,
      method: 'PUT',
      path: toRoutePath(update),
      resolve: async (ctx) => {
        const { record } = mustFind(ctx, update);
        const body = validateWrite(spec.fields ?? [], await readJsonObject(ctx.request), 'update');
        delete body[spec.idField];
        // The service owns the versions: a body's are not taken (versions.ts stamps them).
        for (const field of VERSION_FIELDS) delete body[field];
        const table = tableOf(ctx);
        delete body[table.idField];
        // A record stays with its parent.
        if (parent) delete body[parent.param];
        return json(table.update(tableId(ctx, record), body));
      },
    });
  }
  if (endpoints.delete) {
    const remove = endpoints.delete;
    routes.push({
      service,
      method: 'DELETE',
      path: toRoutePath(remove),
      resolve: (ctx) => {
        const { record } = mustFind(ctx, remove);
        tableOf(ctx).remove(tableId(ctx, record));
        return json(record);
      },
    });
  }
  if (endpoints.toggle) {
    const toggle = endpoints.toggle.path;
    routes.push({
      service,
      method: endpoints.toggle.method,
      path: toRoutePath(toggle),
      resolve: (ctx) => {
        const { record } = mustFind(ctx, toggle);
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
        const { id, record } = mustFind(ctx, toggle.path);
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
  return routes.map((route) => ({
    ...route,
    generatedFrom: spec.origin ?? spec.label,
    tables: [spec.table],
  }));
}

/** A declaration over part of a table: its rows carry `where`, and so do the records it creates. */
function scoped(where: Readonly<Record<string, unknown>>): Pick<EntitySpec, 'scope' | 'defaults'> {
  const entries = Object.entries(where);
  return {
    scope: (record) => entries.every(([key, value]) => record[key] === value),
    defaults: () => ({ ...where }),
  };
}

/**
 * A child declaration's parent: its `param`, and how to find the parent record when the parent's
 * declaration is among `resources` (its table, id field and `mock.where`).
 */
function parentOf(
  def: ResourceDefinition,
  resources: readonly ResourceDefinition[],
  hasTable: (name: string) => boolean,
): ParentSpec | undefined {
  if (!def.parent) return undefined;
  const { param, resource } = def.parent;
  const owner = resources.find((r) => r.name === resource);
  if (!owner || !hasTable(owner.mock.table)) return { param };
  const where = Object.entries(owner.mock.where ?? {});
  const up = parentOf(owner, resources, hasTable);
  return {
    param,
    label: owner.i18n.en.name,
    ...(up ? { up } : {}),
    find: (db, id) => {
      const table = db.tableByName(owner.mock.table);
      if (!table) return undefined;
      const record =
        owner.idField === table.idField
          ? table.get(id)
          : table.list().find((r) => String(r[owner.idField]) === id);
      return record && where.every(([key, value]) => record[key] === value) ? record : undefined;
    },
  };
}

/**
 * The EntitySpec of a declaration; undefined (with a warning) when it names no mock table. `resources`
 * are the declarations served with it: a child's parent is looked up among them.
 */
export function specFromDeclaration(
  def: ResourceDefinition,
  hasTable: (name: string) => boolean,
  resources: readonly ResourceDefinition[] = [def],
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
    parent: parentOf(def, resources, hasTable),
    ...(def.mock.where ? scoped(def.mock.where) : {}),
  };
}

/** The generic routes of the declarations whose table `hasTable` (the database's `tableByName`). */
export function declarationRoutes(
  resources: readonly ResourceDefinition[],
  hasTable: (name: string) => boolean,
): Route[] {
  return resources.flatMap((def) => {
    const spec = specFromDeclaration(def, hasTable, resources);
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
