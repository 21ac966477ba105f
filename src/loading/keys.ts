/**
 * The one adapter between what the console loads ahead and react-admin's query cache. react-admin's
 * hooks (`useGetList`, `useGetOne`, `useGetManyReference`, the session check of `useAuthState`) read
 * react-query under keys of their own that react-admin does not export; they are spelled here and
 * nowhere else, and tests/unit/loading/keys.test.tsx renders those very hooks over a counting data
 * provider to prove that what is put in under these keys is what they read, with no second call. An
 * upgrade of react-admin that changes a key fails that test instead of doubling every call.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { GetListParams, GetListResult, GetManyReferenceParams, Identifier } from 'react-admin';

/** The data provider reads react-admin's hooks cache under their method's name. */
type ReadMethod = 'getList' | 'getOne' | 'getManyReference';

const readKey = (resource: string, method: ReadMethod, params: Record<string, unknown>): QueryKey => [
  resource,
  method,
  params,
];

/** A list page as `useGetList` keys it. */
export function listKey(resource: string, { pagination, sort, filter, meta }: GetListParams): QueryKey {
  return readKey(resource, 'getList', { pagination, sort, filter, meta });
}

/** A record as `useGetOne` (a show or edit page) keys it. */
export function recordKey(resource: string, id: Identifier, meta?: unknown): QueryKey {
  return readKey(resource, 'getOne', { id: String(id), meta });
}

/** A child list page as `useGetManyReference` (a `ReferenceManyField`) keys it. */
export function referenceKey(
  resource: string,
  { target, id, pagination, sort, filter, meta }: GetManyReferenceParams,
): QueryKey {
  return readKey(resource, 'getManyReference', { target, id, pagination, sort, filter, meta });
}

/** A tab's own part, as the console's `LoadedPart` (src/schema/show/LoadedPart.tsx) keys it. */
export function partKey(resource: string, tab: string, id: Identifier): QueryKey {
  return [resource, 'loadPart', tab, id];
}

/** The session check the layout and the routes observe (`useAuthState` with no parameters). */
export const SESSION_CHECK_KEY: QueryKey = ['auth', 'checkAuth', {}];

/** The signed-in person's identity (`useGetIdentity`: the user menu's name). */
export const IDENTITY_KEY: QueryKey = ['auth', 'getIdentity'];

/** Every session check (`useAuthState`, `useCheckAuth`), whatever its parameters. */
export const SESSION_CHECKS_KEY: QueryKey = ['auth', 'checkAuth'];

/** Every permission question (`useCanAccess`, `useCanAccessResources`). */
export const ACCESS_CHECKS_KEY: QueryKey = ['auth', 'canAccess'];

/** A list answer in the shape `useGetList` and `useGetManyReference` keep (no transport details). */
export function listAnswer({ data, total, pageInfo, meta }: GetListResult) {
  return { data, total, pageInfo, meta };
}

/**
 * How long an answer fetched ahead counts as fresh for the screen that opens on it. react-admin's hooks
 * consider every answer stale at once (react-query's default), so a screen mounting on an answer fetched
 * a moment ago would ask again; an answer put in ahead is dated this far ahead instead (the way
 * react-admin's own `populateQueryCache` dates what it puts in).
 */
export const AHEAD_FRESH_MS = 30_000;

/**
 * Fetches `queryFn` into the cache under `queryKey` unless an answer younger than `staleMs` is there or
 * one is on its way, and dates the answer `AHEAD_FRESH_MS` ahead, so the screen that opens on it within that time reads it with no
 * second call. Never rejects: a failed call leaves the screen's own call to report the failure.
 */
export async function fetchAhead(
  queryClient: Pick<QueryClient, 'prefetchQuery' | 'getQueryState' | 'setQueryData'>,
  queryKey: QueryKey,
  queryFn: () => Promise<unknown>,
  staleMs: number = AHEAD_FRESH_MS,
): Promise<void> {
  let answer: { value: unknown } | undefined;
  await queryClient.prefetchQuery({
    queryKey,
    queryFn: async () => {
      const value = await queryFn();
      answer = { value };
      return value;
    },
    retry: false,
    staleTime: staleMs,
  });
  // Only the answer this call fetched: a screen's own, newer read is not re-dated.
  if (answer && queryClient.getQueryState(queryKey)?.status === 'success')
    queryClient.setQueryData(queryKey, answer.value, { updatedAt: Date.now() + AHEAD_FRESH_MS });
}
