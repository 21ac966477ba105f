/**
 * The screens the look-up may ask (docs/lookup.md): of the registry's screens with a list of their own,
 * those the role may list, their declarations loaded on first use (a failed one is left out), then
 * those whose declaration declares `lookup` (schema/lookup/plan.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCanAccessResources } from 'react-admin';
import { lookupScreens } from '../../schema/lookup/plan.ts';
import type { LookupSupport } from '../shellContext.tsx';

/** The declarations the role may look records up in (loaded on first use; a failed one is left out). */
export function useLookupScreens(support: LookupSupport) {
  const candidates = useMemo(
    () =>
      support.registry.heads
        .filter((head) => head.list && !head.placeholder && !head.parent)
        .map((h) => h.name),
    [support],
  );
  const { canAccess } = useCanAccessResources({ action: 'list', resources: candidates });
  const allowed = useMemo(
    () => (canAccess ? candidates.filter((name) => canAccess[name]) : undefined),
    [canAccess, candidates],
  );
  return useQuery({
    queryKey: ['pa.lookup.screens', allowed],
    enabled: allowed !== undefined,
    staleTime: Infinity,
    queryFn: async () => {
      const loaded = await Promise.allSettled((allowed ?? []).map((name) => support.registry.load(name)));
      const defs = loaded.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []));
      return lookupScreens(defs, () => true);
    },
  });
}
