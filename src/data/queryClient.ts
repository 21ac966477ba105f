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
 * layout and the routes observe too. The check still runs at every screen; its observers are told only
 * when its answer, its error or its status change. Its fetching flag alone rendered the whole console
 * again twice at every screen, synchronously, before the new screen could paint (docs/performance.md,
 * lever 57).
 */
import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

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
  client.setQueryDefaults(['auth', 'canAccess'], { staleTime: Infinity });
  client.setQueryDefaults(['auth', 'checkAuth'], { notifyOnChangeProps: ['data', 'error', 'status'] });
  return client;
}
