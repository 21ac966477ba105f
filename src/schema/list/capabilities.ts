/** What a generated screen offers: the declaration says it exists, the permission says who may. */
import { toRaAction, type ResourceAccess } from '../access.tsx';
import type { Identifier } from 'react-admin';
import type { ResourcePaths } from '../routing/paths.ts';
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

/** A declared row link (`links.row`) the user may follow. */
export function canFollowRowLink(def: ResourceDefinition, access: Access): boolean {
  const link = def.links?.row;
  return link !== undefined && access?.[toRaAction(link.permission)] === true;
}

/** Where `links.row` opens a row: `detail?run=<id>`, or `detail/:id` filled. */
export function rowLinkPath(paths: ResourcePaths, def: ResourceDefinition, id: Identifier): string {
  const link = def.links?.row;
  if (!link) return paths.view(id);
  if (!link.query) return paths.segment(link.path, { id });
  return `${paths.segment(link.path)}?${new URLSearchParams({ [link.query]: String(id) }).toString()}`;
}

/** Where a declared page link (`links.page`) goes: a segment of this declaration, or another's list. */
export function pageLinkPath(
  paths: ResourcePaths,
  link: NonNullable<NonNullable<ResourceDefinition['links']>['page']>[number],
  basename = '',
): string {
  if (!link.resource) return paths.segment(link.path);
  return `${basename.replace(/\/+$/, '')}/${link.resource}${link.path ? `/${link.path}` : ''}`;
}

/** The declared page links (`links.page`) the user may follow. */
export function allowedPageLinks(def: ResourceDefinition, access: Access) {
  return (def.links?.page ?? []).filter((link) => access?.[toRaAction(link.permission)] === true);
}
