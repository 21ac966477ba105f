/**
 * Every entry of the registry with its whole declaration, loaded through a lazy registry: the console's
 * own (resources/declared.ts, for the tests and the mock backend in node) or one of the page's mock
 * backend (mocks/browser.ts), which loads only the declarations themselves, not what the console loads
 * with them (a declaration's parts and messages: the console's load listeners).
 */
import {
  isScreen,
  type EntityDefinition,
  type LazyRegistry,
  type MenuOnlyDefinition,
  type RegistryEntry,
  type ResourceDefinition,
} from '../src/schema/index.ts';

function menuOnly(entity: EntityDefinition): MenuOnlyDefinition {
  if (!entity.menu) throw new Error(`${entity.name}: an entry with no declaration is a menu still to build`);
  const { area, path, permission, menu, name } = entity;
  return { area, path, permission, menu, name, placeholder: true };
}

/** Each entity's declaration (all loaded at once), in the registry's order; a menu still to build as such. */
export function loadEntries(
  entities: readonly EntityDefinition[],
  lazy: Pick<LazyRegistry, 'load'>,
): Promise<readonly RegistryEntry[]> {
  return Promise.all(
    entities.map(
      async (entity) => (entity.load ? await lazy.load(entity.name) : undefined) ?? menuOnly(entity),
    ),
  );
}

/** The declared screens (the registry without menus still to build). */
export function screensOf(entries: readonly RegistryEntry[]): readonly ResourceDefinition[] {
  return entries.filter(isScreen);
}
