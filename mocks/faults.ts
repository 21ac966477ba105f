/**
 * Fault injection for QA and tests: per service, answer every call with an error, never answer, or
 * answer garbage. Which fault is set where is mocks/faultStore.ts (localStorage `pa.mock.faults`, the
 * page URL's `?mockFault=user:500,master:timeout` or `?mockFault=off`, setFault/clearFaults in code).
 */
import { delay, getResponse, http, HttpResponse, type HttpHandler } from 'msw';
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
    case 'key401':
      return keyRefused();
    // The answer-shaping faults are answered by faultHandler; nocors by the HTTP server (mocks/http.ts).
    case 'tamper':
    case 'envelope':
    case 'dateOrder':
    case 'nocors':
      return undefined;
  }
}

/** First handler of a service: answers the service's fault, or lets the call through. */
export function faultHandler(
  service: ServiceName,
  baseUrl: string,
  store: FaultStore,
  /** The handlers behind the faults: what the `envelope` fault reshapes the answer of. */
  behind: () => readonly HttpHandler[] = () => [],
): HttpHandler {
  return http.all(`${baseUrl}/*`, async ({ request }) => {
    if (request.method === 'OPTIONS') return undefined;
    const mode = store.get(service);
    if (!mode) return undefined;
    if (mode === 'envelope') return otherEnvelope(request, behind);
    if (mode === 'dateOrder') return otherDateOrder(request);
    if (mode === 'key401')
      return request.headers.has('authorization') ? undefined : marked(mode, keyRefused());
    return marked(mode, await faultResponse(mode));
  });
}

/** A fault's answer says so (`x-mock-fault`): the tests' contract check leaves it alone (docs/contract.md). */
function marked(mode: FaultMode, response: Response | undefined): Response | undefined {
  response?.headers.set('x-mock-fault', mode);
  return response;
}

const keyRefused = () => HttpResponse.json({ message: 'Invalid API key' }, { status: 401 });

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const DMY = /^\d{2}-\d{2}-\d{4}$/;

/** `dateOrder`: the date range is read in the other order, so the one sent is refused. */
function otherDateOrder(request: Request): Response | undefined {
  const start = new URL(request.url).searchParams.get('StartDate');
  if (start === null) return undefined;
  const expected = YMD.test(start) ? 'dd-MM-yyyy' : DMY.test(start) ? 'yyyy-MM-dd' : undefined;
  if (!expected) return undefined;
  return marked(
    'dateOrder',
    HttpResponse.json({ message: `StartDate must be ${expected}` }, { status: 400 }),
  );
}

/** `envelope`: the answer of the handlers behind, a paged envelope turned into another (0-based) one. */
async function otherEnvelope(
  request: Request,
  behind: () => readonly HttpHandler[],
): Promise<Response | undefined> {
  if (request.method !== 'GET') return undefined;
  // Relative base URLs (the HTTP middleware's) resolve against the request's own origin.
  const answer = await getResponse([...behind()], request, { baseUrl: new URL(request.url).origin });
  if (!answer || !answer.ok) return answer;
  const body: unknown = await answer
    .clone()
    .json()
    .catch(() => undefined);
  if (typeof body !== 'object' || body === null || !('items' in body) || !('currentPage' in body))
    return answer;
  const { items, totalCount, currentPage } = body as {
    items: unknown;
    totalCount: unknown;
    currentPage: number;
  };
  return marked('envelope', HttpResponse.json({ data: items, total: totalCount, page: currentPage - 1 }));
}
