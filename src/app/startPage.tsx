/**
 * The start page as the composition root wires it (with App.tsx, which renders its route): the page
 * (resources/today/), loaded when opened, and the boot's part in it (docs/architecture.md, "Loading
 * policy"): opened at boot, its lists' declarations load from the entry, its code and messages beside
 * the session check, and its counts are read, like a list's first page, before the first render.
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
import { opensStartPage, readFirstScreen, readQueueCounts } from '../loading/firstPage.ts';

const TodayPage = lazyPart(
  () => import('../../resources/today/TodayPage.tsx').then((m) => m.TodayPage),
  <PageLoading />,
);

/** The start page's route, among the console's own pages. */
export const todayRoute = <Route path={TODAY_PATH} element={<TodayPage />} />;

/** The page's code and its messages (a failed load is tried again when the page renders). */
const pageParts = (i18nProvider: I18nProvider) =>
  Promise.all([TodayPage.preload(), loadPartMessages(i18nProvider, 'today')]).catch(() => undefined);

/** At the console's boot: when the page opens the start page, its code and messages start loading. */
export function preloadToday(i18nProvider: I18nProvider): void {
  if (opensStartPage()) void pageParts(i18nProvider);
}

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
  if (boot && opensStartPage())
    return () =>
      Promise.all([
        readQueueCounts(queryClient, dataProvider, lazyRegistry.heads, access),
        pageParts(i18nProvider),
      ]).then(() => undefined);
  return undefined;
}
