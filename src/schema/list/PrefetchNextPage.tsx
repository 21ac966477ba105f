import { useEffect } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import { whenIdle } from '../../components/whenIdle.ts';
import type { PagePrefetchMethods } from '../../data/pagePrefetch.ts';

/** How long an idle moment the next page waits for at most, once a page is on screen. */
const PREFETCH_IDLE_TIMEOUT_MS = 1_000;

/**
 * Asks for the page after the one shown, once it is on screen and the browser is idle, so going on
 * shows rows without waiting for the service (src/data/pagePrefetch.ts). Nothing when there is no
 * next page, while the list is loading or failed, or when the data provider cannot prefetch.
 */
export function PrefetchNextPage() {
  const { resource, page, perPage, total, hasNextPage, sort, filterValues, isPending, isFetching, error } =
    useListContext();
  const dataProvider = useDataProvider<Partial<PagePrefetchMethods> & ReturnType<typeof useDataProvider>>();
  const more = total !== undefined ? page * perPage < total : hasNextPage === true;
  const ready = !isPending && !isFetching && !error && more;
  const filterKey = JSON.stringify(filterValues ?? {});
  const { field, order } = sort;

  useEffect(() => {
    if (!ready) return undefined;
    const filter = JSON.parse(filterKey) as Record<string, unknown>;
    return whenIdle(() => {
      // react-admin's data provider proxy throws for a method the provider lacks (a test's stub).
      Promise.resolve()
        .then(() =>
          dataProvider.prefetchList?.(resource, {
            pagination: { page: page + 1, perPage },
            sort: { field, order },
            filter,
            meta: undefined,
          }),
        )
        .catch(() => undefined);
    }, PREFETCH_IDLE_TIMEOUT_MS);
  }, [ready, dataProvider, resource, page, perPage, field, order, filterKey]);

  return null;
}
