/**
 * The one HTTP client of the console (docs/api-contract.md, "Requests" and "Errors"): builds service
 * URLs, chooses bearer or API-key authentication, applies a time-out to every call (per service, from
 * config.json), sends one request per intent with an Idempotency-Key, and turns every failure into a
 * react-admin HttpError whose message is the server's own text or a translation key naming the service.
 */
import { HttpError } from 'react-admin';
import type { AppConfig, ServiceConfig, ServiceName } from '../config/types.ts';
import type { HttpMethod } from '../schema/types.ts';
import {
  errorMessageFromBody,
  failureMessage,
  isAbortError,
  isRetryableFailure,
  malformedResponse,
  newIdempotencyKey,
  NO_RESPONSE_STATUS,
  tryParseJson,
} from './httpErrors.ts';
import { DEFAULT_TIMEOUT_MS } from './fetchTimeout.ts';

export { DEFAULT_TIMEOUT_MS, fetchWithTimeout, sessionCheckTimeoutMs } from './fetchTimeout.ts';
export { FAILURE_KINDS, type FailureKind } from '../contract/errors.ts';
export * from './httpErrors.ts';

/**
 * What the HTTP client asks for the answers the boot has already asked for (src/loading/firstPage.ts):
 * the early answer for this GET, taken once.
 */
export interface EarlyResponses {
  take(url: string, authorization: string | null): Promise<Response> | undefined;
}

export type AuthMode = 'bearer' | 'apiKey';
export type ResponseType = 'json' | 'blob' | 'text';

import { buildUrl, type QueryParams } from './url.ts';
export { buildUrl, type QueryParams, type QueryPrimitive, type QueryValue } from './url.ts';

export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** Plain values are sent as JSON; FormData, Blob, URLSearchParams and strings go as they are. */
  body?: unknown;
  /** Defaults to `bearer`; without a token the call falls back to the service's API key. */
  auth?: AuthMode;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the service's time-out (exports wait longer). */
  timeoutMs?: number;
  /** A state-changing call gets a key of its own when none is given (see `createHttpClient`). */
  idempotencyKey?: string;
  responseType?: ResponseType;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface HttpClient {
  request<T = unknown>(service: ServiceName, path: string, options?: RequestOptions): Promise<T>;
  /** Same as `request`, keeping the status and headers (downloads read Content-Disposition). */
  requestWithMeta<T = unknown>(
    service: ServiceName,
    path: string,
    options?: RequestOptions,
  ): Promise<HttpResponse<T>>;
}

export interface HttpClientOptions {
  config: Pick<AppConfig, 'services'>;
  getAccessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  /** Answers the boot has already asked for (src/loading/firstPage.ts): a GET takes its own, once. */
  early?: EarlyResponses;
}

/** Rejects when `signal` aborts: an early answer cannot be cancelled, only no longer waited for. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The call was cancelled', 'AbortError'));
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  ) {
    return body;
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(
  response: Response,
  responseType: ResponseType,
  service: ServiceName,
): Promise<unknown> {
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (responseType === 'text') return text;
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw malformedResponse(text, service);
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Keys kept for retries of calls whose outcome is unknown; the oldest go first beyond this. */
const MAX_REMEMBERED_KEYS = 200;

/** The same call: method, address and body. Bodies that are not text (uploads) are never the same. */
function fingerprintOf(method: string, url: URL, body: BodyInit | undefined): string | undefined {
  if (body !== undefined && typeof body !== 'string') return undefined;
  return `${method} ${url.href}\n${body ?? ''}`;
}

