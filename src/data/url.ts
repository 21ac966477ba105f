/**
 * A service call's address: the service's base URL, the path and the query. Its own module so the
 * boot's first-screen call (src/boot/earlyStart.ts) builds the same address as the HTTP client
 * without loading it.
 */
export type QueryPrimitive = string | number | boolean | null | undefined;
export type QueryValue = QueryPrimitive | readonly QueryPrimitive[];
export type QueryParams = Record<string, QueryValue>;

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
