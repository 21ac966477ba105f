/**
 * The first page a child list asks for (src/schema/show/ChildList.tsx), shared with what asks for it
 * before the tab opens (src/loading/plan.ts): the same parameters give the same react-query key.
 */
import type { SortPayload } from 'react-admin';
import type { ResourceDefinition } from '../types.ts';

export const CHILD_PAGE_SIZE = 10;

/** react-admin's `ReferenceManyField` sort when none is given. */
const REFERENCE_DEFAULT_SORT: SortPayload = { field: 'id', order: 'DESC' };

export function childSort(def: ResourceDefinition): SortPayload {
  return def.sort ?? REFERENCE_DEFAULT_SORT;
}
