/**
 * The list query of every mock list (docs/api-contract.md): paging, sort, free text, equality filters and the
 * StartDate/EndDate range by the list's date rule, answered as the paged envelope. A field holding a
 * master value (`masters`) is searched, filtered and sorted by its names, as the service does.
 */
import type { DateRule } from '../../src/schema/index.ts';
import { bangkokDayKey, parseDmy, parseYmd } from '../db/dates.ts';
import type { MockRecord } from '../db/index.ts';
import { MockHttpError } from './respond.ts';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type PagedEnvelope as ContractEnvelope,
} from '../../src/contract/paged.ts';

export type PagedEnvelope<R = MockRecord> = ContractEnvelope<R>;

export interface ListSpec {
  searchFields?: readonly string[];
  dateField?: string;
  /** Defaults to `ymd`. */
  dateRule?: DateRule;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** The names of the master values the rows hold (mocks/handlers/master.ts, `withMasterNames`). */
  masters?: MasterNames;
}

/**
 * Names of master values, resolved through the master lists when the query runs (never stored in the
 * rows), so a record created a moment ago is found by its bank's name like a seeded one.
 */
export interface MasterNames {
  /** Whether `field` holds master values. */
  holds(field: string): boolean;
  /** The names (Thai, then English) of a value of `field`; undefined when `field` holds no master value. */
  namesOf(field: string, value: string): readonly string[] | undefined;
  /** The name a sort by `field` orders a value by (the request's language); undefined as above. */
  sortNameOf(field: string, value: string): string | undefined;
  /** Changes when a name or the sort's language does: the remembered results are keyed by it. */
  stamp: string;
}

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };
const RESERVED = new Set(['pagenumber', 'pagesize', 'sortby', 'sortdirection', 'q', 'startdate', 'enddate']);

const collator = new Intl.Collator('th', { numeric: true, sensitivity: 'base' });
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

type SortKey = number | string | null;

function sortKey(value: unknown): SortKey {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    // Mixed offsets (+07:00 and Z) make text order wrong for instants.
    if (ISO_DATE_TIME.test(value)) {
      const ms = Date.parse(value);
      if (!Number.isNaN(ms)) return ms;
    }
    return value;
  }
  return JSON.stringify(value);
}

function compareKeys(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

function positiveInt(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new MockHttpError(400, `${name} must be a whole number from 1`);
  return n;
}

function parseDay(raw: string, rule: DateRule, name: string): string {
  const key = rule === 'ymd' ? parseYmd(raw.trim()) : parseDmy(raw.trim());
  if (!key) throw new MockHttpError(400, `${name} must be ${rule === 'ymd' ? 'yyyy-MM-dd' : 'dd-MM-yyyy'}`);
  return key;
}

/** Maps a query name to a record field regardless of case (`MerchantCategoryId` → `merchantCategoryId`). */
function fieldResolver(rows: readonly MockRecord[]): (name: string) => string | undefined {
  const keys = new Map<string, string>();
  for (const row of rows.slice(0, 50)) for (const key of Object.keys(row)) keys.set(key.toLowerCase(), key);
  return (name) => keys.get(name.toLowerCase());
}

/** A value's texts a search or filter compares: the value, and its names when it is a master value. */
function textsOf(value: unknown, field: string, masters: MasterNames | undefined): string[] {
  const values: unknown[] = Array.isArray(value) ? value : [value];
  return values.flatMap((v) => {
    const text = String(v ?? '');
    return [text, ...(masters?.namesOf(field, text) ?? [])];
  });
}

function matchesEquality(
  value: unknown,
  field: string,
  wanted: readonly string[],
  masters: MasterNames | undefined,
): boolean {
  const texts = textsOf(value, field, masters).map((text) => text.toLowerCase());
  return wanted.some((w) => texts.includes(w.trim().toLowerCase()));
}

/** A master value sorts by its name; several by the first one's. */
function masterSortKey(value: unknown, field: string, masters: MasterNames): SortKey | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (first === null || first === undefined || first === '') return undefined;
  const name = masters.sortNameOf(field, String(first));
  return name === undefined ? undefined : name;
}

export interface ListResult<R> {
  envelope: PagedEnvelope<R>;
  /** Query parameters that matched no field; sent back in a header so a typo is easy to spot. */
  ignored: string[];
}

interface Filtered<R> {
  rows: R[];
  ignored: string[];
}

// Paging through a list repeats the same filter and sort: remembered per table snapshot (a table's
// list() keeps its array until something changes, so a write drops the entries with it).
const remembered = new WeakMap<readonly MockRecord[], Map<string, Filtered<MockRecord>>>();
const REMEMBERED_PER_TABLE = 16;

