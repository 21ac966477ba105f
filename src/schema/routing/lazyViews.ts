/**
 * One lazily loaded component per view and declaration, made once: App re-renders must not create new
 * lazy components (that would unmount the screen and load it again). Each is a lazy part
 * (components/lazyPart.tsx): `preloadView` (the intent's hover, the boot's first screen) loads its
 * code, and a screen mounted once the code is in renders at once, without suspending.
 */
import { createElement, type ComponentType } from 'react';
import { lazyPart, lazyPartPerLoader } from '../../components/lazyPart.tsx';
import { PageLoading } from '../../components/Progress.tsx';
import GeneratedList from '../list/GeneratedList.tsx';
import type { ResourceDefinition, ViewName } from '../types.ts';

type LazyView = ComponentType & { preload?: () => Promise<unknown> };
export type LazyViews = Record<ViewName, LazyView>;
type ViewLoader = () => Promise<{ default: ComponentType }>;

/**
 * One loader per generated view, each its own function: Vite preloads the chunks of each dynamic
 * import, and two imports in one conditional expression would be preloaded together.
 */
const generatedLoaders: Record<Exclude<ViewName, 'list'>, ViewLoader> = {
  show: () => import('../show/GeneratedShow.tsx'),
  edit: () => import('../form/GeneratedEdit.tsx'),
  create: () => import('../form/GeneratedCreate.tsx'),
};

/** A settings page has no list: its page stands at the list route and its form at `/form`. */
const settingsLoaders: Record<'list' | 'edit', ViewLoader> = {
  list: () => import('../settings/SettingsPage.tsx'),
  edit: () => import('../settings/SettingsEdit.tsx'),
};

/**
 * A view whose code loads on its first open or its preload. Opened from another screen, that screen
 * stays until the view can show; opened first, the layout shows the page's loading bar meanwhile.
 */
function lazyView(load: ViewLoader): LazyView {
  return lazyPart(() => load().then((m) => m.default), createElement(PageLoading), { screen: true });
}

const generated: LazyViews = {
  // The generated list is in the console's own chunk: the first screen is usually a list.
  list: GeneratedList,
  show: lazyView(generatedLoaders.show),
  edit: lazyView(generatedLoaders.edit),
  create: lazyView(generatedLoaders.create),
};

const settings: Pick<LazyViews, 'list' | 'edit'> = {
  list: lazyView(settingsLoaders.list),
  edit: lazyView(settingsLoaders.edit),
};

/**
 * A declaration's own screen (a slot, or a page of its `routes`), one per loader: a new one per
 * render would remount the screen.
 */
export const ownView: (load: ViewLoader) => LazyView = lazyPartPerLoader(createElement(PageLoading), {
  screen: true,
});

const cache = new WeakMap<ResourceDefinition, LazyViews>();

/** The declaration's slot for a view if it has one, else the generated (or settings) view. */
export function lazyViews(def: ResourceDefinition): LazyViews {
  const cached = cache.get(def);
  if (cached) return cached;
  const slot = (view: ViewName): LazyView => {
    const load = def.slots?.[view];
    if (load) return ownView(load);
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

/** Starts loading the code of a declaration's view; a view in the console's own chunk has none. */
export function preloadView(def: ResourceDefinition, view: ViewName): Promise<unknown> {
  return lazyViews(def)[view].preload?.() ?? Promise.resolve();
}
