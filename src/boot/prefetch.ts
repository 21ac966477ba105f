/**
 * The first screen's data, asked for while the session is still being verified (docs/performance.md).
 * When a page opens on a declared list with no query, the list's first page is requested as soon as
 * the data provider exists, with exactly the parameters the generated list will ask for; the list's own
 * getList call, made only once the session has passed the guard, then receives that answer. A call with
 * any other parameters, or after PREFETCH_TTL_MS, goes to the server as usual. Nothing is rendered from
 * it before react-admin asks: the guard decides, as always.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams } from 'react-admin';
import type { ResourceDefinition } from '../schema/types.ts';
import { DEFAULT_PAGE_SIZE } from '../data/paging.ts';
import { listParamsKey } from '../data/pagePrefetch.ts';
import { openedListPath } from './firstPage.ts';

export const PREFETCH_TTL_MS = 15_000;

/** The declaration whose list route is exactly `pathname`, when the generated list shows it. */
export function firstScreenList(
  resources: readonly ResourceDefinition[],
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
): ResourceDefinition | undefined {
  const path = openedListPath(location);
  if (path === undefined) return undefined;
  return resources.find(
    (def) =>
      `/${def.name}` === path && def.views.includes('list') && !def.settings && !def.slots?.list && def.sort,
  );
}

export function firstPageParams(def: ResourceDefinition): GetListParams {
  return {
    pagination: { page: 1, perPage: DEFAULT_PAGE_SIZE },
    sort: { field: def.sort?.field ?? 'id', order: def.sort?.order ?? 'ASC' },
    filter: {},
  };
}

/**
 * Where the first page goes once the session is verified: react-query's cache under the key
 * react-admin's list asks with, so the list's first render has its rows (one render, not two).
 */
export interface FirstPageSeed {
  queryClient: Pick<QueryClient, 'setQueryData'>;
  /** Resolves once the session has passed its check (the auth provider's checkAuth). */
  verified: Promise<unknown>;
  /** Called once the first page is in the cache, or will not be (a failed call or check). */
  settled?: () => void;
}

type FirstAnswer = ReturnType<DataProvider['getList']>;

/**
 * One first-page request per boot, however many data providers the boot wraps: React's strict mode
 * builds the console's data provider twice in development, and each wrapper would ask again.
 */
export function oneFirstPageRequest(): (start: () => FirstAnswer) => FirstAnswer {
  let request: FirstAnswer | undefined;
  return (start) => (request ??= start());
}

/** Wraps `dataProvider` and, for `def`, asks for its first page now; `def` undefined → unchanged. */
export function withFirstScreenPrefetch(
  dataProvider: DataProvider,
  def: ResourceDefinition | undefined,
  now: () => number = Date.now,
  seed?: FirstPageSeed,
  once: (start: () => FirstAnswer) => FirstAnswer = (start) => start(),
): DataProvider {
  // The session check is the guard's to report (to /login, with the reason): here it is only waited
  // for, and a failed one must not surface as an unhandled rejection, whether or not a list is asked.
  seed?.verified.catch(() => undefined);
  if (!def) return dataProvider;
  const params = firstPageParams(def);
  const firstKey = listParamsKey(def.name, params);
  const startedAt = now();
  let pending: FirstAnswer | null = once(() => dataProvider.getList(def.name, params));
  // Unused or failed: the list's own call reports errors, this one must not surface as unhandled.
  pending.catch(() => undefined);
  if (seed) {
    // Never before the session has been verified; the list still renders only behind its guard.
    Promise.all([pending, seed.verified])
      .then(([{ data, total, pageInfo, meta }]) => {
        const { pagination, sort, filter } = params;
        seed.queryClient.setQueryData([def.name, 'getList', { pagination, sort, filter, meta: undefined }], {
          data,
          total,
          pageInfo,
          meta,
        });
      })
      .catch(() => undefined)
      .then(() => seed.settled?.());
  }
  return {
    ...dataProvider,
    getList(resource, asked) {
      const hit = pending;
      if (hit && now() - startedAt < PREFETCH_TTL_MS && listParamsKey(resource, asked) === firstKey) {
        pending = null;
        return hit;
      }
      return dataProvider.getList(resource, asked);
    },
  } as DataProvider;
}
