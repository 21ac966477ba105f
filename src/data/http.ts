/**
 * The one HTTP client of the console (docs/api-contract.md, "Requests" and "Errors"): builds service URLs,
 * chooses bearer or API-key authentication, applies time-outs, and turns every failure into a
 * react-admin HttpError whose message the screen can show as is.
 */
import { HttpError } from 'react-admin';
import type { AppConfig, ServiceName } from '../config/types.ts';
import type { HttpMethod } from '../schema/types.ts';
import { isRecord } from '../contract/isRecord.ts';

export type AuthMode = 'bearer' | 'apiKey';
export type ResponseType = 'json' | 'blob' | 'text';

export type QueryPrimitive = string | number | boolean | null | undefined;
export type QueryValue = QueryPrimitive | readonly QueryPrimitive[];
export type QueryParams = Record<string, QueryValue>;

export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** Plain values are sent as JSON; FormData, Blob, URLSearchParams and strings go as they are. */
  body?: unknown;
  /** Defaults to `bearer`; without a token the call falls back to the service's API key. */
  auth?: AuthMode;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
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
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong';
/** i18n key: the call did not answer within its time-out. */
export const TIMEOUT_ERROR_MESSAGE = 'pa.error.timeout';
/** Status given to answers that arrived but cannot be read (bad JSON, wrong envelope). */
export const MALFORMED_RESPONSE_STATUS = 502;
/** Status given to calls that never got an answer (network failure, time-out). */
export const NO_RESPONSE_STATUS = 0;

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function malformedResponse(body?: unknown): HttpError {
  return new HttpError(GENERIC_ERROR_MESSAGE, MALFORMED_RESPONSE_STATUS, body);
}

/** True for a cancellation the caller asked for (not a time-out, which is an HttpError). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function pageOrigin(): string {
  return typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost';
}

export function buildUrl(baseUrl: string, path: string, query?: QueryParams): URL {
  const joined = path ? `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : baseUrl;
  const url = new URL(joined, pageOrigin());
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      url.searchParams.append(key, String(item));
    }
  }
  return url;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Message rule of docs/api-contract.md: server `message`, then `errorMessage`, then the raw text. */
export function errorMessageFromBody(text: string, parsed: unknown): string {
  if (isRecord(parsed)) {
    const fromJson = nonEmptyString(parsed.message) ?? nonEmptyString(parsed.errorMessage);
    if (fromJson) return fromJson;
  }
  const trimmed = text.trim();
  // An HTML error page from a proxy is not a message a user can read.
  if (trimmed === '' || /^<(!doctype|html)/i.test(trimmed)) return GENERIC_ERROR_MESSAGE;
  return trimmed;
}

function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
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

async function readBody(response: Response, responseType: ResponseType): Promise<unknown> {
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (responseType === 'text') return text;
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw malformedResponse(text);
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  // Resolved per call so a fetch patched later (MSW, tests) is used, and never called unbound.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  async function requestWithMeta<T>(
    service: ServiceName,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<HttpResponse<T>> {
    const serviceConfig = options.config.services[service];
    if (!serviceConfig) throw new Error(`Unknown service "${service}"`);
    const { method = 'GET', auth = 'bearer', responseType = 'json', timeoutMs, signal } = requestOptions;

    const headers = new Headers(requestOptions.headers);
    if (responseType === 'json' && !headers.has('Accept')) headers.set('Accept', 'application/json');
    if (auth === 'bearer' && !headers.has('Authorization')) {
      const token = await options.getAccessToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    if (!headers.has('Authorization') && serviceConfig.apiKey) {
      headers.set('x-api-key', serviceConfig.apiKey);
    }
    if (requestOptions.idempotencyKey) headers.set('Idempotency-Key', requestOptions.idempotencyKey);
    const body = encodeBody(requestOptions.body, headers);

    // A call cancelled while the token was being read never goes out.
    signal?.throwIfAborted();
    const controller = new AbortController();
    const forwardAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) forwardAbort();
    else signal?.addEventListener('abort', forwardAbort, { once: true });
    let timedOut = false;
    const timer =
      timeoutMs !== undefined && timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;

    try {
      let response: Response;
      try {
        response = await doFetch(buildUrl(serviceConfig.baseUrl, path, requestOptions.query), {
          method,
          headers,
          body,
          signal: controller.signal,
        });
      } catch (error) {
        if (timedOut) throw new HttpError(TIMEOUT_ERROR_MESSAGE, NO_RESPONSE_STATUS, null);
        if (signal?.aborted || isAbortError(error)) throw error;
        throw new HttpError(GENERIC_ERROR_MESSAGE, NO_RESPONSE_STATUS, null);
      }

      if (!response.ok) {
        const text = await response.text().catch(() => '');
        const parsed = tryParseJson(text);
        throw new HttpError(errorMessageFromBody(text, parsed), response.status, parsed ?? text);
      }
      const data = (await readBody(response, responseType)) as T;
      return { data, status: response.status, headers: response.headers };
    } catch (error) {
      if (timedOut && !(error instanceof HttpError)) {
        throw new HttpError(TIMEOUT_ERROR_MESSAGE, NO_RESPONSE_STATUS, null);
      }
      throw error;
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    requestWithMeta,
    async request<T>(service: ServiceName, path: string, requestOptions?: RequestOptions) {
      return (await requestWithMeta<T>(service, path, requestOptions)).data;
    },
  };
}
