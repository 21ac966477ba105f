import { describe, expect, it } from 'vitest';
import { registry, resources } from '../../../resources/declared.ts';
import { lazyRegistry, registry as entities } from '../../../resources/index.ts';
import { headOf } from '../../../src/schema/lazyRegistry.ts';
import { declarationFile, explain, headProblems } from '../../support/registryChecks.ts';

/** Every entity folder's head (resources/<area>/<entity>/index.ts, a child's inside its parent's, at any depth). */
const headModules = import.meta.glob<Record<string, unknown>>(
  ['../../../resources/*/*/**/index.ts', '!../../../resources/examples/**'],
  { eager: true },
);
/** Every declaration module. */
const declarationModules = Object.keys(
  import.meta.glob(['../../../resources/**/declaration.ts', '!../../../resources/examples/**']),
);

describe('registry heads (resources/<area>/<entity>/index.ts)', () => {
  it('are the heads of the declarations they load', () => {
    expect(registry.map((entry) => entry.name)).toEqual(entities.map((entity) => entity.name));
    for (const entity of entities) {
      const def = resources.find((candidate) => candidate.name === entity.name);
      const { messages: _messages, ...head } = headOf(entity);
      expect(def && headOf(def), entity.name).toEqual(head);
    }
  });

  it('register every entity folder and every declaration module once', () => {
    expect(Object.keys(headModules).length).toBeGreaterThan(20);
    expect(explain(headProblems(entities, headModules, declarationModules))).toEqual([]);
    expect(entities.filter((entity) => entity.load)).toHaveLength(declarationModules.length);
  });

  it('say which head is registered twice or not at all, and which declaration nothing loads, and the fix', () => {
    const [first] = entities;
    const stray = { name: 'store/stray', load: first.load };
    const heads = { ...headModules, '../../../resources/store/stray/index.ts': { stray } };
    const declarations = [...declarationModules, '../../../resources/store/orphan/declaration.ts'];
    expect(explain(headProblems([...entities, first], heads, declarations))).toEqual([
      'store/stray, the declaration of store/stray (no head under resources/ names it): ' +
        'resources/store/stray/index.ts exports the head of store/stray, which the registry does not hold — ' +
        "fix: add it to the list of resources/index.ts (a child: to its parent head's `children`)",
      `${first.name}, ${declarationFile(first.name)}: is registered twice (entries 1 and ` +
        `${entities.length + 1} of the registry) — fix: keep one line for it (resources/index.ts, or its ` +
        "parent head's `children`)",
      'resources/store/orphan/declaration.ts is loaded by no registered head — fix: give the head in ' +
        "resources/store/orphan/index.ts `load: () => import('./declaration.ts')` and register it",
    ]);
  });

  it('load each screen to the registry’s own declaration, its child resources with it', async () => {
    expect(lazyRegistry.heads.map((head) => head.name)).toEqual(registry.map((entry) => entry.name));
    for (const def of resources) {
      await expect(lazyRegistry.load(def.name)).resolves.toBe(def);
      const children = resources.filter((child) => child.parent?.resource === def.name);
      // Its children's children too, at any depth (their pages are mounted under its routes).
      const below = (name: string): typeof resources =>
        resources.filter((child) => child.parent?.resource === name).flatMap((c) => [c, ...below(c.name)]);
      expect(lazyRegistry.screen(def.name)).toEqual({
        def,
        childDefs: children,
        descendantDefs: below(def.name),
      });
    }
  });
});
