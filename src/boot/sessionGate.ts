/**
 * The first render of a page load with a stored sign-in waits for the boot's check of it
 * (src/boot/session.ts), then mounts react-admin with the check's answer already in the query cache
 * (docs/performance.md, lever 75). Before, react-admin's routes mounted on a pending check and showed the
 * screen in the render that its answer started: react-query tells its observers through React's
 * external-store hook, whose updates render synchronously, so the whole screen rendered as one urgent
 * render, and everything after its commit (every mounted part's effects, the renders they start) ran in
 * the same task before the browser could paint. Mounted on an answered check, the screen renders once,
 * as a normal update, and paints before its effects run.
 *
 * Nothing is taken on trust: the answer set is the one react-admin would get, from the same cached
 * check of the provider, set only once that check has passed, and fresh as long as react-admin keeps a
 * passed check (src/data/queryClient.ts). A failed check sets nothing: react-admin asks, gets the same
 * refusal and signs out, as before.
 */
import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { SESSION_CHECK_KEY } from '../data/queryClient.ts';

/**
 * How long a passed check waits for the first screen's list page: it usually comes with the check, and a
 * list service that does not answer must not keep the console (its menu, the other screens) from showing.
 */
export const FIRST_PAGE_WAIT_MS = 1000;

/**
 * True once `check` has settled (at once without one) and, after a passed check, `firstPage` (the first
 * screen's list page on its way into the cache: src/boot/prefetch.ts) or FIRST_PAGE_WAIT_MS, so the
 * screen's first render has its rows. A passed check's answer is then in `queryClient`.
 */
export function useSessionChecked(
  queryClient: QueryClient,
  check: Promise<void> | undefined,
  firstPage?: Promise<void>,
): boolean {
  const [settled, setSettled] = useState(check === undefined);
  useEffect(() => {
    if (!check) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const firstPageOrWait = () =>
      Promise.race([
        firstPage,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, FIRST_PAGE_WAIT_MS);
        }),
      ]);
    check
      .then(
        () => (firstPage ? firstPageOrWait() : Promise.resolve()).then(() => true),
        () => false,
      )
      .then((passed) => {
        if (!live) return;
        if (passed) queryClient.setQueryData(SESSION_CHECK_KEY, true);
        setSettled(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [check, firstPage, queryClient]);
  return settled;
}