/** Filters and sorts `rows` by the query (no paging): lists and exports share it. */
export function filterAndSort<R extends MockRecord>(
  rows: readonly R[],
  params: URLSearchParams,
  spec: ListSpec = {},
): Filtered<R> {
  const query = Array.from(params.entries())
    .filter(([name]) => name !== 'PageNumber' && name !== 'PageSize')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const key = JSON.stringify([
    query,
    spec.searchFields,
    spec.dateField,
    spec.dateRule,
    spec.defaultSort,
    spec.masters?.stamp,
  ]);
  let byQuery = remembered.get(rows);
  const hit = byQuery?.get(key);
  if (hit) return hit as Filtered<R>;
  const computed = computeFilterAndSort(rows, params, spec);
  if (!byQuery) {
    byQuery = new Map();
    remembered.set(rows, byQuery);
  }
  if (byQuery.size >= REMEMBERED_PER_TABLE) byQuery.delete(byQuery.keys().next().value as string);
  byQuery.set(key, computed as Filtered<MockRecord>);
  return computed;
}

function computeFilterAndSort<R extends MockRecord>(
  rows: readonly R[],
  params: URLSearchParams,
  spec: ListSpec,
): Filtered<R> {
  const resolve = fieldResolver(rows);
  const ignored: string[] = [];
  const filters: ((row: R) => boolean)[] = [];

  const masters = spec.masters;
  const q = params.get('q')?.trim().toLowerCase();
  if (q) {
    const fields = spec.searchFields ?? [];
    filters.push((row) =>
      fields.some((f) => textsOf(row[f], f, masters).some((text) => text.toLowerCase().includes(q))),
    );
  }

  const start = params.get('StartDate')?.trim();
  const end = params.get('EndDate')?.trim();
  if (start || end) {
    const rule = spec.dateRule ?? 'ymd';
    if (!spec.dateField) {
      if (start) ignored.push('StartDate');
      if (end) ignored.push('EndDate');
    } else {
      const field = spec.dateField;
      const from = start ? parseDay(start, rule, 'StartDate') : undefined;
      const to = end ? parseDay(end, rule, 'EndDate') : undefined;
      // ymd: EndDate is the last day shown. dmy-next-day: the client already moved it one day on.
      const endExclusive = rule === 'dmy-next-day';
      filters.push((row) => {
        const day = bangkokDayKey(row[field]);
        if (!day) return false;
        if (from && day < from) return false;
        if (to && (endExclusive ? day >= to : day > to)) return false;
        return true;
      });
    }
  }

  const names = new Set(Array.from(params.keys()));
  for (const name of names) {
    if (RESERVED.has(name.toLowerCase())) continue;
    const wanted = params.getAll(name).filter((v) => v.trim() !== '');
    if (wanted.length === 0) continue;
    const field = resolve(name);
    if (!field) {
      ignored.push(name);
      continue;
    }
    filters.push((row) => matchesEquality(row[field], field, wanted, masters));
  }

  let result = filters.length ? rows.filter((row) => filters.every((f) => f(row))) : rows.slice();

  const sortByRaw = params.get('SortBy')?.trim();
  const sortBy = sortByRaw ? resolve(sortByRaw) : spec.defaultSort?.field;
  if (sortByRaw && !sortBy) ignored.push('SortBy');
  if (sortBy) {
    const direction = params.get('SortDirection')?.trim().toLowerCase();
    if (direction && direction !== 'asc' && direction !== 'desc') {
      throw new MockHttpError(400, 'SortDirection must be asc or desc');
    }
    const desc = direction ? direction === 'desc' : !sortByRaw && spec.defaultSort?.order === 'DESC';
    const sign = desc ? -1 : 1;
    // Keys computed once per row: parsing dates inside the comparator made 30,000 rows slow.
    const byName = masters?.holds(sortBy) ? masters : undefined;
    const keyed = result.map((row) => ({
      key: (byName && masterSortKey(row[sortBy], sortBy, byName)) ?? sortKey(row[sortBy]),
      row,
    }));
    keyed.sort((a, b) => {
      // Empty values go last in both directions, as staff expect.
      if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
      return sign * compareKeys(a.key, b.key);
    });
    result = keyed.map((k) => k.row);
  }

  return { rows: result, ignored };
}

/** Filters, sorts and pages `rows`. Throws MockHttpError(400) for malformed paging or dates. */
export function queryList<R extends MockRecord>(
  rows: readonly R[],
  params: URLSearchParams,
  spec: ListSpec = {},
): ListResult<R> {
  const pageNumber = positiveInt(params, 'PageNumber', 1);
  const pageSize = Math.min(positiveInt(params, 'PageSize', DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const { rows: result, ignored } = filterAndSort(rows, params, spec);
  const totalCount = result.length;
  const totalPages = Math.ceil(totalCount / pageSize);
  const items = result.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  return {
    envelope: {
      currentPage: pageNumber,
      hasNext: pageNumber < totalPages,
      hasPrevious: pageNumber > 1,
      pageSize,
      totalCount,
      totalPages,
      items,
    },
    ignored,
  };
}
