/**
 * Master dropdown lists (docs/api-contract.md), one route per entry of MASTER_LISTS, answering a bare array of
 * `{ name, nameEn, value, imageUrl }` (`name` Thai, `nameEn` English or null). Lists that staff can edit
 * elsewhere (store types, banks and their channels, roles) are read live from their tables; the rest come
 * from the `masterLists` table. The lists' names are also what a list query searches, filters and sorts
 * a master field by (`withMasterNames`).
 */
import { FIXED_LISTS, MASTER_LISTS, type MasterListName } from '../../resources/catalog/masterLists.ts';
import type { FieldDeclaration, MasterListEntry } from '../../src/schema/index.ts';
import { masterEntryName, masterEntryNames } from '../../src/schema/index.ts';
import type { MockDb } from '../db/index.ts';
import type { ListSpec, MasterNames } from './query.ts';
import { json, MockHttpError } from './respond.ts';
import { toRoutePath, type Route, type RouteContext } from './router.ts';

type FetchedList = keyof typeof MASTER_LISTS;

function fromTable(db: MockDb, list: string, parent: string | null): MasterListEntry[] {
  return db
    .table('masterLists')
    .list()
    .filter((row) => row.list === list && (parent === null || row.parent === parent))
    .map(({ name, nameEn, value, imageUrl }) => ({ name, nameEn, value, imageUrl }));
}

/** Entries of a list kept in a screen's own table; `all` keeps the inactive ones too (names of old rows). */
function fromScreens(db: MockDb, name: FetchedList, all: boolean): MasterListEntry[] | undefined {
  switch (name) {
    case 'merchantCategory':
      return db
        .table('merchantCategories')
        .list()
        .filter((c) => all || c.isActive)
        .map((c) => ({ name: c.storeType, nameEn: null, value: c.storeTypeId, imageUrl: null }));
    case 'bank':
      return db
        .table('banks')
        .list()
        .filter((b) => all || b.isActive)
        .map((b) => ({ name: b.bankName, nameEn: b.bankNameEn || null, value: b.bankCode, imageUrl: null }));
    case 'employeeRole':
      return db
        .table('roles')
        .list()
        .filter((r) => all || r.isActive)
        .map((r) => ({ name: r.roleName, nameEn: null, value: r.roleId, imageUrl: null }));
    default:
      return undefined;
  }
}

/** Entries of one list; `parent` is the `{parent}` path value of dependent lists. */
export function masterEntries(db: MockDb, name: FetchedList, parent: string | null): MasterListEntry[] {
  const edited = fromScreens(db, name, false);
  if (edited) return edited;
  switch (name) {
    case 'paymentChannel': {
      const banks = db
        .table('banks')
        .list()
        .filter((b) => b.isActive && (parent === 'all' || b.bankCode === parent));
      if (parent !== 'all' && banks.length === 0) {
        throw new MockHttpError(404, `Bank ${parent ?? ''} not found`);
      }
      const channels = new Set(
        banks.flatMap((b) => b.channels.filter((c) => c.isActive).map((c) => c.channel)),
      );
      const names = new Map(fromTable(db, 'service', null).map((e) => [e.value, e]));
      return Array.from(channels, (channel) => ({
        name: names.get(channel)?.name ?? channel,
        nameEn: names.get(channel)?.nameEn ?? null,
        value: channel,
        imageUrl: null,
      }));
    }
    case 'district':
    case 'subDistrict':
      return fromTable(db, name, parent ?? '');
    default:
      return fromTable(db, name, null);
  }
}

function isFetched(list: string): list is FetchedList {
  return Object.hasOwn(MASTER_LISTS, list);
}

/**
 * Every entry a value of `list` can name, whatever its parent and whether or not it is still active:
 * what a stored value is resolved to its names through.
 */
export function allMasterEntries(db: MockDb, list: string): readonly MasterListEntry[] {
  if (Object.hasOwn(FIXED_LISTS, list)) return FIXED_LISTS[list as keyof typeof FIXED_LISTS];
  if (!isFetched(list)) return [];
  const edited = fromScreens(db, list, true);
  if (edited) return edited;
  if (list === 'paymentChannel') return masterEntries(db, list, 'all');
  return fromTable(db, list, null);
}

