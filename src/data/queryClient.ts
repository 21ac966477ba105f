/**
 * The console's react-query client. A read that a service failed (an answered error, a time-out, an
 * unreadable answer: the HTTP client's HttpError) is not retried behind the user's back: the screen
 * shows the failure at once, naming the service, with its own retry button. react-admin's list, show
 * and edit pages already ask for this; as the client's default it holds as well for the console's own
 * reads (a store's documents, the role form's menus). Any other failure (the sign-in's own checks) is
 * retried as react-query does by default.
 *
 * A `canAccess` answer is read from the verified session's permission map (src/auth/authProvider.ts),
 * which does not change while the session lives (a role edit shows at the next sign-in, and signing
 * out clears this cache): it is never stale.
 *
 * react-admin checks the session (`checkAuth`) each time a screen mounts. Its observers are told only
 * when its answer, its error or its status change (its fetching flag alone rendered the whole console
 * again at every screen), and a passed check stands for `SESSION_CHECK_FRESH_MS`. The check is local
 * (the stored sign-in, its expiry, the verified session); every call still sends the token only while
 * it is unexpired, and a refused call (401) still ends the session at once.
 */
import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { ACCESS_CHECKS_KEY, SESSION_CHECKS_KEY } from '../loading/keys.ts';

/** How long a passed session check stands before a screen that mounts checks again. */
export const SESSION_CHECK_FRESH_MS = 30_000;

/** react-query's default number of retries for a failure that is not a service's. */
const OTHER_RETRIES = 3;

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !(error instanceof HttpError) && failures < OTHER_RETRIES,
      },
    },
  });
  client.setQueryDefaults(ACCESS_CHECKS_KEY, { staleTime: Infinity });
  client.setQueryDefaults(SESSION_CHECKS_KEY, {
    notifyOnChangeProps: ['data', 'error', 'status'],
    staleTime: SESSION_CHECK_FRESH_MS,
  });
  return client;
}
