/** What every data module needs: the HTTP client and the declaration of a resource name. */
import type { HttpClient } from '../http.ts';
import type { ResourceDefinition } from '../../schema/types.ts';

export interface ProviderContext {
  http: HttpClient;
  resourceOf(name: string): ResourceDefinition;
}

export type EndpointKind = 'list' | 'get' | 'create' | 'update' | 'delete';

export function endpoint(def: ResourceDefinition, kind: EndpointKind): string {
  const path = def.endpoints[kind];
  if (!path) throw new Error(`Resource "${def.name}" declares no ${kind} endpoint`);
  return path;
}

/** Placeholder values a screen passes in `meta` (a child's parent id), as plain values. */
export function metaValues(meta: unknown): Record<string, unknown> {
  return typeof meta === 'object' && meta !== null && !Array.isArray(meta)
    ? (meta as Record<string, unknown>)
    : {};
}
