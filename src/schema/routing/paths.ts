/**
 * The URL scheme for a declared resource (docs/routes.md), in one place: list `/<name>`, view
 * `/<name>/view/<id>`, edit `/<name>/form/<id>`, create `/<name>/form/create`, tabs
 * `/<name>/view/<id>/tab/<tab>` and `/form/<tab>`, all tabs `/<name>/viewall/<id>` and
 * `/<name>/formall/<id>`. A child resource's pages sit under its parent's view page. react-admin's own
 * `/:id/show` and `/create` paths are never used.
 */
import { createContext, useContext } from 'react';
import { useBasename, useParams, type Identifier } from 'react-admin';
import type { ResourceDefinition } from '../types.ts';

export interface ResourcePaths {
  /** The list; for a child resource, the parent's view page (where its list is). */
  list: string;
  create: string;
  view: (id: Identifier) => string;
  edit: (id: Identifier) => string;
  /** One tab of the view page, and its form. */
  tab: (id: Identifier, tab: string) => string;
  tabForm: (id: Identifier, tab: string) => string;
  viewAll: (id: Identifier) => string;
  formAll: (id: Identifier) => string;
  /** A declared route segment (`detail/:id`) with its `:params` filled. */
  segment: (template: string, params?: Record<string, Identifier>) => string;
}

/** Route segments relative to the resource, as mounted by resourceRoute. */
export const ROUTE_SEGMENTS = {
  view: 'view/:id',
  edit: 'form/:id',
  create: 'form/create',
  settingsForm: 'form',
  tab: 'view/:id/tab/:tab',
  tabForm: 'view/:id/form/:tab',
  viewAll: 'viewall/:id',
  formAll: 'formall/:id',
  formAllTyped: 'formall/:formType/:id',
} as const;

/** The form of a settings page declared with `form: 'route'` (e.g. `/management/qr-code/form`). */
export function settingsFormPath(name: string, basename = ''): string {
  return `${basename.replace(/\/+$/, '')}/${name}/${ROUTE_SEGMENTS.settingsForm}`;
}

const enc = (value: Identifier) => encodeURIComponent(String(value));

/** `:name` parameters of a route template filled (encoded); a missing one is a caller bug. */
export function fillSegment(template: string, params: Record<string, Identifier> = {}): string {
  return template.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`No value for ":${key}" in route "${template}"`);
    return enc(value);
  });
}

function pathsUnder(root: string, list: string): ResourcePaths {
  return {
    list,
    create: `${root}/form/create`,
    view: (id) => `${root}/view/${enc(id)}`,
    edit: (id) => `${root}/form/${enc(id)}`,
    tab: (id, tab) => `${root}/view/${enc(id)}/tab/${enc(tab)}`,
    tabForm: (id, tab) => `${root}/view/${enc(id)}/form/${enc(tab)}`,
    viewAll: (id) => `${root}/viewall/${enc(id)}`,
    formAll: (id) => `${root}/formall/${enc(id)}`,
    segment: (template, params) => `${root}/${fillSegment(template, params)}`,
  };
}

export function resourcePaths(name: string, basename = ''): ResourcePaths {
  const root = `${basename.replace(/\/+$/, '')}/${name}`;
  return pathsUnder(root, root);
}

/** The URL segment a child resource's pages use under its parent's view page. */
export function childSegment(def: ResourceDefinition): string {
  return def.parent?.segment ?? def.path;
}

/** A child's route prefix relative to its parent resource: `view/:<param>/<segment>`. */
export function childRoutePrefix(def: ResourceDefinition): string {
  if (!def.parent) throw new Error(`Resource "${def.name}" declares no parent`);
  return `view/:${def.parent.param}/${childSegment(def)}`;
}

/**
 * Paths of a declaration: a resource's own, or a child's under its parent record
 * (`/<parent>/view/<parentId>/<segment>/…`, its list being the parent's view page).
 */
export function declaredPaths(
  def: ResourceDefinition,
  parentId: Identifier | undefined,
  basename = '',
): ResourcePaths {
  if (!def.parent) return resourcePaths(def.name, basename);
  if (parentId === undefined) throw new Error(`Resource "${def.name}" needs its parent id`);
  const parentView = resourcePaths(def.parent.resource, basename).view(parentId);
  return pathsUnder(`${parentView}/${childSegment(def)}`, parentView);
}

/** The parent record's id a child list passes down (it is not in the URL there). */
export const ParentIdContext = createContext<Identifier | undefined>(undefined);

/** The parent id of a child resource: from an enclosing child list, else from the URL. */
export function useParentId(def: ResourceDefinition): Identifier | undefined {
  const fromList = useContext(ParentIdContext);
  const params = useParams();
  if (!def.parent) return undefined;
  return fromList ?? params[def.parent.param];
}

/** `meta` for data calls of a child resource: its parent id under the declared placeholder name. */
export function useParentMeta(def: ResourceDefinition): Record<string, Identifier> | undefined {
  const parentId = useParentId(def);
  return def.parent && parentId !== undefined ? { [def.parent.param]: parentId } : undefined;
}

/** Paths with react-admin's basename, for links and row clicks. */
export function useResourcePaths(name: string): ResourcePaths {
  return resourcePaths(name, useBasename());
}

/** Paths of a declaration (child resources included), with the basename. */
export function useDeclaredPaths(def: ResourceDefinition): ResourcePaths {
  return declaredPaths(def, useParentId(def), useBasename());
}

/** Paths of a declaration without the basename, for react-admin redirects (which add it). */
export function useDeclaredRedirectPaths(def: ResourceDefinition): ResourcePaths {
  return declaredPaths(def, useParentId(def));
}
