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
 */
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
  /** Asks for a list page now and keeps the answer for the list's own `getList`; never rejects. */
  prefetchList(resource: string, params: GetListParams): Promise<void>;
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

export function withPagePrefetch<P extends DataProvider>(
  dataProvider: P,
  now: () => number = Date.now,
  ttlMs: number = PAGE_PREFETCH_TTL_MS,
): P & PagePrefetchMethods {
  const kept = new Map<string, Kept>();

  function prefetchList(resource: string, params: GetListParams): Promise<void> {
    const key = listParamsKey(resource, params);
    if (kept.get(resource)?.key === key) return Promise.resolve();
    // No abort signal: the answer outlives the screen that asked for it.
    const { pagination, sort, filter, meta } = params;
    const entry: Kept = {
      key,
      at: now(),
      answer: dataProvider.getList(resource, { pagination, sort, filter, meta }),
    };
    kept.set(resource, entry);
    return entry.answer.then(
      () => undefined,
      () => {
        if (kept.get(resource) === entry) kept.delete(resource);
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
            kept.clear();
            const result = (value as (...a: unknown[]) => unknown).apply(dataProvider, args);
            if (result instanceof Promise) result.finally(() => kept.clear()).catch(() => undefined);
            return result;
          }
        : value;
  }
  return wrapped as P & PagePrefetchMethods;
}
