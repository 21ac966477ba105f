/**
 * The console's react-query client. A failed read is not retried behind the user's back: the screen
 * shows the failure at once, naming the service, with its own retry button. react-admin's list, show
 * and edit pages already ask for this; as the client's default it holds as well for the console's own
 * reads (a store's documents, the role form's menus), which otherwise retried three times over about
 * seven seconds before saying anything.
 */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}
