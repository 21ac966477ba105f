/**
 * The first screen's list call, sent at boot (docs/architecture.md, "Loading policy"): the one module
 * of the early call.
 *
 * A page opened on a declared list with no query shows that list's first page first. Its address is
 * known before the console's code is there: each list's head (resources/<area>/<entity>/index.ts) gives
 * its service, list endpoint and order (`firstPagesOf`, checked against the data provider's own call by
 * tests/unit/loading/firstPage.test.ts), and config.json gives the service's base URL. With a stored unexpired sign-in, src/boot/earlyStart.ts
 * sends the call with the stored token while the session check runs. The HTTP client then answers the
 * list's own call, the same GET to the same address with the same token, from it, once and within
 * FIRST_PAGE_TTL_MS. Nothing is shown from it before the session has been verified: the answer waits
 * in memory until react-admin asks, after the guard.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams } from 'react-admin';
import type { AppConfig, ServiceName } from '../config/types.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/paged.ts';
import type { EarlyResponses } from '../data/http.ts';
import { buildUrl } from '../data/url.ts';
import type { LazyRegistry, RegistryHead } from '../schema/lazyRegistry.ts';
import { TODAY_PATH } from '../auth/landing.ts';
import type { ResourceDefinition } from '../schema/types.ts';
import { queueParams } from '../schema/declarations/queues.ts';
import { fetchAhead, listAnswer, listKey } from './keys.ts';

export type { EarlyResponses };

export const FIRST_PAGE_TTL_MS = 15_000;

export interface FirstPageRequest {
  service: ServiceName;
  /** The list endpoint, relative to the service's base URL. */
  path: string;
  /** The generated list's first-page query, as the HTTP client encodes it. */
  query: string;
}

export type FirstPages = Readonly<Record<string, FirstPageRequest>>;

/** Each generated list's first page, by its route: page 1 of the default size in the list's order. */
export function firstPagesOf(heads: readonly Pick<RegistryHead, 'name' | 'firstPage'>[]): FirstPages {
  const pages: Record<string, FirstPageRequest> = {};
  for (const { name, firstPage } of heads) {
    if (!firstPage) continue;
    const { field, order } = firstPage.sort;
    pages[`/${name}`] = {
      service: firstPage.service,
      path: firstPage.endpoint,
      query: `PageNumber=1&PageSize=${DEFAULT_PAGE_SIZE}&SortBy=${field}&SortDirection=${order.toLowerCase()}`,
    };
  }
  return pages;
}

/** The declaration whose generated list is exactly the page `location` opens with no query. */
export function firstScreenList(
  resources: readonly ResourceDefinition[],
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
): ResourceDefinition | undefined {
  const path = openedListPath(location);
  if (path === undefined) return undefined;
  return resources.find((def) => `/${def.name}` === path && hasGeneratedList(def));
}

/** The declaration shows the generated list (not a settings page or a list of its own), in a set order. */
export function hasGeneratedList(def: ResourceDefinition): boolean {
  return def.views.includes('list') && !def.settings && !def.slots?.list && def.sort !== undefined;
}

/** The parameters of a generated list's first page: page 1 of the default size in the list's order. */
export function firstPageParams(def: Pick<ResourceDefinition, 'sort'>): GetListParams {
  return {
    pagination: { page: 1, perPage: DEFAULT_PAGE_SIZE },
    sort: { field: def.sort?.field ?? 'id', order: def.sort?.order ?? 'ASC' },
    filter: {},
  };
}

/** A GET the entry has sent; the HTTP client takes its answer for the same address and credentials. */
export interface EarlyResponse {
  url: string;
  authorization: string;
  at: number;
  response: Promise<Response>;
}

/**
 * The path of the list a page opens on, if it opens with no query (the first page is then the
 * generated list's own), without a trailing slash; undefined when there is a query.
 */
export function openedListPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | undefined {
  if (location.search !== '' || location.hash !== '') return undefined;
  return location.pathname.replace(/\/+$/, '');
}

/** The first page's address for `location`, when the page opens on a declared list with no query. */
export function firstPageUrl(
  config: Pick<AppConfig, 'services'>,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  pages: FirstPages,
): string | undefined {
  const path = openedListPath(location);
  const request = path === undefined ? undefined : pages[path];
  const service = request && config.services[request.service];
  if (!request || !service) return undefined;
  const url = buildUrl(service.baseUrl, request.path);
  url.search = request.query;
  return url.href;
}

