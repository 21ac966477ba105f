/**
 * The next page of a list, asked for before it is wanted (docs/performance.md, lever 17).
 *
 * Once a list page is on screen and the browser is idle, the generated list asks `prefetchList` for the
 * page after it with the exact parameters react-admin will send when the user goes on. The answer is
 * kept, once, for PAGE_PREFETCH_TTL_MS: the list's own `getList` with the same resource and parameters
 * takes it (even while it is still on its way) instead of calling the service again. Any other call
 * that is not a read drops every kept answer, so a page never shows what a change made since has
 * replaced; a failed prefetch is dropped too, so the list's own call asks the service and reports its
 * error as usual. One answer is kept per resource.
 *
 * The answer also goes into react-query's cache under the key react-admin's list asks with
 * (`readAhead`), so the page turn renders the new rows in its own render instead of the previous
 * page's rows and then the new ones once its read answers (lever 61). The list still reads the page
 * when it shows it (taking the kept answer); a change drops these entries with the kept answers.
 */
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';

export const PAGE_PREFETCH_TTL_MS = 30_000;

/** The methods that only read: calling them keeps the prefetched pages. Anything else drops them. */
const READS = new Set([
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'lookup',
  'loadPart',
  'fetchAllPages',
  'download',
  'prefetchList',
  'supportAbortSignal',
]);

export interface PagePrefetchMethods {
  /**
   * Asks for a list page now and keeps the answer for the list's own `getList`; resolves with the
   * answer, or undefined when the call failed. Never rejects.
   */
  prefetchList(resource: string, params: GetListParams): Promise<GetListResult | undefined>;
}

/** A stable text of the parameters react-admin keys a list query with (the abort signal left out). */
export function listParamsKey(resource: string, params: GetListParams): string {
  const { pagination, sort, filter, meta } = params;
  return JSON.stringify([
    resource,
    pagination ?? null,
    sort ?? null,
    sorted(filter ?? {}),
    sorted(meta ?? null),
  ]);
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
}

interface Kept {
  key: string;
  at: number;
  answer: Promise<GetListResult>;
}

/**
 * `onChange` is told when a call that is not a read starts or ends (the kept answers are dropped
 * then): the console drops the pages it read ahead into react-query's cache (`forgetReadAhead`).
 */
export function withPagePrefetch<P extends DataProvider>(
  dataProvider: P,
  now: () => number = Date.now,
  ttlMs: number = PAGE_PREFETCH_TTL_MS,
  onChange: () => void = () => undefined,
): P & PagePrefetchMethods {
  const kept = new Map<string, Kept>();
  const drop = () => {
    kept.clear();
    onChange();
  };

  function prefetchList(resource: string, params: GetListParams): Promise<GetListResult | undefined> {
    const key = listParamsKey(resource, params);
    const current = kept.get(resource);
    if (current?.key === key) return current.answer.catch(() => undefined);
    // No abort signal: the answer outlives the screen that asked for it.
    const { pagination, sort, filter, meta } = params;
    const entry: Kept = {
      key,
      at: now(),
      answer: dataProvider.getList(resource, { pagination, sort, filter, meta }),
    };
    kept.set(resource, entry);
    return entry.answer.then(
      (answer) => answer,
      () => {
        if (kept.get(resource) === entry) kept.delete(resource);
        return undefined;
      },
    );
  }

  function getList(resource: string, params: GetListParams) {
    const entry = kept.get(resource);
    if (entry && entry.key === listParamsKey(resource, params)) {
      kept.delete(resource);
      if (now() - entry.at < ttlMs) return entry.answer;
    }
    return dataProvider.getList(resource, params);
  }

  const wrapped: Record<string, unknown> = { prefetchList, getList };
  for (const [name, value] of Object.entries(dataProvider)) {
    if (name in wrapped) continue;
    wrapped[name] =
      typeof value === 'function' && !READS.has(name)
        ? (...args: unknown[]) => {
            // Dropped when a change starts and again when it ends: a page asked for meanwhile may
            // predate it.
            drop();
            const result = (value as (...a: unknown[]) => unknown).apply(dataProvider, args);
            if (result instanceof Promise) result.finally(drop).catch(() => undefined);
            return result;
          }
        : value;
  }
  return wrapped as P & PagePrefetchMethods;
}

/** The react-query entries each client holds of pages read ahead (their query hashes). */
const readAheadOf = new WeakMap<QueryClient, Set<string>>();

/**
 * Puts a page read ahead into react-query's cache under `queryKey` (react-admin's list key), in the
 * shape react-admin's `useGetList` keeps: nothing when the cache already has that page.
 */
export function readAhead(queryClient: QueryClient, queryKey: QueryKey, answer: GetListResult): void {
  if (queryClient.getQueryData(queryKey) !== undefined) return;
  const { data, total, pageInfo, meta } = answer;
  queryClient.setQueryData(queryKey, { data, total, pageInfo, meta });
  const hashes = readAheadOf.get(queryClient) ?? new Set<string>();
  hashes.add(hashKey(queryKey));
  readAheadOf.set(queryClient, hashes);
}

/** Drops the pages read ahead that no screen shows yet: a change may have made them wrong. */
export function forgetReadAhead(queryClient: QueryClient): void {
  const hashes = readAheadOf.get(queryClient);
  if (!hashes) return;
  for (const hash of hashes) {
    const query = queryClient.getQueryCache().get(hash);
    if (query && !query.isActive()) queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
  hashes.clear();
}
