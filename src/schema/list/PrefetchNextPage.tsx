import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
import { whenIdle } from '../../components/whenIdle.ts';
import { readAhead, type PagePrefetchMethods } from '../../data/pagePrefetch.ts';

/** How long an idle moment the next page waits for at most, once a page is on screen. */
const PREFETCH_IDLE_TIMEOUT_MS = 1_000;

/**
 * Asks for the page after the one shown, once it is on screen and the browser is idle, so going on
 * shows rows without waiting for the service (src/data/pagePrefetch.ts), in the page turn's own render
 * (the page is put where react-admin's list looks for it). Nothing when there is no
 * next page, while the list is loading or failed, or when the data provider cannot prefetch.
 */
export function PrefetchNextPage() {
  const { resource, page, perPage, total, hasNextPage, sort, filterValues, isPending, isFetching, error } =
    useListContext();
  const dataProvider = useDataProvider<Partial<PagePrefetchMethods> & ReturnType<typeof useDataProvider>>();
  const queryClient = useQueryClient();
  const more = total !== undefined ? page * perPage < total : hasNextPage === true;
  const ready = !isPending && !isFetching && !error && more;
  const filterKey = JSON.stringify(filterValues ?? {});
  const { field, order } = sort;

  useEffect(() => {
    if (!ready) return undefined;
    const filter = JSON.parse(filterKey) as Record<string, unknown>;
    const params = {
      pagination: { page: page + 1, perPage },
      sort: { field, order },
      filter,
      meta: undefined,
    };
    return whenIdle(() => {
      // react-admin's data provider proxy throws for a method the provider lacks (a test's stub).
      Promise.resolve()
        .then(() => dataProvider.prefetchList?.(resource, params))
        .then((answer) => {
          if (answer) readAhead(queryClient, [resource, 'getList', params], answer);
        })
        .catch(() => undefined);
    }, PREFETCH_IDLE_TIMEOUT_MS);
  }, [ready, dataProvider, queryClient, resource, page, perPage, field, order, filterKey]);

  return null;
}
