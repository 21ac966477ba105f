/**
 * The URL scheme for a declared resource (docs/routes.md), in one place: list `/<name>`, view
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
export const ROUTE_SEGMENTS = {
  view: 'view/:id',
  edit: 'form/:id',
  create: 'form/create',
  settingsForm: 'form',
} as const;

/** The form of a settings page declared with `form: 'route'` (e.g. `/management/qr-code/form`). */
export function settingsFormPath(name: string, basename = ''): string {
  return `${basename.replace(/\/+$/, '')}/${name}/${ROUTE_SEGMENTS.settingsForm}`;
}

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
