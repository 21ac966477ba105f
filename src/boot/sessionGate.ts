/**
 * The first render of a page load with a stored sign-in waits for the boot's check of it
 * (src/boot/session.ts), then mounts react-admin with the check's answer and the person's identity
 * already in the query cache. react-admin's routes would otherwise mount on a pending check and render
 * the whole screen again in the urgent update its answer starts, and the top bar's user menu would
 * gain its name a moment after the first paint, moving the bar's other buttons.
 *
 * Nothing is taken on trust: the answer set is the one react-admin would get, from the same cached
 * check of the provider, set only once that check has passed, and fresh as long as react-admin keeps a
 * passed check (src/data/queryClient.ts). A failed check sets nothing: react-admin asks, gets the same
 * refusal and signs out.
 */
import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { IDENTITY_KEY, SESSION_CHECK_KEY } from '../loading/keys.ts';

/**
 * How long a passed check waits for the first screen's data: it usually comes with the check (it was
 * asked for at boot), and a list service that does not answer must not keep the console from showing.
 */
export const FIRST_SCREEN_WAIT_MS = 1000;

export interface AfterCheck {
  /** The verified session's identity (the auth provider's `getIdentity`). */
  identity?: () => Promise<unknown>;
  /** Reads the opened screen's first data into the cache (src/loading/firstPage.ts, `readFirstScreen`). */
  firstScreen?: () => Promise<unknown>;
}

/**
 * True once `check` has settled (at once without one). After a passed check, its answer and the
 * verified identity are in `queryClient`, and the opened screen's first data is in too, or has had
 * FIRST_SCREEN_WAIT_MS to come: the screen's first render shows it.
 */
export function useSessionChecked(
  queryClient: QueryClient,
  check: Promise<void> | undefined,
  { identity, firstScreen }: AfterCheck = {},
): boolean {
  const [settled, setSettled] = useState(check === undefined);
  useEffect(() => {
    if (!check) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const identityOf = () => (identity ? identity().catch(() => undefined) : Promise.resolve(undefined));
    const firstData = () =>
      firstScreen
        ? Promise.race([
            firstScreen().catch(() => undefined),
            new Promise((resolve) => {
              timer = setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
            }),
          ])
        : undefined;
    check
      .then(
        () => Promise.all([identityOf(), firstData()]).then(([who]) => ({ passed: true, who })),
        () => ({ passed: false, who: undefined }),
      )
      .then(({ passed, who }) => {
        if (!live) return;
        if (passed) queryClient.setQueryData(SESSION_CHECK_KEY, true);
        if (passed && who !== undefined) queryClient.setQueryData(IDENTITY_KEY, who);
        setSettled(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [check, identity, firstScreen, queryClient]);
  return settled;
}
