/**
 * What loads once a screen is at rest (docs/architecture.md, "Loading policy"): its own reads have
 * answered and the browser is idle. A list reads its next page ahead; a record page reads what each of
 * its tabs opens. Both go into react-query's cache under the keys the screens ask with
 * (src/loading/keys.ts), dated so that the screen that opens on them does not ask again.
 */
import { useEffect, useState } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, type Identifier } from 'react-admin';
import { whenIdle } from './idle.ts';
import { useIntent } from './intent.tsx';
import { fetchAhead, listAnswer, listKey } from './keys.ts';

/** How long work at rest waits for an idle moment at most, once the screen's reads are done. */
const AT_REST_TIMEOUT_MS = 1_000;

/**
 * Inside a list: once a page is shown and the browser is idle, the page after it is read into the
 * cache with the parameters react-admin will ask with, so going on shows its rows at once. Nothing
 * when there is no next page, or while the list is loading or failed.
 */
export function NextPageAhead() {
  const { resource, page, perPage, total, hasNextPage, sort, filterValues, isPending, isFetching, error } =
    useListContext();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const more = total !== undefined ? page * perPage < total : hasNextPage === true;
  const ready = !isPending && !isFetching && !error && more;
  const filterKey = JSON.stringify(filterValues ?? {});
  const { field, order } = sort;

  useEffect(() => {
    if (!ready) return undefined;
    const params = {
      pagination: { page: page + 1, perPage },
      sort: { field, order },
      filter: JSON.parse(filterKey) as Record<string, unknown>,
      meta: undefined,
    };
    return whenIdle(() => {
      void fetchAhead(queryClient, listKey(resource, params), () =>
        dataProvider.getList(resource, params).then(listAnswer),
      );
    }, AT_REST_TIMEOUT_MS);
  }, [ready, dataProvider, queryClient, resource, page, perPage, field, order, filterKey]);

  return null;
}

/**
 * On a record page: once its own reads have answered and the browser is idle, what each of its tabs
 * opens is read through the intent's engine (the role's permissions, a few calls at a time, only what
 * the cache lacks), once per record, so a tab opens from the cache without a hover first.
 */
export function useTabsAhead(resource: string, id: Identifier | undefined, enabled: boolean): void {
  const intent = useIntent();
  const settled = useIsFetching() === 0;
  const key = `${resource}/${String(id)}`;
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled || !settled || done === key || id === undefined) return undefined;
    return whenIdle(() => {
      setDone(key);
      intent({ resource, id, everyTab: true });
    }, AT_REST_TIMEOUT_MS);
  }, [enabled, settled, done, key, resource, id, intent]);
}
