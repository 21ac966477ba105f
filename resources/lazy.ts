/**
 * The registry as the console loads it (src/schema/lazyRegistry.ts, docs/performance.md lever 20):
 * `heads.json` (generated from resources/index.ts, checked by tests/unit/schema/registryHeads.test.ts)
 * is at hand from the start; each declaration's module loads when first needed. Imported by the entry
 * (src/main.tsx), which starts loading the opened screen's declaration at once.
 */
import { createMenuCatalogue } from '../src/auth/menus.ts';
import { createLazyRegistry, type DeclarationLoader, type RegistryHead } from '../src/schema/lazyRegistry.ts';
import type { ResourceDefinition } from '../src/schema/types.ts';
import { MENU_GROUPS } from './catalog/menus.ts';
import heads from './heads.json';

/**
 * Every module a declaration can be in: `<area>/<screen>.ts`, and a child resource beside its parent's
 * other files (one chunk each, with what it alone imports). A declaration elsewhere has no loader, and
 * tests/unit/schema/registryHeads.test.ts fails until it is added here.
 */
const modules = import.meta.glob<Record<string, unknown>>([
  './*/*.ts',
  './store/store-detail/*.ts',
  '!./catalog/*',
  '!./examples/*',
]);

function loaderOf(head: RegistryHead): DeclarationLoader | undefined {
  const load = head.module && modules[`./${head.module}`];
  const name = head.export;
  if (!load || !name) return undefined;
  return () => load().then((module) => module[name] as ResourceDefinition);
}

const registryHeads = heads as readonly RegistryHead[];

export const lazyRegistry = createLazyRegistry(
  registryHeads,
  Object.fromEntries(
    registryHeads.flatMap((head) => {
      const loader = loaderOf(head);
      return loader ? [[head.name, loader] as const] : [];
    }),
  ),
);

/** Every menu of the registry, in side-menu order (from the heads: no declaration needs to load). */
export const menuCatalogue = createMenuCatalogue(registryHeads, MENU_GROUPS);
