/**
 * One lazily loaded component per view and declaration, made once: App re-renders must not create new
 * lazy components (that would unmount the screen and load it again).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResourceDefinition, ViewName } from '../types.ts';

type LazyView = LazyExoticComponent<ComponentType>;
export type LazyViews = Record<ViewName, LazyView>;

const generated: LazyViews = {
  list: lazy(() => import('../list/GeneratedList.tsx')),
  show: lazy(() => import('../show/GeneratedShow.tsx')),
  edit: lazy(() => import('../form/GeneratedEdit.tsx')),
  create: lazy(() => import('../form/GeneratedCreate.tsx')),
};

/** A settings page has no list: its page stands at the list route and its form at `/form`. */
const settings: Pick<LazyViews, 'list' | 'edit'> = {
  list: lazy(() => import('../settings/SettingsPage.tsx')),
  edit: lazy(() => import('../settings/SettingsEdit.tsx')),
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
