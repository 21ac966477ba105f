/**
 * The start page as the composition root wires it (with App.tsx, which renders its route): the page
 * (resources/today/), loaded when opened, and the boot's part in it (docs/architecture.md, "Loading
 * policy"): opened at boot, its code and its lists' declarations load beside the session check, and
 * its counts are read, like a list's first page, before the first render.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyRegistry } from '../../resources/index.ts';
import type { BootHandles } from '../boot/handles.ts';
import { TODAY_PATH } from '../auth/landing.ts';
import { lazyPart } from '../components/lazyPart.tsx';
import { PageLoading } from '../components/Progress.tsx';
import { preloadStartPage, readFirstScreen, readQueueCounts } from '../loading/firstPage.ts';

const TodayPage = lazyPart(
  () => import('../../resources/today/TodayPage.tsx').then((m) => m.TodayPage),
  <PageLoading />,
);

/** The start page's route, among the console's own pages. */
export const todayRoute = <Route path={TODAY_PATH} element={<TodayPage />} />;

/** At boot: when the page opens the start page, its code and its lists' declarations start loading. */
export const preloadToday = (): boolean => preloadStartPage(lazyRegistry, TodayPage.preload);

/**
 * What the first render waits for once the session check has passed: the opened list's first page,
 * or on the start page the counts of the queues the role may view; nothing for another page.
 */
export function firstScreenOf(
  boot: BootHandles | undefined,
  queryClient: QueryClient,
  dataProvider: DataProvider,
  access: { verifiedAccess(params: { resource: string; action: string }): boolean | undefined },
): (() => Promise<void>) | undefined {
  const list = boot?.firstList;
  if (list) return () => readFirstScreen(queryClient, dataProvider, list);
  if (boot && window.location.pathname.replace(/\/+$/, '') === TODAY_PATH)
    return () => readQueueCounts(queryClient, dataProvider, lazyRegistry.heads, access);
  return undefined;
}
