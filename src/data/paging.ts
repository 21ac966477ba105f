/**
 * The paged envelope of docs/api-contract.md and react-admin's list parameters, mapped both ways. The
 * page-by-page walk of the exports is pageWalk.ts.
 */
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../schema/types.ts';
import { applyDateRule, extractDateRange } from './dates.ts';
import { malformedResponse, type QueryParams, type QueryPrimitive } from './http.ts';
import { isRecord } from '../contract/isRecord.ts';
import { DEFAULT_PAGE_SIZE, type PagedEnvelope } from '../contract/paged.ts';

export { DEFAULT_PAGE_SIZE };

export type { PagedEnvelope };

export interface ListQuery extends QueryParams {
  PageNumber: number;
  PageSize: number;
  SortBy?: string;
  SortDirection?: 'asc' | 'desc';
}

export type ListPage = Required<Pick<GetListResult<RaRecord>, 'data' | 'total' | 'pageInfo'>> & {
  /** What the envelope carries beside the page (e.g. `totals` of the filtered rows), as list `meta`. */
  meta?: Record<string, unknown>;
};

const ENVELOPE_KEYS = new Set([
  'items',
  'currentPage',
  'hasNext',
  'hasPrevious',
  'pageSize',
  'totalCount',
  'totalPages',
]);

function isEmptyFilterValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function toQueryValue(value: unknown): QueryPrimitive | QueryPrimitive[] | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const items = value.filter(
      (item): item is string | number | boolean =>
        !isEmptyFilterValue(item) && ['string', 'number', 'boolean'].includes(typeof item),
    );
    return items.length > 0 ? items : undefined;
  }
  // Objects cannot travel in a query string; a filter input that yields one is a declaration bug.
  return undefined;
}

/** Filter values as query parameters: dates by the resource's rule, empty values dropped. */
export function toFilterQuery(filter: unknown, def: Pick<ResourceDefinition, 'dateRule'>): QueryParams {
  const source = typeof filter === 'object' && filter !== null ? (filter as Record<string, unknown>) : {};
  const { range, rest } = extractDateRange(source);
  const query: QueryParams = { ...applyDateRule(def.dateRule ?? 'ymd', range) };
  for (const [key, value] of Object.entries(rest)) {
    if (isEmptyFilterValue(value)) continue;
    const queryValue = toQueryValue(value);
    if (queryValue !== undefined) query[key] = queryValue;
  }
  return query;
}

/** Sort of react-admin, or the declaration's default, as SortBy / SortDirection. */
export function toSortQuery(
  sort: GetListParams['sort'],
  def: Pick<ResourceDefinition, 'sort'>,
): Pick<ListQuery, 'SortBy' | 'SortDirection'> {
  const effective = sort?.field ? sort : def.sort;
  if (!effective?.field) return {};
  return { SortBy: effective.field, SortDirection: effective.order === 'DESC' ? 'desc' : 'asc' };
}

export function toListQuery(
  params: GetListParams,
  def: Pick<ResourceDefinition, 'dateRule' | 'sort'>,
): ListQuery {
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? DEFAULT_PAGE_SIZE;
  return {
    ...toFilterQuery(params.filter, def),
    PageNumber: Math.max(1, Math.trunc(page)),
    PageSize: Math.max(1, Math.trunc(perPage)),
    ...toSortQuery(params.sort, def),
  };
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

export function isPagedEnvelope(value: unknown): value is PagedEnvelope {
  return (
    isRecord(value) &&
    Array.isArray(value.items) &&
    isCount(value.totalCount) &&
    typeof value.hasNext === 'boolean' &&
    typeof value.hasPrevious === 'boolean'
  );
}

/** A server record with react-admin's `id` taken from the declared identifier field. */
export function withRecordId(record: unknown, idField: string): RaRecord {
  if (!isRecord(record)) throw malformedResponse(record);
  const id = record[idField];
  if (typeof id !== 'string' && typeof id !== 'number') throw malformedResponse(record);
  return { ...record, id };
}

/**
 * A list answer as react-admin's page. Besides the paged envelope, some calls (billers, bank accounts
 * of a store) answer a plain array of every record: it is paged here, by `pagination` when given.
 */
export function fromEnvelope(
  envelope: unknown,
  def: Pick<ResourceDefinition, 'idField'>,
  pagination?: GetListParams['pagination'],
): ListPage {
  if (Array.isArray(envelope)) return fromPlainArray(envelope, def, pagination);
  if (!isPagedEnvelope(envelope)) throw malformedResponse(envelope);
  const extra = Object.entries(envelope).filter(([key]) => !ENVELOPE_KEYS.has(key));
  return {
    data: envelope.items.map((item) => withRecordId(item, def.idField)),
    total: envelope.totalCount,
    pageInfo: { hasNextPage: envelope.hasNext, hasPreviousPage: envelope.hasPrevious },
    ...(extra.length > 0 ? { meta: Object.fromEntries(extra) } : {}),
  };
}

function fromPlainArray(
  items: unknown[],
  def: Pick<ResourceDefinition, 'idField'>,
  pagination?: GetListParams['pagination'],
): ListPage {
  const records = items.map((item) => withRecordId(item, def.idField));
  if (!pagination) {
    return { data: records, total: records.length, pageInfo: { hasNextPage: false, hasPreviousPage: false } };
  }
  const perPage = Math.max(1, Math.trunc(pagination.perPage));
  const page = Math.max(1, Math.trunc(pagination.page));
  const start = (page - 1) * perPage;
  return {
    data: records.slice(start, start + perPage),
    total: records.length,
    pageInfo: { hasNextPage: start + perPage < records.length, hasPreviousPage: page > 1 },
  };
}
