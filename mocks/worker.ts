/**
 * MSW's service worker for the page's mock backend (mocks/browser.ts starts it). Its one handler takes
 * the calls of the mocked services and answers each with the backend's handlers once the backend is
 * there (MSW's `getResponse`: the handlers run as they would from the worker's own list, in order, the
 * first answer winning); anything else (the console's code, the sign-on provider) is not the mocks' and
 * goes to the network. So the worker registers and activates while the backend and the declarations
 * load, and a call made meanwhile waits for the backend instead of missing it.
 */
import { getResponse, http, type HttpHandler } from 'msw';
import { setupWorker } from 'msw/browser';

function backendHandler(baseUrls: readonly string[], handlers: Promise<readonly HttpHandler[]>): HttpHandler {
  return http.all('*', async ({ request }) => {
    if (!baseUrls.some((base) => request.url.startsWith(`${base}/`))) return undefined;
    return getResponse([...(await handlers)], request);
  });
}

/**
 * Registers (or takes over) the worker script at `scriptUrl` and resolves once it intercepts this
 * page's calls: those under `baseUrls` go to `handlers`.
 */
export async function startWorker(
  scriptUrl: string,
  baseUrls: readonly string[],
  handlers: Promise<readonly HttpHandler[]>,
): Promise<void> {
  const worker = setupWorker(backendHandler(baseUrls, handlers));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: scriptUrl } });
}
