/**
 * The spec's URL scheme for a declared resource (console-spec §2), in one place: list `/<name>`, view
 * `/<name>/view/<id>`, edit `/<name>/form/<id>`, create `/<name>/form/create`. react-admin's own
 * `/:id/show` and `/create` paths are never used.
 */
import { useBasename, type Identifier } from 'react-admin';

export interface ResourcePaths {
  list: string;
  create: string;
  view: (id: Identifier) => string;
  edit: (id: Identifier) => string;
}

/** Route segments relative to the resource, as mounted by resourceRoute. */
export const ROUTE_SEGMENTS = { view: 'view/:id', edit: 'form/:id', create: 'form/create' } as const;

export function resourcePaths(name: string, basename = ''): ResourcePaths {
  const root = `${basename.replace(/\/+$/, '')}/${name}`;
  return {
    list: root,
    create: `${root}/form/create`,
    view: (id) => `${root}/view/${encodeURIComponent(String(id))}`,
    edit: (id) => `${root}/form/${encodeURIComponent(String(id))}`,
  };
}

/** Paths with react-admin's basename, for links and row clicks. */
export function useResourcePaths(name: string): ResourcePaths {
  return resourcePaths(name, useBasename());
}
