/**
 * The console's react-query client. A read that a service failed (an answered error, a time-out, an
 * unreadable answer: the HTTP client's HttpError) is not retried behind the user's back: the screen
 * shows the failure at once, naming the service, with its own retry button. react-admin's list, show
 * and edit pages already ask for this; as the client's default it holds as well for the console's own
 * reads (a store's documents, the role form's menus), which otherwise retried three times over about
 * seven seconds before saying anything. Any other failure (the sign-in's own checks) is retried as
 * react-query does by default.
 *
 * A `canAccess` answer is read from the verified session's permission map (src/auth/authProvider.ts),
 * which does not change while the session lives (a role edit shows at the next sign-in, and signing
 * out clears this cache). So an answer is never stale: a screen does not ask again in the background
 * each time it mounts, and does not render again when the same answer comes back.
 *
 * react-admin checks the session (`checkAuth`) each time a screen mounts, in one query that the
 * layout and the routes observe too. Its observers are told only when its answer, its error or its
 * status change: its fetching flag alone rendered the whole console again twice at every screen,
 * synchronously, before the new screen could paint (docs/performance.md, lever 57). Even so, each
 * new check made react render the layout and the routes once more in the commit of the screen that
 * started it (react's own check of a store that changed after its render). A passed check now stands
 * for `SESSION_CHECK_FRESH_MS`: a screen mounted within that time does not check again (lever 60).
 * The check is local (the stored sign-in, its expiry, the verified session); every call still sends
 * the token only while it is unexpired, and a refused call (401) still ends the session at once.
 */
import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

/**
 * How long a passed session check stands before a screen that mounts checks again (lever 60,
 * docs/performance.md).
 */
export const SESSION_CHECK_FRESH_MS = 30_000;

/** react-query's default number of retries for a failure that is not a service's. */
const OTHER_RETRIES = 3;

/**
 * react-admin's key of the session check that the layout and the routes observe (`useAuthState` with no
 * parameters). The boot sets it once its own check of the stored session has passed
 * (src/boot/sessionGate.ts), so the console mounts on a check that has an answer.
 */
export const SESSION_CHECK_KEY = ['auth', 'checkAuth', {}] as const;

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !(error instanceof HttpError) && failures < OTHER_RETRIES,
      },
    },
  });
  client.setQueryDefaults(['auth', 'canAccess'], { staleTime: Infinity });
  client.setQueryDefaults(['auth', 'checkAuth'], {
    notifyOnChangeProps: ['data', 'error', 'status'],
    staleTime: SESSION_CHECK_FRESH_MS,
  });
  return client;
}