// A version per table snapshot (a table's list() keeps its array until something changes): a
// remembered list result is kept only while the names it was computed with are unchanged.
const snapshotVersions = new WeakMap<object, number>();
let lastVersion = 0;

function versionOf(rows: object): number {
  let version = snapshotVersions.get(rows);
  if (version === undefined) {
    lastVersion += 1;
    version = lastVersion;
    snapshotVersions.set(rows, version);
  }
  return version;
}

/** The version of the table a list's names come from (the `masterLists` table never changes). */
function namesVersion(db: MockDb, list: string): number | string {
  switch (list) {
    case 'merchantCategory':
      return versionOf(db.table('merchantCategories').list());
    case 'bank':
    case 'paymentChannel':
      return versionOf(db.table('banks').list());
    case 'employeeRole':
      return versionOf(db.table('roles').list());
    default:
      return 'fixed';
  }
}

/** `en` when the request's first language is English, else `th` (the services' default). */
export function requestLanguage(request: Request | undefined): 'th' | 'en' {
  const first = request?.headers.get('Accept-Language')?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'th';
}

/**
 * Resolves the master fields of the rows (a declaration's `master` fields, top level) to their names
 * when a list query runs: `q` and the equality filters match a value's Thai or English name (or its
 * code), a sort orders by the name in the request's language.
 */
export function masterNamesFor(
  db: MockDb,
  fields: readonly FieldDeclaration[],
  language: 'th' | 'en',
): MasterNames | undefined {
  const lists = new Map<string, string>();
  for (const field of fields) if (field.type === 'master') lists.set(field.source, field.list);
  if (lists.size === 0) return undefined;
  const byList = new Map<string, Map<string, MasterListEntry>>();
  const entryOf = (field: string, value: string): MasterListEntry | undefined => {
    const list = lists.get(field);
    if (list === undefined) return undefined;
    let entries = byList.get(list);
    if (!entries) {
      entries = new Map(allMasterEntries(db, list).map((entry) => [entry.value, entry]));
      byList.set(list, entries);
    }
    return entries.get(value);
  };
  return {
    holds: (field) => lists.has(field),
    namesOf: (field, value) => {
      if (!lists.has(field)) return undefined;
      const entry = entryOf(field, value);
      return entry ? masterEntryNames(entry) : [];
    },
    sortNameOf: (field, value) => {
      if (!lists.has(field)) return undefined;
      const entry = entryOf(field, value);
      return entry ? masterEntryName(entry, language) : value;
    },
    stamp: [
      language,
      ...Array.from(lists, ([field, list]) => `${field}:${list}:${namesVersion(db, list)}`),
    ].join('|'),
  };
}

/** The list spec with its master fields' names (a declaration's spec carries its `fields`). */
export function withMasterNames<S extends ListSpec & { fields?: readonly FieldDeclaration[] }>(
  spec: S,
  ctx: Pick<RouteContext, 'db' | 'request'>,
): S {
  if (spec.masters || !spec.fields) return spec;
  const masters = masterNamesFor(ctx.db, spec.fields, requestLanguage(ctx.request));
  return masters ? { ...spec, masters } : spec;
}

export function masterListRoutes(): Route[] {
  const routes: Route[] = [];
  for (const [name, source] of Object.entries(MASTER_LISTS) as [
    FetchedList,
    (typeof MASTER_LISTS)[FetchedList],
  ][]) {
    routes.push({
      service: source.service,
      method: 'GET',
      path: toRoutePath(source.path.replace('{parent}', ':parent')),
      resolve: ({ db, params }) => json(masterEntries(db, name, params.parent ?? null)),
    });
  }
  return routes;
}

/** Names of the lists answered, for docs and tests. */
export const ANSWERED_MASTER_LISTS: readonly MasterListName[] = Object.keys(MASTER_LISTS) as MasterListName[];
