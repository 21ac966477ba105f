/** Small helpers every part of the data provider shares: record checks, path templates, merging. */
import type { RaRecord } from 'react-admin';
import type { EndpointPath, ResourceDefinition } from '../../schema/types.ts';

/** A plain object (not an array, not null): the one check every data module uses. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Form values come back as typed text or numbers: `250.5` and `"250.50"` are the same amount. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const numeric = (v: unknown) =>
    typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? Number(v) : NaN;
  const [x, y] = [numeric(a), numeric(b)];
  return !Number.isNaN(x) && x === y;
}

/** The `{name}` placeholders of a path template, in order. */
export function placeholders(template: EndpointPath): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}

/** Substitutes `{id}`, `{item}` and `{field}` placeholders; a missing value is a declaration bug. */
export function fillPath(
  template: EndpointPath,
  values: Record<string, unknown>,
  record: Record<string, unknown> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = values[key] ?? record[key];
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw new Error(`No value for "{${key}}" in endpoint "${template}"`);
    }
    return encodeURIComponent(String(value));
  });
}

/** react-admin's `id` is derived from idField; the backend never sent it and need not get it back. */
export function withoutSyntheticId(
  data: Record<string, unknown>,
  def: Pick<ResourceDefinition, 'idField'>,
): Record<string, unknown> {
  if (def.idField === 'id') return data;
  const { id: _id, ...rest } = data;
  return rest;
}

/** What the screen keeps after a write: what it sent, overlaid by whatever record the server answered. */
export function mergeRecord(
  def: Pick<ResourceDefinition, 'idField'>,
  fallback: Record<string, unknown>,
  answer: unknown,
): RaRecord {
  const merged = isRecord(answer) ? { ...fallback, ...answer } : fallback;
  const id = merged[def.idField] ?? fallback.id;
  return { ...merged, id: typeof id === 'string' || typeof id === 'number' ? id : '' };
}

/** Only these keys of `data`, in their order. */
export function pick(data: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in data).map((key) => [key, data[key]]));
}
