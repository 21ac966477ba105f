/**
 * The calls of hand-written pages (docs/contract.md, "Calls of hand-written pages"): each described in a
 * `calls.ts` beside its page (resources/catalog/pageCalls.ts) and made through that description, so
 * the document follows the page. Found by file name (scripts/contract/fromRegistry.ts); every export of
 * such a file that is a call, or an object of calls, is one.
 */
import type { HttpMethod } from '../../src/schema/index.ts';
import { SERVICE_NAMES, OPTIONAL_SERVICE_NAMES, type ServiceName } from '../../src/contract/services.ts';
import type { JsonSchema } from './schemas.ts';

/** What resources/catalog/pageCalls.ts's `PageCall` is, as the builder reads it. */
export interface PageCallLike {
  summary: string;
  service: ServiceName;
  method: HttpMethod;
  path: string;
  resource: string;
  query?: Readonly<Record<string, { schema: JsonSchema; required?: boolean; description?: string }>>;
  body?: JsonSchema;
  answer?: JsonSchema | 'file';
  status?: 200 | 201;
}

const SERVICES: readonly string[] = [...SERVICE_NAMES, ...OPTIONAL_SERVICE_NAMES];

export function isPageCall(value: unknown): value is PageCallLike {
  if (typeof value !== 'object' || value === null) return false;
  const call = value as Record<string, unknown>;
  return (
    typeof call.summary === 'string' &&
    typeof call.resource === 'string' &&
    typeof call.path === 'string' &&
    typeof call.service === 'string' &&
    SERVICES.includes(call.service) &&
    typeof call.method === 'string' &&
    /^(GET|POST|PUT|DELETE)$/.test(call.method)
  );
}

/** The calls of `calls.ts` modules by file: each export that is a call, or an object of calls. */
export function pageCallsOf(modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>) {
  const calls: PageCallLike[] = [];
  for (const file of Object.keys(modules).sort()) {
    for (const value of Object.values(modules[file])) {
      if (isPageCall(value)) calls.push(value);
      else if (typeof value === 'object' && value !== null)
        calls.push(...Object.values(value).filter(isPageCall));
    }
  }
  return calls;
}