/** Sends the first page's GET as the HTTP client would (JSON, the stored bearer token). */
export function sendFirstPage(
  url: string,
  accessToken: string,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
  now: () => number = Date.now,
): EarlyResponse {
  const authorization = `Bearer ${accessToken}`;
  const response = fetchFn(url, {
    method: 'GET',
    headers: { Accept: 'application/json', Authorization: authorization },
  });
  // Taken by the list's own call, or never: a failure here must not be an unhandled rejection.
  response.catch(() => undefined);
  return { url, authorization, at: now(), response };
}

/** The HTTP client's view of the early answer: taken once, for the same address and token. */
export function earlyResponses(
  sent: EarlyResponse | undefined,
  now: () => number = Date.now,
  ttlMs: number = FIRST_PAGE_TTL_MS,
): EarlyResponses {
  let waiting = sent;
  return {
    take(url, authorization) {
      if (!waiting || waiting.url !== url || waiting.authorization !== authorization) return undefined;
      const early = waiting;
      waiting = undefined;
      return now() - early.at < ttlMs ? early.response : undefined;
    },
  };
}

/**
 * Reads the opened list's first page into the cache under the key its `useGetList` reads, once the
 * session has been verified: the data provider's call is the list's own, so the HTTP client hands it
 * the answer the boot asked for (`earlyResponses`), and the list's first render has its rows.
 */
export function readFirstScreen(
  queryClient: QueryClient,
  dataProvider: Pick<DataProvider, 'getList'>,
  def: Pick<ResourceDefinition, 'name' | 'sort'>,
): Promise<void> {
  const params = firstPageParams(def);
  return fetchAhead(queryClient, listKey(def.name, params), () =>
    dataProvider.getList(def.name, params).then(listAnswer),
  );
}

/**
 * The start page's counts (src/schema/declarations/queues.ts): each work queue's filtered list call,
 * the first page of the list its card links to, as of `now`.
 */
export function queueReads(
  heads: readonly Pick<RegistryHead, 'name' | 'firstPage' | 'queues'>[],
  now: Date,
): { resource: string; params: GetListParams }[] {
  return heads.flatMap((head) =>
    (head.queues ?? []).map((queue) => ({
      resource: head.name,
      params: { ...queueParams({ sort: head.firstPage?.sort }, queue, now), meta: undefined },
    })),
  );
}

/**
 * The start page opened at boot: once the session has been verified, the counts of the queues the
 * role may view are read into the cache under the keys the cards read, so the first render shows them
 * (the boot's first-page step, `readFirstScreen`'s for a list).
 */
export function readQueueCounts(
  queryClient: QueryClient,
  dataProvider: Pick<DataProvider, 'getList'>,
  heads: readonly Pick<RegistryHead, 'name' | 'firstPage' | 'queues'>[],
  access: { verifiedAccess(params: { resource: string; action: string }): boolean | undefined },
  now: Date = new Date(),
): Promise<void> {
  const reads = queueReads(heads, now).filter(
    ({ resource }) => access.verifiedAccess({ resource, action: 'list' }) === true,
  );
  return Promise.all(
    reads.map(({ resource, params }) =>
      fetchAhead(queryClient, listKey(resource, params), () =>
        dataProvider.getList(resource, params).then(listAnswer),
      ),
    ),
  ).then(() => undefined);
}

/** Whether `pathname` is the start page (`TODAY_PATH`). */
export const opensStartPage = (pathname: string = window.location.pathname): boolean =>
  pathname.replace(/\/+$/, '') === TODAY_PATH;

/**
 * When the page opens the start page, the declarations of the lists its counts are read from start
 * loading from the entry, beside the session check. Says whether they do.
 */
export function preloadQueueDeclarations(
  registry: Pick<LazyRegistry, 'heads' | 'load'>,
  pathname: string = window.location.pathname,
): boolean {
  if (!opensStartPage(pathname)) return false;
  for (const head of registry.heads) if (head.queues) void registry.load(head.name).catch(() => undefined);
  return true;
}
