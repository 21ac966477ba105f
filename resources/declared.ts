/**
 * Every entity of the registry with its whole declaration loaded: what the tests and the mock backend in
 * node (tests, the HTTP mode) work from. The console never imports this module (it loads each
 * declaration when first needed, resources/index.ts), and a test of the built bundle holds that; the
 * page's mock backend loads the declarations through a registry of its own (mocks/browser.ts).
 */
import type { RegistryEntry, ResourceDefinition } from '../src/schema/index.ts';
import { loadEntries, screensOf } from './declarations.ts';
import { lazyRegistry, menuCatalogue, registry as entities } from './index.ts';

export { menuCatalogue };

/** The same declaration objects the console's registry loads (one object per entity). */
export const registry: readonly RegistryEntry[] = await loadEntries(entities, lazyRegistry);

/** The declared screens (the registry without menus still to build). */
export const resources: readonly ResourceDefinition[] = screensOf(registry);

export function findResource(name: string): ResourceDefinition | undefined {
  return resources.find((r) => r.name === name);
}

/** The declaration of `name`; throws for a name the registry does not declare. */
export function declared(name: string): ResourceDefinition {
  const def = findResource(name);
  if (!def) throw new Error(`No declaration named "${name}"`);
  return def;
}
