/**
 * MSW's service worker for the page's mock backend (mocks/browser.ts starts it). Its one handler takes
 * the calls of the mocked services and answers each with the backend's handlers once the backend is
 * there (MSW's `getResponse`: the handlers run as they would from the worker's own list, in order, the
 * first answer winning; only those of the call's service are asked); anything else (the console's code, the sign-on provider) is not the mocks' and
 * goes to the network. So the worker registers and activates while the backend and the declarations
 * load, and a call made meanwhile waits for the backend instead of missing it.
 */
import { getResponse, http, type HttpHandler } from 'msw';
import { setupWorker } from 'msw/browser';

/**
 * The backend's handlers that can answer a call under the given base URLs, in their order: those of
 * these services (a handler's path starts with its service's base URL) and any of no service. The
 * others would not match the call; leaving them out spares msw reading the page's cookies and matching
 * the path for each of them (some forty handlers, every call).
 */
function handlersFor(handlers: readonly HttpHandler[], baseUrls: readonly string[]) {
  const owned = handlers.map((handler) => {
    const path = String(handler.info.path);
    return { handler, base: baseUrls.find((base) => path.startsWith(`${base}/`)) };
  });
  const lists = new Map<string, HttpHandler[]>();
  return (bases: readonly string[]): HttpHandler[] => {
    const key = bases.join(' ');
    let list = lists.get(key);
    if (!list) {
      list = owned.filter((o) => o.base === undefined || bases.includes(o.base)).map((o) => o.handler);
      lists.set(key, list);
    }
    return list;
  };
}

function backendHandler(baseUrls: readonly string[], handlers: Promise<readonly HttpHandler[]>): HttpHandler {
  const byBase = handlers.then((list) => handlersFor(list, baseUrls));
  // Handled where a call awaits it.
  byBase.catch(() => undefined);
  return http.all('*', async ({ request }) => {
    const bases = baseUrls.filter((base) => request.url.startsWith(`${base}/`));
    if (bases.length === 0) return undefined;
    return getResponse((await byBase)(bases), request);
  });
}

/** Registrations whose update checks are answered here (held, so MSW is handed these same objects). */
const checked = new Set<ServiceWorkerRegistration>();

/**
 * MSW's start asks the browser to check an existing registration's script for an update and leaves the
 * answer unhandled: a check that fails (the server unreachable or restarting, the script gone in a
 * release, the page leaving meanwhile) became an uncaught `TypeError: Failed to update a
 * ServiceWorker`. The registrations of our script get an update that handles its own failure: the
 * worker already running stays, and the next start checks again. The registration objects are the
 * ones MSW gets (a page has one object per registration).
 */
async function handledUpdateChecks(scriptUrl: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const script = new URL(scriptUrl, window.location.href).href;
  const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
  for (const registration of registrations) {
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    if (worker?.scriptURL !== script || checked.has(registration)) continue;
    checked.add(registration);
    const update = registration.update.bind(registration);
    registration.update = () => {
      const answer = update();
      answer.catch(() => undefined);
      return answer;
    };
  }
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
  await handledUpdateChecks(scriptUrl);
  const worker = setupWorker(backendHandler(baseUrls, handlers));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: scriptUrl } });
}
