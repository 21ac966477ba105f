/**
 * The start page as the composition root wires it (with App.tsx, which renders its route): the page
 * (resources/today/), loaded when opened, and the boot's part in it (docs/architecture.md, "Loading
 * policy"): opened at boot, its code and its lists' declarations load beside the session check, and
 * its counts are read, like a list's first page, before the first render.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, I18nProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyRegistry } from '../../resources/index.ts';
import type { BootHandles } from '../boot/handles.ts';
import { TODAY_PATH } from '../auth/landing.ts';
import { lazyPart } from '../components/lazyPart.tsx';
import { loadPartMessages } from '../components/partMessages.ts';
import { PageLoading } from '../components/Progress.tsx';
import { preloadStartPage, readFirstScreen, readQueueCounts } from '../loading/firstPage.ts';

const TodayPage = lazyPart(
  () => import('../../resources/today/TodayPage.tsx').then((m) => m.TodayPage),
  <PageLoading />,
);

/** The start page's route, among the console's own pages. */
export const todayRoute = <Route path={TODAY_PATH} element={<TodayPage />} />;

/**
 * At boot: when the page opens the start page, its code, its messages and its lists' declarations
 * start loading.
 */
export const preloadToday = (i18nProvider: I18nProvider): boolean =>
  preloadStartPage(lazyRegistry, () =>
    Promise.all([TodayPage.preload(), loadPartMessages(i18nProvider, 'today')]),
  );

/**
 * What the first render waits for once the session check has passed: the opened list's first page,
 * or on the start page the counts of the queues the role may view, the page's code and its messages
 * (the first render then shows the cards with their counts, not a fallback); nothing for another page.
 */
export function firstScreenOf(
  boot: BootHandles | undefined,
  queryClient: QueryClient,
  dataProvider: DataProvider,
  access: { verifiedAccess(params: { resource: string; action: string }): boolean | undefined },
  i18nProvider: I18nProvider,
): (() => Promise<void>) | undefined {
  const list = boot?.firstList;
  if (list) return () => readFirstScreen(queryClient, dataProvider, list);
  if (boot && window.location.pathname.replace(/\/+$/, '') === TODAY_PATH)
    return () =>
      Promise.all([
        readQueueCounts(queryClient, dataProvider, lazyRegistry.heads, access),
        TodayPage.preload().catch(() => undefined),
        loadPartMessages(i18nProvider, 'today'),
      ]).then(() => undefined);
  return undefined;
}
