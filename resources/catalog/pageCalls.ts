/**
 * The calls a hand-written page makes outside its declaration (the reconcile wizard's file checks, the
 * start page's summary, a store's documents), described next to the page in a `calls.ts` of its folder
 * (docs/contract.md, "Calls of hand-written pages"). The page makes each call through its description
 * (`requestCall`, `callPath`), and the services contract is built from the same descriptions
 * (scripts/contract/pageCalls.ts), so the page and the document cannot drift.
 */
import type { HttpClient } from '../../src/data/index.ts';
import type { HttpMethod } from '../../src/schema/index.ts';
import type { ServiceName } from '../../src/contract/services.ts';

/** A JSON schema (2020-12, what OpenAPI 3.1 takes) of a query value, a body or an answer. */
export type CallSchema = { readonly [key: string]: unknown };

export interface PageCallQuery {
  schema: CallSchema;
  required?: boolean;
  description?: string;
}

export interface PageCall {
  /** What the call does, in the contract's words. */
  summary: string;
  service: ServiceName;
  method: HttpMethod;
  /** Relative to the service's base URL; `{name}` is a path parameter. */
  path: string;
  /** The declaration whose screen makes the call. */
  resource: string;
  /** The query parameters it sends. */
  query?: Readonly<Record<string, PageCallQuery>>;
  /** Its JSON body (a write). */
  body?: CallSchema;
  /** Its answer on success: a JSON schema, or `file` for a download. Default any JSON object. */
  answer?: CallSchema | 'file';
  /** The status of that answer; default 200. */
  status?: 200 | 201;
}

/** A page's calls by name, each checked as a `PageCall` and kept as written (literal paths). */
export function pageCalls<const T extends Record<string, PageCall>>(calls: T): T {
  return calls;
}

/** The call's path with its `{name}` parameters filled (URI-encoded). */
export function callPath(call: PageCall, values: Readonly<Record<string, string | number>> = {}): string {
  return call.path.replace(/\{(\w+)\}/g, (_match: string, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for "{${name}}" in "${call.path}"`);
    return encodeURIComponent(String(value));
  });
}

type RequestOptions = NonNullable<Parameters<HttpClient['request']>[2]>;

/** Makes the described call: its service, method and path (`values` fill its parameters). */
export function requestCall<T = unknown>(
  http: HttpClient,
  call: PageCall,
  {
    values,
    ...options
  }: Omit<RequestOptions, 'method'> & {
    values?: Readonly<Record<string, string | number>>;
  } = {},
): Promise<T> {
  return http.request<T>(call.service, callPath(call, values), { ...options, method: call.method });
}
