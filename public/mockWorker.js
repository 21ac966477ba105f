/*
 * The demo mode's service worker (mocks/browser.ts registers it): MSW's own worker script, unchanged
 * (public/mockServiceWorker.js, written by `msw init`), behind one filter that sends to the network,
 * without MSW's round trip through the page's main thread (docs/performance.md, "The demo mode"):
 * - every request with a destination: the console's code, styles, fonts and images. The page's calls,
 *   fetch and XHR, have none, and the console calls the mocked services with nothing else (a store's
 *   documents are fetched, then shown from a blob): an <img> or <object> aimed at one would miss them;
 * - a call that MSW's `bypass()` marked (its Accept header names `msw/passthrough`): the mock
 *   backend's own calls to the sign-on provider. The mark is taken off, as MSW's worker does.
 * A listener added before MSW's runs first; stopping the event there keeps it from MSW's.
 */
const PASSTHROUGH = 'msw/passthrough';

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.destination !== '') {
    event.stopImmediatePropagation();
    return;
  }
  const accept = (request.headers.get('accept') ?? '').split(',').map((value) => value.trim());
  if (!accept.includes(PASSTHROUGH)) return;
  event.stopImmediatePropagation();
  const headers = new Headers(request.headers);
  const rest = accept.filter((value) => value !== PASSTHROUGH);
  if (rest.length > 0) headers.set('accept', rest.join(', '));
  else headers.delete('accept');
  event.respondWith(fetch(request, { headers }));
});

importScripts('./mockServiceWorker.js');
