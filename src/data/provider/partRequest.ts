/**
 * Which part of a record a save names (`meta.part`): read by the provider on every update, so it stays
 * with the provider while the saving itself (parts.ts) loads with the first save of a part.
 */
import type { UpdateParams } from 'react-admin';
import { metaValues } from './context.ts';

/** `meta.part` of the all-tabs form (`formall`). */
export const ALL_PARTS = '*';

/** The part named by `meta.part`, or undefined for a whole-record save. */
export function requestedPart(params: UpdateParams): string | undefined {
  const part = metaValues(params.meta).part;
  return typeof part === 'string' ? part : undefined;
}
