/**
 * The code of the screen being opened, asked for as soon as its declaration is there, in parallel
 * with config.json and the session check: the route's own lazy views, so React renders them at once.
 * A list is in the console's own chunk already.
 */
import type { ResourceDefinition, ViewName } from '../schema/types.ts';

/** The view a path of the declaration opens (the rest of the path after `/<name>`). */
function viewAt(rest: string): ViewName | undefined {
  if (rest === '') return 'list';
  if (rest.startsWith('/view/')) return 'show';
  if (rest === '/form/create') return 'create';
  if (rest.startsWith('/form')) return 'edit';
  return undefined;
}

/**
 * `def` is the declaration of the screen `pathname` is in (the lazy registry's `loadAt`); `loadView`
 * loads a view's code and what it shows with it (App.tsx).
 */
export function preloadRouteChunks(
  def: ResourceDefinition,
  loadView: (def: ResourceDefinition, view: ViewName) => Promise<unknown>,
  pathname = window.location.pathname,
) {
  const path = pathname.replace(/\/+$/, '');
  const view = viewAt(path.slice(def.name.length + 1));
  // A failed preload is retried by the route's own lazy import, which shows the error if it fails again.
  if (view) void loadView(def, view).catch(() => undefined);
}
