/**
 * The first render of a page load with a stored sign-in waits for the boot's check of it
 * (src/boot/session.ts), then mounts react-admin with the check's answer already in the query cache.
 * react-admin's routes would otherwise mount on a pending check and render the whole screen again in
 * the urgent update its answer starts, before the browser could paint.
 *
 * Nothing is taken on trust: the answer set is the one react-admin would get, from the same cached
 * check of the provider, set only once that check has passed, and fresh as long as react-admin keeps a
 * passed check (src/data/queryClient.ts). A failed check sets nothing: react-admin asks, gets the same
 * refusal and signs out.
 */
import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { SESSION_CHECK_KEY } from '../loading/keys.ts';

/** True once `check` has settled (at once without one); a passed check's answer is then in `queryClient`. */
export function useSessionChecked(queryClient: QueryClient, check: Promise<void> | undefined): boolean {
  const [settled, setSettled] = useState(check === undefined);
  useEffect(() => {
    if (!check) return undefined;
    let live = true;
    check
      .then(
        () => true,
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
    };
  }, [check, queryClient]);
  return settled;
}
