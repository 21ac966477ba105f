/**
 * Where a child resource's page is: a trail from its top-level resource down through every ancestor
 * (a store › its biller › the item price). Each level shows its name, linked to where its list is (a
 * child's: its parent's view page, or the tab its declaration names), and the ancestor record by its
 * title (the declaration's `recordTitle`: the store's name, the biller's), linked to that ancestor's
 * view page with the ids the page's address holds; the id stands in while the record loads, or when it
 * cannot be read. The last crumb is the page itself.
 */
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LinkBase, useBasename, useGetOne, useParams, useTranslate } from 'react-admin';
import { resourceName } from '../labels.ts';
import { useScreens } from '../screens.tsx';
import type { ResourceDefinition } from '../types.ts';
import { fillAddress, lineage, type AddressKind, type AddressValues } from './addresses.ts';
import { ancestorValues, type PageParams } from './paths.ts';

/** The ancestor record a crumb names: read as its own view page reads it, shown by its title. */
export interface CrumbRecord {
  resource: string;
  id: string;
  /** The ancestor's own parent and ancestor ids (its view page's `meta`); none for a top-level one. */
  meta?: Record<string, string>;
  /** The field that titles the record. */
  titleSource: string;
}

export interface Crumb {
  /** The text shown (already translated, or an id: an ancestor's until its title has loaded). */
  label: string;
  /** Where it links; none for the page itself or a level that cannot be linked. */
  to?: string;
  /** The ancestor record whose title replaces the id, when its declaration is at hand. */
  record?: CrumbRecord;
}

const TITLE_MAX = 40;

/** A record's title as a crumb shows it: one line, cut short; undefined when the record has none. */
export function crumbTitle(record: Record<string, unknown> | undefined, titleSource: string) {
  const value = record?.[titleSource];
  if (value === undefined || value === null) return undefined;
  const text = String(value).replace(/\s+/g, ' ').trim();
  if (text === '') return undefined;
  return text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text;
}

/** What an ancestor's view page reads it with: its parent's and ancestors' ids from the address. */
function recordOf(def: ResourceDefinition, id: string, values: PageParams): CrumbRecord {
  const record: CrumbRecord = { resource: def.name, id, titleSource: def.recordTitle };
  if (!def.parent) return record;
  const meta: Record<string, string> = {};
  for (const [param, value] of Object.entries(ancestorValues(def, values))) meta[param] = String(value);
  const parentId = values[def.parent.param];
  if (parentId !== undefined && parentId !== '') meta[def.parent.param] = String(parentId);
  return { ...record, meta };
}

/** The address of `kind` for a declaration, or undefined when the page's values cannot fill it. */
function addressOf(
  def: ResourceDefinition | undefined,
  kind: AddressKind,
  values: AddressValues,
  basename: string,
): string | undefined {
  if (!def) return undefined;
  if (kind === 'list' && !def.parent && !def.views.includes('list')) return undefined;
  const filled = fillAddress(def, kind, values, basename);
  return 'path' in filled ? filled.path : undefined;
}

/**
 * The crumbs of a child's page: for each ancestor (outermost first) its name and its id, then the
 * child's name and the page (the record's id, or "Create"). `declarationOf` gives an ancestor's
 * declaration (its addresses); an ancestor not at hand is shown unlinked.
 */
export function childCrumbs(
  def: ResourceDefinition,
  params: Readonly<Record<string, string | undefined>>,
  declarationOf: (name: string) => ResourceDefinition | undefined,
  translate: (key: string, options?: Record<string, unknown>) => string,
  basename = '',
): Crumb[] {
  const { '*': _rest, ...values } = params;
  const nameOf = (name: string) => translate(resourceName({ name }), { _: name });
  const crumbs: Crumb[] = [];
  for (const link of lineage(def)) {
    const ancestor = declarationOf(link.resource);
    const id = values[link.param];
    crumbs.push({ label: nameOf(link.resource), to: addressOf(ancestor, 'list', values, basename) });
    if (id) {
      const to = addressOf(ancestor, 'view', { ...values, id }, basename);
      crumbs.push({ label: id, to, ...(ancestor ? { record: recordOf(ancestor, id, values) } : {}) });
    }
  }
  crumbs.push({ label: nameOf(def.name), to: addressOf(def, 'list', values, basename) });
  const { id } = values;
  crumbs.push({ label: id && id !== 'create' ? id : translate('ra.action.create') });
  return crumbs;
}

/** The trail above a child resource's page; nothing for a top-level resource's. */
export function ChildBreadcrumbs({ def }: { def: ResourceDefinition }): ReactNode {
  const params = useParams();
  const basename = useBasename();
  const translate = useTranslate();
  const screens = useScreens();
  if (!def.parent) return null;
  const crumbs = childCrumbs(def, params, (name) => screens?.peek(name), translate, basename);
  const last = crumbs.length - 1;
  return (
    <Breadcrumbs aria-label={translate('pa.engine.child.breadcrumb')} sx={{ px: 2, pt: 1.5 }}>
      {crumbs.map((crumb, i) =>
        i === last || !crumb.to ? (
          <Typography
            key={i}
            color={i === last ? 'text.primary' : 'text.secondary'}
            aria-current={i === last ? 'page' : undefined}
          >
            {crumb.record ? <RecordCrumb label={crumb.label} record={crumb.record} /> : crumb.label}
          </Typography>
        ) : (
          <Link key={i} component={LinkBase} to={crumb.to} underline="hover" color="inherit">
            {crumb.record ? <RecordCrumb label={crumb.label} record={crumb.record} /> : crumb.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

/**
 * An ancestor's title: read as its view page reads it (the same call and cache entry, so a page
 * opened from it asks nothing more), its id while that is on its way or when it fails.
 */
function RecordCrumb({ label, record }: { label: string; record: CrumbRecord }): ReactNode {
  const { data } = useGetOne(record.resource, { id: record.id, meta: record.meta });
  return crumbTitle(data, record.titleSource) ?? label;
}
