/** What a generated screen offers: the declaration says it exists, the permission says who may. */
import { toRaAction, type ResourceAccess } from '../access.tsx';
import type { ResourceDefinition } from '../types.ts';

type Access = ResourceAccess | null;

export function canCreate(def: ResourceDefinition, access: Access): boolean {
  return def.views.includes('create') && def.endpoints.create !== undefined && access?.create === true;
}

export function canEdit(def: ResourceDefinition, access: Access): boolean {
  return def.views.includes('edit') && def.endpoints.update !== undefined && access?.edit === true;
}

export function canView(def: ResourceDefinition, access: Access): boolean {
  return def.views.includes('show') && access?.show === true;
}

export function canDelete(def: ResourceDefinition, access: Access): boolean {
  return def.endpoints.delete !== undefined && access?.delete === true;
}

export function canExport(def: ResourceDefinition, access: Access): boolean {
  return def.export !== undefined && access?.export === true;
}

/** The declared `exports` the user may run, each by its own permission (default `export`). */
export function allowedExports(def: ResourceDefinition, access: Access) {
  return (def.exports ?? []).filter((entry) => access?.[toRaAction(entry.permission ?? 'export')] === true);
}