/**
 * The client. Beyond building and reading calls it keeps two promises about state-changing calls
 * (anything but GET/HEAD/OPTIONS):
 * - one request per intent: while a call is in flight, the same call again (same method, address and
 *   body, e.g. a double click) joins it instead of going out a second time;
 * - every one carries an Idempotency-Key (the caller's, or a fresh one); when the outcome is unknown
 *   (no answer, time-out, 5xx, unreadable answer) the key is kept, and the same call sent again reuses
 *   it, so a server that already applied it does not apply it twice. An answer forgets the key.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  // Resolved per call so a fetch patched later (MSW, tests) is used, and never called unbound.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const inFlight = new Map<string, Promise<HttpResponse<unknown>>>();
  const retryKeys = new Map<string, string>();

  function rememberKey(fingerprint: string, key: string) {
    retryKeys.delete(fingerprint);
    retryKeys.set(fingerprint, key);
    if (retryKeys.size > MAX_REMEMBERED_KEYS) {
      const oldest = retryKeys.keys().next().value;
      if (oldest !== undefined) retryKeys.delete(oldest);
    }
  }

  async function send<T>(
    service: ServiceName,
    url: URL,
    method: string,
    headers: Headers,
    body: BodyInit | undefined,
    requestOptions: RequestOptions,
  ): Promise<HttpResponse<T>> {
    // requestWithMeta has refused a service the config lacks.
    const serviceConfig = options.config.services[service] as ServiceConfig;
    const { responseType = 'json', signal } = requestOptions;
    const timeoutMs = requestOptions.timeoutMs ?? serviceConfig.timeoutMs ?? DEFAULT_TIMEOUT_MS;

    // A call cancelled while the token was being read never goes out.
    signal?.throwIfAborted();
    const controller = new AbortController();
    const forwardAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) forwardAbort();
    else signal?.addEventListener('abort', forwardAbort, { once: true });
    let timedOut = false;
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    const timeoutError = () => new HttpError(failureMessage('timeout', service), NO_RESPONSE_STATUS, null);

    try {
      let response: Response;
      try {
        const early =
          method === 'GET' ? options.early?.take(url.href, headers.get('Authorization')) : undefined;
        const fresh = () => doFetch(url, { method, headers, body, signal: controller.signal });
        // An early answer that did not arrive is asked for again, as this call's own.
        response = early
          ? await Promise.race([early.catch(fresh), untilAborted(controller.signal)])
          : await fresh();
      } catch (error) {
        if (timedOut) throw timeoutError();
        if (signal?.aborted || isAbortError(error)) throw error;
        throw new HttpError(failureMessage('network', service), NO_RESPONSE_STATUS, null);
      }

      if (!response.ok) {
        const text = await response.text().catch(() => '');
        const parsed = tryParseJson(text);
        throw new HttpError(
          errorMessageFromBody(text, parsed, response.status, service),
          response.status,
          parsed ?? text,
        );
      }
      const data = (await readBody(response, responseType, service)) as T;
      return { data, status: response.status, headers: response.headers };
    } catch (error) {
      if (timedOut && !(error instanceof HttpError)) throw timeoutError();
      if (!(error instanceof HttpError) && !isAbortError(error) && !signal?.aborted) {
        // The body stopped arriving half-way: for the user that is a call that did not get through.
        throw new HttpError(failureMessage('network', service), NO_RESPONSE_STATUS, null);
      }
      throw error;
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function requestWithMeta<T>(
    service: ServiceName,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<HttpResponse<T>> {
    const serviceConfig = options.config.services[service];
    if (!serviceConfig) throw new Error(`Unknown service "${service}"`);
    const { method = 'GET', auth = 'bearer', responseType = 'json' } = requestOptions;

    const headers = new Headers(requestOptions.headers);
    if (responseType === 'json' && !headers.has('Accept')) headers.set('Accept', 'application/json');
    // A service sorts a master field by its names in the console's language (the page's `lang`).
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language);
    const body = encodeBody(requestOptions.body, headers);
    const url = buildUrl(serviceConfig.baseUrl, path, requestOptions.query);
    const changesState = !SAFE_METHODS.has(method);
    const fingerprint = changesState ? fingerprintOf(method, url, body) : undefined;

    if (fingerprint !== undefined) {
      const running = inFlight.get(fingerprint);
      if (running) return running as Promise<HttpResponse<T>>;
    }

    const run = async (): Promise<HttpResponse<T>> => {
      if (auth === 'bearer' && !headers.has('Authorization')) {
        const token = await options.getAccessToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);
      }
      if (!headers.has('Authorization') && serviceConfig.apiKey) {
        headers.set('x-api-key', serviceConfig.apiKey);
      }
      const key = changesState
        ? (requestOptions.idempotencyKey ??
          (fingerprint !== undefined ? retryKeys.get(fingerprint) : undefined) ??
          newIdempotencyKey())
        : requestOptions.idempotencyKey;
      if (key) headers.set('Idempotency-Key', key);
      try {
        const answer = await send<T>(service, url, method, headers, body, requestOptions);
        if (fingerprint !== undefined) retryKeys.delete(fingerprint);
        return answer;
      } catch (error) {
        if (fingerprint !== undefined && key) {
          if (isRetryableFailure(error)) rememberKey(fingerprint, key);
          else retryKeys.delete(fingerprint);
        }
        throw error;
      }
    };

    if (fingerprint === undefined) return run();
    const pending = run();
    inFlight.set(fingerprint, pending);
    const forget = () => {
      if (inFlight.get(fingerprint) === pending) inFlight.delete(fingerprint);
    };
    pending.then(forget, forget);
    return pending;
  }

  return {
    requestWithMeta,
    async request<T>(service: ServiceName, path: string, requestOptions?: RequestOptions) {
      return (await requestWithMeta<T>(service, path, requestOptions)).data;
    },
  };
}
