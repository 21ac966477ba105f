/**
 * A tab's own page (a tab declaration's `page`), one lazy part per loader: a new one per render would
 * remount it. The intent preloads it (src/schema/intentPlan.ts) with the tab's calls, so a tab whose
 * page a hover or the page's warm-up loaded renders it at once; React's own `lazy` suspended on the
 * first render even then, and the tab waited for React's retry, about 300 ms (docs/performance.md,
 * lever 64).
 */
import { createElement } from 'react';
import { BarLoading } from '../../components/BarLoading.tsx';
import { lazyPart, type LazyPart } from '../../components/lazyPart.tsx';
import type { PageLoader } from '../types.ts';

const parts = new WeakMap<PageLoader, LazyPart<object>>();

export function tabPage(load: PageLoader): LazyPart<object> {
  let part = parts.get(load);
  if (!part) {
    part = lazyPart(() => load().then((m) => m.default), createElement(BarLoading, { sx: { m: 2 } }));
    parts.set(load, part);
  }
  return part;
}
