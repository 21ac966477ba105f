import { describe, expect, it } from 'vitest';
import { registry, resources } from '../../../resources/declared.ts';
import { lazyRegistry, registry as entities } from '../../../resources/index.ts';
import { headOf } from '../../../src/schema/lazyRegistry.ts';

/** Every entity folder's head (resources/<area>/<entity>/index.ts, a child's inside its parent's). */
const headModules = import.meta.glob<Record<string, unknown>>(
  ['../../../resources/*/*/index.ts', '../../../resources/*/*/*/index.ts', '!../../../resources/examples/**'],
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
    const heads = Object.values(headModules).flatMap((module) => Object.values(module));
    for (const head of heads) expect(entities, JSON.stringify(head)).toContain(head);
    expect(new Set(entities).size).toBe(entities.length);
    expect(entities.filter((entity) => entity.load)).toHaveLength(declarationModules.length);
  });

  it('load each screen to the registry’s own declaration, its child resources with it', async () => {
    expect(lazyRegistry.heads.map((head) => head.name)).toEqual(registry.map((entry) => entry.name));
    for (const def of resources) {
      await expect(lazyRegistry.load(def.name)).resolves.toBe(def);
      const children = resources.filter((child) => child.parent?.resource === def.name);
      expect(lazyRegistry.screen(def.name)).toEqual({ def, childDefs: children });
    }
  });
});
