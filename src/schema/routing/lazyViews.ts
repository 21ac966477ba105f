/**
 * One lazily loaded component per view and declaration, made once: App re-renders must not create new
 * lazy components (that would unmount the screen and load it again). A view whose code has already
 * arrived (the boot asks for the opened screen's code, src/boot/routeChunks.ts) renders at once,
 * without a round through its Suspense fallback.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';
import type { ResourceDefinition, ViewName } from '../types.ts';

type LazyView = ComponentType;
export type LazyViews = Record<ViewName, LazyView>;
type ViewLoader = () => Promise<{ default: ComponentType }>;

/** The views whose code has arrived, by loader. */
const arrived = new WeakMap<ViewLoader, ComponentType>();
const trackedLoaders = new WeakMap<ViewLoader, ViewLoader>();

/** The loader, noting the view once its code has arrived. */
function tracked(load: ViewLoader): ViewLoader {
  let loader = trackedLoaders.get(load);
  if (!loader) {
    loader = () =>
      load().then((module) => {
        arrived.set(load, module.default);
        return module;
      });
    trackedLoaders.set(load, loader);
  }
  return loader;
}

/** The view as it has arrived, else React's lazy component; chosen once per mount, so it never remounts. */
function lazyView(load: ViewLoader): LazyView {
  const Lazy = lazy(tracked(load));
  return function View() {
    const [Shown] = useState<ComponentType>(() => arrived.get(load) ?? Lazy);
    return createElement(Shown);
  };
}

/**
 * One loader per generated view, each its own function: Vite preloads the chunks of each dynamic
 * import, and two imports in one conditional expression would be preloaded together.
 */
const generatedLoaders: Record<ViewName, ViewLoader> = {
  list: () => import('../list/GeneratedList.tsx'),
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
  if (slot) return tracked(slot);
  if (def.settings && (view === 'list' || view === 'edit')) return tracked(settingsLoaders[view]);
  return tracked(generatedLoaders[view]);
}

const generated: LazyViews = {
  list: lazyView(generatedLoaders.list),
  show: lazyView(generatedLoaders.show),
  edit: lazyView(generatedLoaders.edit),
  create: lazyView(generatedLoaders.create),
};

const settings: Pick<LazyViews, 'list' | 'edit'> = {
  list: lazyView(settingsLoaders.list),
  edit: lazyView(settingsLoaders.edit),
};

const cache = new WeakMap<ResourceDefinition, LazyViews>();

/** The declaration's slot for a view if it has one, else the generated view. */
export function lazyViews(def: ResourceDefinition): LazyViews {
  const cached = cache.get(def);
  if (cached) return cached;
  const slot = (view: ViewName): LazyView => {
    const load = def.slots?.[view];
    if (load) return lazyView(load);
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
