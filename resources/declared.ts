/**
 * Every entity of the registry with its whole declaration loaded: what the mock backend and the tests
 * work from. The console never imports this module (it loads each declaration when first needed,
 * resources/index.ts), and a test of the built bundle holds that.
 */
import {
  isScreen,
  type EntityDefinition,
  type MenuOnlyDefinition,
  type RegistryEntry,
  type ResourceDefinition,
} from '../src/schema/index.ts';
import { lazyRegistry, menuCatalogue, registry as entities } from './index.ts';

export { menuCatalogue };

function menuOnly(entity: EntityDefinition): MenuOnlyDefinition {
  if (!entity.menu) throw new Error(`${entity.name}: an entry with no declaration is a menu still to build`);
  const { area, path, permission, menu, name } = entity;
  return { area, path, permission, menu, name, placeholder: true };
}

/** The same declaration objects the console's registry loads (one object per entity). */
export const registry: readonly RegistryEntry[] = await Promise.all(
  entities.map(
    async (entity) => (entity.load ? await lazyRegistry.load(entity.name) : undefined) ?? menuOnly(entity),
  ),
);

/** The declared screens (the registry without menus still to build). */
export const resources: readonly ResourceDefinition[] = registry.filter(isScreen);

export function findResource(name: string): ResourceDefinition | undefined {
  return resources.find((r) => r.name === name);
}

/** The declaration of `name`; throws for a name the registry does not declare. */
export function declared(name: string): ResourceDefinition {
  const def = findResource(name);
  if (!def) throw new Error(`No declaration named "${name}"`);
  return def;
}
