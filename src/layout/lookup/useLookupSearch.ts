/**
 * The look-up's search (docs/lookup.md): the typed text, 200 ms after typing stops, planned against the
 * screens the role may ask (schema/lookup/plan.ts), then each screen asked through its list call, five
 * records each, in parallel, a stale call cancelled. The dialog turns the answers into choices.
 */
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { LOOKUP_PAGE_SIZE, planLookup } from '../../schema/lookup/plan.ts';
import type { ResourceDefinition } from '../../schema/types.ts';
import type { LookupSupport } from '../shellContext.tsx';
import { useLookupScreens } from './useLookupScreens.ts';

/** Typing stops this long before the screens are asked. */
const DEBOUNCE_MS = 200;

export function useLookupSearch(support: LookupSupport, typed: string) {
  const dataProvider = useDataProvider();
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const screensQuery = useLookupScreens(support);
  const screens = useMemo(() => screensQuery.data ?? [], [screensQuery.data]);
  const byName = useMemo(() => new Map(screens.map((def) => [def.name, def])), [screens]);
  const asks = useMemo(() => planLookup(query, screens), [query, screens]);

  const answers = useQueries({
    queries: asks.map((ask) => {
      const def = byName.get(ask.resource) as ResourceDefinition;
      return {
        queryKey: ['pa.lookup', ask.resource, ask.filter],
        staleTime: 30_000,
        retry: false,
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          dataProvider.getList(ask.resource, {
            pagination: { page: 1, perPage: LOOKUP_PAGE_SIZE },
            sort: def.sort ?? { field: def.idField, order: 'ASC' },
            filter: ask.filter,
            signal,
          }),
      };
    }),
  });

  return { query, screensQuery, screens, byName, asks, answers };
}
