/**
 * The code of the screen being opened, asked for at boot in parallel with the console's own chunk
 * (the same modules the route's lazy views import, so React finds them loaded).
 */
import type { ResourceDefinition } from '../schema/types.ts';

export function preloadRouteChunks(
  resources: readonly ResourceDefinition[],
  pathname = window.location.pathname,
) {
  const path = pathname.replace(/\/+$/, '');
  const def = resources.find((d) => path === `/${d.name}` || path.startsWith(`/${d.name}/`));
  if (!def) return;
  const rest = path.slice(def.name.length + 1);
  const settings = Boolean(def.settings);
  const load = (): Promise<unknown> | undefined => {
    if (rest === '') {
      if (def.slots?.list) return def.slots.list();
      return settings
        ? import('../schema/settings/SettingsPage.tsx')
        : import('../schema/list/GeneratedList.tsx');
    }
    if (rest.startsWith('/view/')) return def.slots?.show?.() ?? import('../schema/show/GeneratedShow.tsx');
    if (rest === '/form/create') return def.slots?.create?.() ?? import('../schema/form/GeneratedCreate.tsx');
    if (rest.startsWith('/form')) {
      if (def.slots?.edit) return def.slots.edit();
      return settings
        ? import('../schema/settings/SettingsEdit.tsx')
        : import('../schema/form/GeneratedEdit.tsx');
    }
    return undefined;
  };
  // A failed preload is retried by the route's own lazy import, which shows the error if it fails again.
  void load()?.catch(() => undefined);
}
