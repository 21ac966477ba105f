import { describe, expect, it } from 'vitest';
import { registry, resources } from '../../../resources/index.ts';
import { lazyRegistry } from '../../../resources/lazy.ts';
import { headOf, type RegistryHead } from '../../../src/schema/lazyRegistry.ts';

/** Every module under resources/ a declaration could be in (resources/lazy.ts loads from some of them). */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../../resources/*/*.ts', '../../../resources/*/*/*.ts', '!../../../resources/*/*/messages/**'],
  { eager: true },
);

/** Where an entry is declared: the module (under resources/) and export that hold this very object. */
function placeOf(entry: object): { module: string; export: string } {
  const places = Object.entries(modules).flatMap(([path, module]) =>
    Object.entries(module)
      .filter(([, value]) => value === entry)
      .map(([name]) => ({ module: path.replace('../../../resources/', ''), export: name })),
  );
  expect(places.length, `${JSON.stringify(places)}`).toBeGreaterThan(0);
  // A module that re-exports a declaration is not where it is declared: the shortest path is.
  return places.sort((a, b) => a.module.length - b.module.length || a.module.localeCompare(b.module))[0];
}

describe('registry heads (resources/heads.json)', () => {
  it('are the heads of every registry entry, with where its declaration is (regenerate: vitest -u on this file)', async () => {
    const heads: RegistryHead[] = registry.map((entry) => ({
      ...headOf(entry),
      ...('placeholder' in entry ? {} : placeOf(entry)),
    }));
    expect(heads.length).toBe(registry.length);
    await expect(`${JSON.stringify(heads, null, 2)}\n`).toMatchFileSnapshot('../../../resources/heads.json');
  });

  it('load each screen to the registry’s own declaration, its child resources with it', async () => {
    expect(lazyRegistry.heads.map((head) => head.name)).toEqual(registry.map((entry) => entry.name));
    expect(resources.filter((def) => lazyRegistry.peek(def.name))).toEqual([]);
    for (const def of resources) {
      await expect(lazyRegistry.load(def.name)).resolves.toBe(def);
      const children = resources.filter((child) => child.parent?.resource === def.name);
      expect(lazyRegistry.screen(def.name)).toEqual({ def, childDefs: children });
    }
  });
});
