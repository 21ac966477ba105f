/**
 * A tab's own page (a tab declaration's `page`), one lazy part per loader: a new one per render would
 * remount it. The intent preloads it (src/schema/intentPlan.ts) with the tab's calls, so a tab whose
 * page a hover or the page's warm-up loaded renders it at once; React's own `lazy` suspended on the
 * first render even then, and the tab waited for React's retry, about 300 ms (docs/performance.md,
 * lever 64).
 */
import { createElement } from 'react';
import { BarLoading } from '../../components/BarLoading.tsx';
import { lazyPartPerLoader } from '../../components/lazyPart.tsx';

export const tabPage = lazyPartPerLoader(createElement(BarLoading, { sx: { m: 2 } }));
