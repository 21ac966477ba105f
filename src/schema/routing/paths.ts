/**
 * The URL scheme for a declared resource (docs/routes.md), in one place: list `/<name>`, view
 * `/<name>/view/<id>`, edit `/<name>/form/<id>`, create `/<name>/form/create`, tabs
 * `/<name>/view/<id>/tab/<tab>` and `/form/<tab>`, all tabs `/<name>/viewall/<id>` and
 * `/<name>/formall/<id>`. A child resource's pages sit under its parent's view page. A declaration
 * that names another address for a screen (`addresses`, e.g. a user request's `detail/:id`) is linked
 * there instead (addresses.ts). react-admin's own `/:id/show` and `/create` paths are never used.
 */
import { createContext, useContext } from 'react';
import { useBasename, useParams, type Identifier } from 'react-admin';
import type { ResourceDefinition } from '../types.ts';
import {
  absoluteTemplate,
  childRoutePrefix,
  fillAddress,
  fillTemplate,
  ROUTE_SEGMENTS,
  type AddressKind,
  type AddressValues,
} from './addresses.ts';

export { childRoutePrefix, childSegment, lineage, ROUTE_SEGMENTS, type AddressKind } from './addresses.ts';

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

/** The page's own route params, as `useParams()` gives them. */
export type PageParams = Readonly<Record<string, string | undefined>>;

/**
 * Paths of a declaration: a resource's own, or a child's under its parent record
 * (`/<parent>/view/<parentId>/<segment>/…`, its list being the parent's view page), each screen at
 * its declared address where it has one. `here` is the page's own route params: an address's
 * `:param` that is neither the id, the tab nor the parent's is read from them (a branch page's
 * `:storeId`); the page's `:id` never fills a link's.
 */
export function declaredPaths(
  def: ResourceDefinition,
  parentId: Identifier | undefined,
  basename = '',
  here: PageParams = {},
): ResourcePaths {
  if (def.parent && parentId === undefined) throw new Error(`Resource "${def.name}" needs its parent id`);
  const { id: _pageId, '*': _rest, ...pageValues } = here;
  const known: AddressValues = {
    ...pageValues,
    ...(def.parent && parentId !== undefined ? { [def.parent.param]: parentId } : {}),
  };
  // A value still missing (a record read while the screen unmounts, e.g. on a 401) links to the
  // resource's own list rather than failing the render; the registry test holds every address filled.
  const at = (kind: AddressKind, values: AddressValues = {}): string => {
    const filled = fillAddress(def, kind, { ...known, ...values }, basename);
    return 'path' in filled ? filled.path : resourcePaths(def.name, basename).list;
  };
  // Declared segments (`links`, `detail/:id`) hang from the resource's own root: a child's under
  // every ancestor's view page.
  const under = def.parent
    ? fillTemplate(absoluteTemplate(childRoutePrefix(def), def, basename), known)
    : undefined;
  const own =
    under && 'path' in under ? under.path : resourcePaths(def.parent?.resource ?? def.name, basename).list;
  return {
    // A getter: a page that links none of them never needs the list's or the create form's params.
    get list() {
      return at('list');
    },
    get create() {
      return at('create');
    },
    view: (id) => at('view', { id }),
    edit: (id) => at('edit', { id }),
    tab: (id, tab) => at('tab', { id, tab }),
    tabForm: (id, tab) => at('tabForm', { id, tab }),
    viewAll: (id) => at('viewAll', { id }),
    formAll: (id) => at('formAll', { id }),
    segment: (template, params) => `${own}/${fillSegment(template, params)}`,
  };
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

/**
 * The ids of a child of a child's ancestors above its parent, each under its param, from the page's
 * route params (the pages of every level sit under each ancestor's view: `…/view/:storeId/biller/…`).
 * Empty for a child of a top-level resource.
 */
export function ancestorValues(def: ResourceDefinition, params: PageParams): Record<string, Identifier> {
  const values: Record<string, Identifier> = {};
  for (const link of def.ancestors ?? []) {
    const value = params[link.param];
    if (value !== undefined && value !== '') values[link.param] = value;
  }
  return values;
}

/**
 * `meta` for data calls of a child resource: its parent id under the declared placeholder name, and
 * for a child of a child every ancestor's id under its own (endpoints may name each of them).
 */
export function useParentMeta(def: ResourceDefinition): Record<string, Identifier> | undefined {
  const parentId = useParentId(def);
  const params = useParams();
  if (!def.parent || parentId === undefined) return undefined;
  return { ...ancestorValues(def, params), [def.parent.param]: parentId };
}

/** Paths with react-admin's basename, for links and row clicks. */
export function useResourcePaths(name: string): ResourcePaths {
  return resourcePaths(name, useBasename());
}

/** Paths of a declaration (child resources included), with the basename. */
export function useDeclaredPaths(def: ResourceDefinition): ResourcePaths {
  return declaredPaths(def, useParentId(def), useBasename(), useParams());
}

/** Paths of a declaration without the basename, for react-admin redirects (which add it). */
export function useDeclaredRedirectPaths(def: ResourceDefinition): ResourcePaths {
  return declaredPaths(def, useParentId(def), '', useParams());
}
