/**
 * Every entry of the registry with its whole declaration, loaded through a lazy registry: the console's
 * own (resources/declared.ts, for the tests and the mock backend in node) or one of the page's mock
 * backend (mocks/browser.ts), which loads only the declarations themselves, not what the console loads
 * with them (a declaration's parts and messages: the console's load listeners), and a service's
 * declarations when that service is first called (`declarationsByService`).
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

/**
 * The declarations the page's mock backend answers, loaded service by service (the `DeclarationSource`
 * of mocks/handlers/index.ts): a service's routes are made from the declarations whose calls go to it and
 * the parents their records are kept to, which its heads name; the audit trail takes all of them.
 */
export function declarationsByService(
  entities: readonly EntityDefinition[],
  lazy: Pick<LazyRegistry, 'load'>,
): {
  forService(service: string): Promise<readonly ResourceDefinition[]>;
  all(): Promise<readonly ResourceDefinition[]>;
} {
  let all: Promise<readonly ResourceDefinition[]> | undefined;
  return {
    async forService(service) {
      const own = entities.filter((entity) => entity.load && entity.service === service);
      const names = new Set(own.map((entity) => entity.name));
      // A child's records are kept to its parent, and a child of a child's to every ancestor.
      const parentOf = (name: string) => entities.find((entity) => entity.name === name)?.parent;
      for (const entity of own) {
        const seen = new Set<string>();
        for (
          let above = entity.parent;
          above && !seen.has(above.resource);
          above = parentOf(above.resource)
        ) {
          seen.add(above.resource);
          names.add(above.resource);
        }
      }
      const loaded = new Map<string, ResourceDefinition>();
      await Promise.all(
        [...names].map(async (name) => {
          const def = await lazy.load(name);
          if (def) loaded.set(name, def);
        }),
      );
      // In the registry's order, as the whole list is.
      return entities.flatMap((entity) => loaded.get(entity.name) ?? []);
    },
    all() {
      const made = (all ??= loadEntries(entities, lazy).then(screensOf));
      made.catch(() => {
        if (all === made) all = undefined;
      });
      return made;
    },
  };
}
