/**
 * The demo mode's worker script (public/mockWorker.js, docs/performance.md, "The demo mode"), run in a
 * stand-in of a service worker's global scope: it adds its fetch listener before it imports MSW's script
 * (so it runs first), keeps from MSW the requests with a destination and those marked by MSW's
 * `bypass()`, and sends a marked one to the network without the mark, as MSW's own worker does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const PUBLIC = path.resolve(import.meta.dirname, '../../../public');
const SCRIPT = readFileSync(path.join(PUBLIC, 'mockWorker.js'), 'utf8');

interface FakeFetchEvent {
  request: Request;
  stopped: boolean;
  answered: Promise<unknown> | undefined;
  stopImmediatePropagation(): void;
  respondWith(answer: Promise<unknown>): void;
}

function loadWorker() {
  const listeners: { type: string; listener: (event: FakeFetchEvent) => void }[] = [];
  const imported: { url: string; listenersBefore: number }[] = [];
  const fetched: { request: Request; init?: RequestInit }[] = [];
  const scope = {
    addEventListener: (type: string, listener: (event: FakeFetchEvent) => void) => {
      listeners.push({ type, listener });
    },
    importScripts: (url: string) => {
      imported.push({ url, listenersBefore: listeners.length });
    },
    fetch: (request: Request, init?: RequestInit) => {
      fetched.push({ request, init });
      return Promise.resolve(new Response('ok'));
    },
    Headers,
  };
  runInNewContext(SCRIPT, { ...scope, self: scope });
  const dispatch = (request: Request): FakeFetchEvent => {
    const event: FakeFetchEvent = {
      request,
      stopped: false,
      answered: undefined,
      stopImmediatePropagation() {
        this.stopped = true;
      },
      respondWith(answer) {
        this.answered = answer;
      },
    };
    for (const { type, listener } of listeners) {
      if (type !== 'fetch') continue;
      listener(event);
      if (event.stopped) break;
    }
    return event;
  };
  return { imported, fetched, dispatch };
}

/** A request as the page makes it; `destination` is set by the browser, so it is given here. */
function pageRequest(url: string, destination: RequestDestination, headers: Record<string, string> = {}) {
  const request = new Request(new URL(url, 'http://127.0.0.1:5173'), { headers });
  Object.defineProperty(request, 'destination', { value: destination });
  return request;
}

describe('the demo mode’s worker script', () => {
  it('listens before it imports MSW’s script, which is in public/', () => {
    const { imported } = loadWorker();
    expect(imported).toEqual([{ url: './mockServiceWorker.js', listenersBefore: 1 }]);
    expect(() => readFileSync(path.join(PUBLIC, 'mockServiceWorker.js'))).not.toThrow();
  });

  it.each(['script', 'style', 'font', 'image', 'document'] as RequestDestination[])(
    'keeps a request for a %s from MSW and leaves it to the browser',
    (destination) => {
      const { dispatch, fetched } = loadWorker();
      const event = dispatch(pageRequest('/assets/app-1.js', destination));
      expect(event.stopped).toBe(true);
      expect(event.answered).toBeUndefined();
      expect(fetched).toEqual([]);
    },
  );

  it('leaves a call of the page (no destination) to MSW', () => {
    const { dispatch } = loadWorker();
    const event = dispatch(pageRequest('/mock-api/master/bank', '', { Accept: 'application/json' }));
    expect(event.stopped).toBe(false);
    expect(event.answered).toBeUndefined();
  });

  it('sends a call marked by bypass() to the network, without the mark', async () => {
    const { dispatch, fetched } = loadWorker();
    const event = dispatch(
      pageRequest('/idp/jwks', '', { Accept: 'msw/passthrough, application/json', 'X-Trace': '1' }),
    );
    expect(event.stopped).toBe(true);
    await expect(event.answered).resolves.toBeInstanceOf(Response);
    expect(fetched).toHaveLength(1);
    const headers = new Headers(fetched[0].init?.headers);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('x-trace')).toBe('1');
    expect(fetched[0].request.url).toBe('http://127.0.0.1:5173/idp/jwks');
  });

  it('drops the Accept header when the mark was all of it', () => {
    const { dispatch, fetched } = loadWorker();
    dispatch(pageRequest('/idp/__dev/sign-profile', '', { Accept: 'msw/passthrough' }));
    expect(new Headers(fetched[0].init?.headers).has('accept')).toBe(false);
  });
});
