/**
 * One address per screen (docs/routes.md): where each screen of a declaration is, as a route template,
 * and that template filled. A screen is at its generated address (`view/:id`, `form/:id`, …, below)
 * unless the declaration names another (`addresses`, src/schema/declarations/addresses.ts); then every
 * link goes to the declared one, and the route at the generated one redirects there
 * (AddressRedirect.tsx). No React here: the tests that walk the registry (Playwright's too) read it.
 */
import type { Identifier } from 'react-admin';
import type { AddressDeclaration } from '../declarations/addresses.ts';
import type { ParentLink } from '../declarations/children.ts';
import type { ResourceDefinition } from '../types.ts';

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

export type AddressKind = keyof AddressDeclaration;

export const ADDRESS_KINDS: readonly AddressKind[] = [
  'list',
  'create',
  'view',
  'edit',
  'tab',
  'tabForm',
  'viewAll',
  'formAll',
];

/** The URL segment a child resource's pages use under its parent's view page. */
export function childSegment(def: ResourceDefinition): string {
  return def.parent?.segment ?? def.path;
}

/**
 * The steps from the top-level resource down to a child's pages, outermost first: one for a child
 * (its `parent`), one more for each ancestor that is itself a child. Empty for a top-level resource.
 */
export function lineage(def: ResourceDefinition): ParentLink[] {
  if (!def.parent) return [];
  const own = { resource: def.parent.resource, param: def.parent.param, segment: childSegment(def) };
  return [...(def.ancestors ?? []), own];
}

/** The path from the top-level resource through `links`: `view/:<param>/<segment>` for each. */
const stepsOf = (links: readonly ParentLink[]) =>
  links.map((link) => `view/:${link.param}/${link.segment}`).join('/');

/**
 * A child's route prefix relative to its top-level resource: `view/:<param>/<segment>`, one such step
 * per level (`view/:storeId/biller/view/:billerId/item-price`).
 */
export function childRoutePrefix(def: ResourceDefinition): string {
  if (!def.parent) throw new Error(`Resource "${def.name}" declares no parent`);
  return stepsOf(lineage(def));
}

/**
 * The generated address of a screen, relative to the root addresses are written against (a child's
 * pages under its parent's view page, its list being that view page).
 */
export function generatedTemplate(def: ResourceDefinition, kind: AddressKind): string {
  const under = def.parent ? `${childRoutePrefix(def)}/` : '';
  switch (kind) {
    case 'list': {
      if (!def.parent) return '';
      const above = stepsOf(def.ancestors ?? []);
      return `${above ? `${above}/` : ''}view/:${def.parent.param}`;
    }
    case 'create':
      return `${under}${ROUTE_SEGMENTS.create}`;
    default:
      return `${under}${ROUTE_SEGMENTS[kind]}`;
  }
}

/** The address of a screen: the declared one, else the generated one. */
export function addressTemplate(def: ResourceDefinition, kind: AddressKind): string {
  return def.addresses?.[kind] ?? generatedTemplate(def, kind);
}

/** Screens whose declared address is not the generated one: the generated route redirects. */
export function redirectedKinds(def: ResourceDefinition): AddressKind[] {
  return ADDRESS_KINDS.filter((kind) => {
    const declared = def.addresses?.[kind];
    return declared !== undefined && declared !== generatedTemplate(def, kind);
  });
}

const trimmed = (basename: string) => basename.replace(/\/+$/, '');

/**
 * The root a declaration's relative addresses hang from: `/<name>`, for a child its top-level
 * resource's (`/<parent>`, a child of a child's `/<grandparent>`), where its pages are mounted.
 */
export function addressRoot(def: ResourceDefinition, basename = ''): string {
  return `${trimmed(basename)}/${lineage(def)[0]?.resource ?? def.name}`;
}

/** A template from the basename on: `/store/store-detail/view/:id/tab/general`. */
export function absoluteTemplate(template: string, def: ResourceDefinition, basename = ''): string {
  if (template.startsWith('/')) return `${trimmed(basename)}${template}`;
  const root = addressRoot(def, basename);
  return template === '' ? root : `${root}/${template}`;
}

/** Values for an address's `:params`; an absent or empty one is missing. */
export type AddressValues = Readonly<Record<string, Identifier | null | undefined>>;

export type FilledAddress = { path: string } | { missing: string[] };

/**
 * A screen's address with its `:params` filled (encoded) from `values`; a `:tab` not given is the
 * declaration's first tab. What cannot be filled is named in `missing`.
 */
export function fillAddress(
  def: ResourceDefinition,
  kind: AddressKind,
  values: AddressValues,
  basename = '',
): FilledAddress {
  const template = absoluteTemplate(addressTemplate(def, kind), def, basename);
  return fillTemplate(template, values, def.tabs?.[0]?.name);
}

/** A template's `:params` filled (encoded) from `values` (`:tab` else `firstTab`), or what is missing. */
export function fillTemplate(template: string, values: AddressValues, firstTab?: string): FilledAddress {
  const missing: string[] = [];
  const path = template.replace(/:(\w+)/g, (match, key: string) => {
    const value = values[key] ?? (key === 'tab' ? firstTab : undefined);
    if (value === undefined || value === null || value === '') {
      missing.push(key);
      return match;
    }
    return encodeURIComponent(String(value));
  });
  return missing.length > 0 ? { missing } : { path };
}
