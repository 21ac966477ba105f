/**
 * One lazily loaded component per view and declaration, made once: App re-renders must not create new
 * lazy components (that would unmount the screen and load it again).
 */
import { lazy, type ComponentType } from 'react';
import GeneratedList from '../list/GeneratedList.tsx';
import type { ResourceDefinition, ViewName } from '../types.ts';

type LazyView = ComponentType;
export type LazyViews = Record<ViewName, LazyView>;
type ViewLoader = () => Promise<{ default: ComponentType }>;

/**
 * One loader per generated view, each its own function: Vite preloads the chunks of each dynamic
 * import, and two imports in one conditional expression would be preloaded together.
 */
const generatedLoaders: Record<ViewName, ViewLoader> = {
  // In the console's own chunk (see `generated` below): nothing to load.
  list: () => Promise.resolve({ default: GeneratedList }),
  show: () => import('../show/GeneratedShow.tsx'),
  edit: () => import('../form/GeneratedEdit.tsx'),
  create: () => import('../form/GeneratedCreate.tsx'),
};

/** A settings page has no list: its page stands at the list route and its form at `/form`. */
const settingsLoaders: Record<'list' | 'edit', ViewLoader> = {
  list: () => import('../settings/SettingsPage.tsx'),
  edit: () => import('../settings/SettingsEdit.tsx'),
};

/** The code of a declaration's view: its slot if it has one, else the generated (or settings) view. */
export function viewLoader(def: ResourceDefinition, view: ViewName): ViewLoader {
  const slot = def.slots?.[view];
  if (slot) return slot;
  if (def.settings && (view === 'list' || view === 'edit')) return settingsLoaders[view];
  return generatedLoaders[view];
}

const generated: LazyViews = {
  // The generated list is in the console's own chunk (docs/performance.md, levers 7 and 19): a lazy
  // component would suspend once even with its code at hand, and React shows what a suspended screen
  // waited for up to 300 ms after its fallback.
  list: GeneratedList,
  show: lazy(generatedLoaders.show),
  edit: lazy(generatedLoaders.edit),
  create: lazy(generatedLoaders.create),
};

const settings: Pick<LazyViews, 'list' | 'edit'> = {
  list: lazy(settingsLoaders.list),
  edit: lazy(settingsLoaders.edit),
};

const cache = new WeakMap<ResourceDefinition, LazyViews>();

/** The declaration's slot for a view if it has one, else the generated view. */
export function lazyViews(def: ResourceDefinition): LazyViews {
  const cached = cache.get(def);
  if (cached) return cached;
  const slot = (view: ViewName): LazyView => {
    const load = def.slots?.[view];
    if (load) return lazy(load);
    if (def.settings && (view === 'list' || view === 'edit')) return settings[view];
    return generated[view];
  };
  const views: LazyViews = {
    list: slot('list'),
    show: slot('show'),
    edit: slot('edit'),
    create: slot('create'),
  };
  cache.set(def, views);
  return views;
}
