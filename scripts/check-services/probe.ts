/**
 * One read-only call of `npm run check-services` (docs/configuration.md, "Checking the services"): GET or
 * OPTIONS only, a time-out per call, the credentials in the header the console uses. What it answered
 * is kept for the checks (scripts/check-services/checks.ts); nothing of it is printed but through the
 * report, which hides every secret (scripts/check-services/report.ts).
 */

export interface ProbeOptions {
  /** The console's origin: sent as `Origin`, what CORS must allow. */
  origin: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export type Credentials = { kind: 'bearer'; token: string | undefined } | { kind: 'apiKey'; key: string };

export interface Answer {
  /** `GET merchant_category?PageNumber=1` (relative to the service: no host, no secret). */
  call: string;
  /** The status, or why none came: `timeout`, `network`. */
  status: number | 'timeout' | 'network';
  headers: Headers;
  body: unknown;
  /** The body's text could not be read as JSON. */
  notJson: boolean;
  ms: number;
}

export interface Prober {
  get(path: string, credentials: Credentials, extra?: Record<string, string>): Promise<Answer>;
  preflight(path: string, requestHeaders: string[]): Promise<Answer>;
}

/** A prober of one service's base URL. */
export function proberOf(baseUrl: string, options: ProbeOptions): Prober {
  const doFetch = options.fetch ?? fetch;
  const base = baseUrl.replace(/\/+$/, '');
  const send = async (method: 'GET' | 'OPTIONS', path: string, headers: Headers): Promise<Answer> => {
    const call = `${method} ${path}`;
    const started = Date.now();
    const none = (status: 'timeout' | 'network'): Answer => ({
      call,
      status,
      headers: new Headers(),
      body: undefined,
      notJson: false,
      ms: Date.now() - started,
    });
    let response: Response;
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      response = await doFetch(`${base}/${path}`, { method, headers, signal, redirect: 'manual' });
    } catch {
      return none(signal.aborted ? 'timeout' : 'network');
    }
    let text = '';
    try {
      text = await response.text();
    } catch {
      return none(signal.aborted ? 'timeout' : 'network');
    }
    let body: unknown;
    let notJson = false;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        notJson = true;
        body = text.slice(0, 80);
      }
    }
    return {
      call,
      status: response.status,
      headers: response.headers,
      body,
      notJson,
      ms: Date.now() - started,
    };
  };
  return {
    get(path, credentials, extra = {}) {
      const headers = new Headers({ Accept: 'application/json', Origin: options.origin, ...extra });
      if (credentials.kind === 'apiKey') headers.set('x-api-key', credentials.key);
      else if (credentials.token) headers.set('Authorization', `Bearer ${credentials.token}`);
      return send('GET', path, headers);
    },
    preflight(path, requestHeaders) {
      return send(
        'OPTIONS',
        path,
        new Headers({
          Origin: options.origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': requestHeaders.join(', '),
        }),
      );
    },
  };
}

/** `200`, `timeout`, and for a refusal its message: what a cell says came back. */
export function describe(answer: Answer): string {
  if (typeof answer.status !== 'number')
    return answer.status === 'timeout' ? 'no answer in time' : 'no answer';
  const message =
    typeof answer.body === 'object' && answer.body !== null && 'message' in answer.body
      ? ` ${String((answer.body as { message: unknown }).message).slice(0, 80)}`
      : '';
  return `${answer.status}${answer.status >= 400 ? message : ''}`;
}

export const isOk = (answer: Answer) =>
  typeof answer.status === 'number' && answer.status >= 200 && answer.status < 300;
