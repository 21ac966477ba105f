/**
 * A tab's own page (a tab declaration's `page`), one lazy part per loader: a new one per render would
 * remount it. The intent preloads it (src/loading/plan.ts) with the tab's calls, so a tab whose page a
 * hover or the page's rest loaded renders it at once.
 */
import { createElement } from 'react';
import { BarLoading } from '../../components/BarLoading.tsx';
import { lazyPartPerLoader } from '../../components/lazyPart.tsx';

export const tabPage = lazyPartPerLoader(createElement(BarLoading, { sx: { m: 2 } }));
