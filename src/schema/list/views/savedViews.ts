/**
 * A list's saved views (docs/lists.md): what a view keeps, how it is read back from the store (every
 * entry checked, a broken or older one left out rather than trusted), its slug, and the list address it
 * stands for. Pure functions: the menu (ViewsMenu.tsx) and the opener (OpenSavedView.tsx) use them.
 */
import { VIEW_PARAM } from './viewsKey.ts';

export interface ListSort {
  field: string;
  order: 'ASC' | 'DESC';
}

/** What "Save view" keeps of a list: its filters (and which optional ones show), sort and page size. */
export interface ListState {
  filter: Record<string, unknown>;
  displayedFilters: Record<string, boolean>;
  sort: ListSort;
  perPage: number;
}

export interface SavedView extends ListState {
  /** Its address on the list (`?view=<slug>`), made from its first name and kept when it is renamed. */
  slug: string;
  name: string;
}

/** A user's views of one list, as kept in the store. */
export interface SavedViews {
  version: 1;
  views: SavedView[];
  /** The slug of the view the list opens on when its address has no filter. */
  defaultView?: string;
}

export const NO_VIEWS: SavedViews = { version: 1, views: [] };
export const MAX_NAME_LENGTH = 60;
const MAX_PER_PAGE = 1_000;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readSort(value: unknown): ListSort | undefined {
  if (!isObject(value)) return undefined;
  const { field, order } = value;
  if (typeof field !== 'string' || (order !== 'ASC' && order !== 'DESC')) return undefined;
  return { field, order };
}

function readDisplayed(value: unknown): Record<string, boolean> | undefined {
  if (value === undefined) return {};
  if (!isObject(value)) return undefined;
  const out: Record<string, boolean> = {};
  for (const [key, shown] of Object.entries(value)) {
    if (typeof shown !== 'boolean') return undefined;
    out[key] = shown;
  }
  return out;
}

/** One stored view, checked field by field; undefined when anything is missing or of the wrong kind. */
export function readSavedView(value: unknown): SavedView | undefined {
  if (!isObject(value)) return undefined;
  const { slug, name, filter, perPage } = value;
  const sort = readSort(value.sort);
  const displayedFilters = readDisplayed(value.displayedFilters);
  if (typeof slug !== 'string' || slug === '' || slug !== slugify(slug)) return undefined;
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME_LENGTH) return undefined;
  if (!isObject(filter) || !sort || !displayedFilters) return undefined;
  if (typeof perPage !== 'number' || !Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
    return undefined;
  return { slug, name, filter, displayedFilters, sort, perPage };
}

/**
 * A user's views of a list as read from the store: anything but a version-1 entry reads as no views,
 * a broken view is left out (and a second one with the same slug), a default naming no view is dropped.
 */
export function readSavedViews(value: unknown): SavedViews {
  if (!isObject(value) || value.version !== 1 || !Array.isArray(value.views)) return NO_VIEWS;
  const views: SavedView[] = [];
  for (const entry of value.views) {
    const view = readSavedView(entry);
    if (view && !views.some((v) => v.slug === view.slug)) views.push(view);
  }
  const { defaultView } = value;
  return typeof defaultView === 'string' && views.some((v) => v.slug === defaultView)
    ? { version: 1, views, defaultView }
    : { version: 1, views };
}

/** A name as an address part: lower case, letters (Thai ones with their marks) and digits joined by `-`. */
export function slugify(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_NAME_LENGTH);
}

/** A slug for a new view named `name`, not taken by another view (`name`, `name-2`, …; `view` if empty). */
export function uniqueSlug(name: string, views: readonly SavedView[]): string {
  const base = slugify(name) || 'view';
  let slug = base;
  for (let n = 2; views.some((v) => v.slug === slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** Whether another view already has this name (names are compared trimmed, case-insensitively). */
export function nameTaken(name: string, views: readonly SavedView[], except?: string): boolean {
  const wanted = name.trim().toLocaleLowerCase();
  return views.some((v) => v.slug !== except && v.name.trim().toLocaleLowerCase() === wanted);
}

export function addView(saved: SavedViews, name: string, state: ListState): SavedViews {
  const view: SavedView = { slug: uniqueSlug(name, saved.views), name: name.trim(), ...state };
  return { ...saved, views: [...saved.views, view] };
}

export function renameView(saved: SavedViews, slug: string, name: string): SavedViews {
  return { ...saved, views: saved.views.map((v) => (v.slug === slug ? { ...v, name: name.trim() } : v)) };
}

/** Makes `slug` the default view, or no view the default (`undefined`). */
export function setDefaultView(saved: SavedViews, slug: string | undefined): SavedViews {
  const { defaultView: _old, ...rest } = saved;
  return slug ? { ...rest, defaultView: slug } : rest;
}

export function deleteView(saved: SavedViews, slug: string): SavedViews {
  const views = saved.views.filter((v) => v.slug !== slug);
  return saved.defaultView === slug ? { version: 1, views } : { ...saved, views };
}

/**
 * The list address's query for a view, in react-admin's own list parameters (`filter` and
 * `displayedFilters` as JSON, `sort`, `order`, `page`, `perPage`), on its first page.
 */
export function viewSearch(view: ListState): string {
  const params = new URLSearchParams({
    filter: JSON.stringify(view.filter),
    displayedFilters: JSON.stringify(view.displayedFilters),
    sort: view.sort.field,
    order: view.sort.order,
    page: '1',
    perPage: String(view.perPage),
  });
  return `?${params.toString()}`;
}

/** The list address's query without the `view` parameter (what the list shows once a view is opened). */
export function withoutViewParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(VIEW_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Whether the list shows exactly what `view` keeps (the menu marks that view as the current one). */
export function showsView(state: ListState, view: ListState): boolean {
  return (
    JSON.stringify(sortedKeys(state.filter)) === JSON.stringify(sortedKeys(view.filter)) &&
    state.sort.field === view.sort.field &&
    state.sort.order === view.sort.order &&
    state.perPage === view.perPage
  );
}

function sortedKeys(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
}
