/**
 * Fault injection for QA and tests: per service, answer every call with an error, never answer, or
 * answer garbage. Which fault is set where is mocks/faultStore.ts (localStorage `pa.mock.faults`, the
 * page URL's `?mockFault=user:500,master:timeout` or `?mockFault=off`, setFault/clearFaults in code).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { ServiceName } from '../src/contract/services.ts';
import { MALFORMED_BODY, type FaultMode, type FaultStore } from './faultStore.ts';

export * from './faultStore.ts';

/** The answer of a fault, or undefined for `tamper` (the session handlers apply that one). */
export async function faultResponse(mode: FaultMode): Promise<Response | undefined> {
  switch (mode) {
    case '500':
      return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
    case '401':
      return HttpResponse.json({ message: 'Invalid authorization token' }, { status: 401 });
    case '403':
      return HttpResponse.json({ message: 'Forbidden' }, { status: 403 });
    case 'malformed':
      return new HttpResponse(MALFORMED_BODY, {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'timeout':
      // Never answers: the client's own time-out (or the user) has to give up.
      await delay('infinite');
      return HttpResponse.json({ message: 'Gateway timeout' }, { status: 504 });
    case 'tamper':
      return undefined;
  }
}

/** First handler of a service: answers the service's fault, or lets the call through. */
export function faultHandler(service: ServiceName, baseUrl: string, store: FaultStore): HttpHandler {
  return http.all(`${baseUrl}/*`, async ({ request }) => {
    if (request.method === 'OPTIONS') return undefined;
    const mode = store.get(service);
    return mode ? faultResponse(mode) : undefined;
  });
}
