import { describe, expect, it, vi } from 'vitest';
import { resources } from '../../../resources/declared.ts';
import { withDeclarationsLoaded } from '../../../src/data/declarationsLoaded.ts';
import { entityOf, type DeclarationBody, type EntityDefinition } from '../../../src/schema/entity.ts';
import { createLazyRegistry, eagerRegistry, headOf } from '../../../src/schema/lazyRegistry.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import { buildMessages } from '../../../i18n/index.ts';

const byName = (name: string) => {
  const def = resources.find((candidate) => candidate.name === name);
  if (!def) throw new Error(name);
  return def;
};
const parent = byName('store/store-detail');
const children = resources.filter((def) => def.parent?.resource === parent.name);
const storeType = byName('management/store-type');
const used = [parent, ...children, storeType];
/** A menu still to be built: a head with nothing to load. */
const later: EntityDefinition = {
  name: 'account/later',
  area: 'account',
  path: 'later',
  permission: 'later',
  menu: { group: 'g', order: 1, nameTh: 'ภายหลัง', nameEn: 'Later', icon: 'x', landing: 99 },
};

type Loaders = Record<string, () => Promise<ResourceDefinition>>;

/** A registry of `defs` (and the menu still to build), each loading through `map` when it has a loader. */
function registryOf(map: Loaders, atHand: readonly ResourceDefinition[] = [], defs = used) {
  const entities = defs.map((def): EntityDefinition => {
    const load = map[def.name];
    return {
      ...entityOf(def),
      load: load && (() => load().then((whole) => ({ default: whole as unknown as DeclarationBody }))),
    };
  });
  return createLazyRegistry([...entities, later], atHand);
}

/** Loaders that count their calls and can be made to fail. */
function loaders(failing = new Set<string>()) {
  const calls: string[] = [];
  const map: Loaders = {};
  for (const def of used) {
    map[def.name] = async () => {
      calls.push(def.name);
      if (failing.has(def.name)) throw new Error(`offline: ${def.name}`);
      return def;
    };
  }
  return { calls, map };
}

describe('lazy registry (src/schema/lazyRegistry.ts)', () => {
  it('gives a data call the declaration once its module is in, before what loads beside it', async () => {
    const { calls, map } = loaders();
    const registry = registryOf(map);
    let release = () => {};
    const beside = new Promise<void>((resolve) => (release = resolve));
    registry.onLoad(() => beside);
    const whole = registry.load(storeType.name);
    let wholeDone = false;
    void whole.then(() => (wholeDone = true));

    const [first, second] = await Promise.all([
      registry.declaration(storeType.name),
      registry.declaration(storeType.name),
    ]);
    expect(first).toBe(storeType);
    expect(second).toBe(storeType);
    expect(registry.peek(storeType.name)).toBe(storeType);
    // The listeners (messages, parts' code) are still loading: the whole load has not ended.
    expect(wholeDone).toBe(false);
    expect(calls).toEqual([storeType.name]);
    release();
    await expect(whole).resolves.toBe(storeType);
    // A name that is no screen resolves too, with nothing.
    await expect(registry.declaration('account/later')).resolves.toBeUndefined();
  });

  it('lets a failed declaration load fail its data call, and tries again on the next', async () => {
    const failing = new Set([storeType.name]);
    const { calls, map } = loaders(failing);
    const registry = registryOf(map);
    await expect(registry.declaration(storeType.name)).rejects.toThrow(/offline/);
    failing.delete(storeType.name);
    await expect(registry.declaration(storeType.name)).resolves.toBe(storeType);
    expect(calls).toEqual([storeType.name, storeType.name]);
  });

  it('loads a declaration with its child resources once, and tells the listeners before it resolves', async () => {
    const { calls, map } = loaders();
    const registry = registryOf(map);
    const told: string[][] = [];
    registry.onLoad(async (defs) => {
      await Promise.resolve();
      told.push(defs.map((def) => def.name));
    });
    expect(registry.peek(parent.name)).toBeUndefined();
    expect(registry.screen(parent.name)).toBeUndefined();

    const [first, second] = await Promise.all([registry.load(parent.name), registry.load(parent.name)]);
    expect(first).toBe(parent);
    expect(second).toBe(parent);
    expect(calls.sort()).toEqual([parent.name, ...children.map((c) => c.name)].sort());
    expect(told).toEqual([[parent.name, ...children.map((c) => c.name)]]);
    expect(children.length).toBeGreaterThan(1);

    const screen = registry.screen(parent.name);
    // No child of a child among these: its descendants are its children.
    expect(screen).toEqual({ def: parent, childDefs: children, descendantDefs: children });
    // The same object each time (the routes are built once per screen).
    expect(registry.screen(parent.name)).toBe(screen);

    await registry.load(parent.name);
    await registry.load(children[0].name);
    expect(calls).toHaveLength(1 + children.length);
    expect(told).toHaveLength(1);
  });

  it('forgets a failed load, so the next one tries again', async () => {
    const failing = new Set([storeType.name]);
    const { calls, map } = loaders(failing);
    const registry = registryOf(map);
    await expect(registry.load(storeType.name)).rejects.toThrow('offline');
    expect(registry.peek(storeType.name)).toBeUndefined();
    failing.clear();
    await expect(registry.load(storeType.name)).resolves.toBe(storeType);
    expect(calls).toEqual([storeType.name, storeType.name]);
  });

  it('refuses a loader that gives another declaration', async () => {
    const registry = registryOf({ [storeType.name]: async () => parent });
    await expect(registry.load(storeType.name)).rejects.toThrow('gave "store/store-detail"');
  });

  it('has nothing to load for a menu still to be built or an unknown name', async () => {
    const { calls, map } = loaders();
    const registry = registryOf(map);
    await expect(registry.load('account/later')).resolves.toBeUndefined();
    await expect(registry.load('account/nothing')).resolves.toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('finds the screen a path is in (the longest route) and loads it', async () => {
    const { map } = loaders();
    const registry = registryOf(map);
    expect(registry.headAt('/store/store-detail/view/5/bank-account/view/3')?.name).toBe(parent.name);
    expect(registry.headAt('/management/store-type/')?.name).toBe(storeType.name);
    expect(registry.headAt('/management/store-types')).toBeUndefined();
    expect(registry.headAt('/')).toBeUndefined();
    await expect(registry.loadAt('/management/store-type/form/create')).resolves.toBe(storeType);
    await expect(registry.loadAt('/404')).resolves.toBeUndefined();
  });

  it('gives the loaded declarations, and the heads of the others, to build labels from', async () => {
    const { map } = loaders();
    const registry = registryOf(map);
    const before = buildMessages('th', registry.entries()) as { resources: Record<string, unknown> };
    expect(before.resources[storeType.name]).toEqual({ name: storeType.menu?.nameTh });
    const child = children[0];
    expect(before.resources[child.name]).toEqual({ name: child.i18n.th.name });
    expect(before.resources['account/later']).toEqual({ name: 'ภายหลัง' });

    await registry.load(storeType.name);
    const after = buildMessages('th', registry.entries()) as {
      resources: Record<string, { fields: Record<string, string> }>;
    };
    expect(after.resources[storeType.name].fields).toEqual(storeType.i18n.th.fields);
  });

  it('loads the screen a list’s rows open after the list, without waiting for it', async () => {
    const mdr = byName('account/mdr');
    const detail = byName('account/mdr-detail');
    expect(mdr.rowOpens).toBe(detail.name);
    let release: () => void = () => undefined;
    const detailGate = new Promise<void>((resolve) => (release = resolve));
    const registry = registryOf(
      {
        [mdr.name]: async () => mdr,
        [detail.name]: async () => {
          await detailGate;
          return detail;
        },
      },
      [],
      [mdr, detail],
    );
    await expect(registry.load(mdr.name)).resolves.toBe(mdr);
    expect(registry.peek(detail.name)).toBeUndefined();
    release();
    await vi.waitFor(() => expect(registry.peek(detail.name)).toBe(detail));
  });

  it("gives React's `use` one promise per screen, which resolves to the loaded screen", async () => {
    const failing = new Set([storeType.name]);
    const { map } = loaders(failing);
    const registry = registryOf(map);
    const pending = registry.screenPromise(parent.name);
    expect(registry.screenPromise(parent.name)).toBe(pending);
    const screen = await pending;
    expect(screen).toBe(registry.screen(parent.name));
    expect(registry.screenPromise(parent.name)).toBe(pending);
    // A failed load is forgotten: the next call tries again.
    const failed = registry.screenPromise(storeType.name);
    await expect(failed).rejects.toThrow('offline');
    failing.clear();
    const retried = registry.screenPromise(storeType.name);
    expect(retried).not.toBe(failed);
    expect((await retried)?.def).toBe(storeType);
  });

  it('serves an already loaded registry synchronously (the integration harness)', () => {
    const registry = eagerRegistry(used);
    expect(registry.peek(storeType.name)).toBe(storeType);
    expect(registry.screen(parent.name)?.childDefs).toEqual(children);
    expect(eagerRegistry(used)).toBe(registry);
  });
});

describe('data calls wait for their declaration (src/data/declarationsLoaded.ts)', () => {
  function setup() {
    const loaded = new Set<string>();
    const load = vi.fn(async (name: string) => {
      await Promise.resolve();
      loaded.add(name);
    });
    const getList = vi.fn((resource: string) => {
      if (!loaded.has(resource)) throw new Error(`Unknown resource "${resource}"`);
      return Promise.resolve({ data: [], total: 0 });
    });
    const provider = withDeclarationsLoaded(
      { supportAbortSignal: true, getList },
      { ready: (name) => loaded.has(name), load },
    );
    return { provider, load, getList };
  }

  it('loads the declaration a call names before the call, once', async () => {
    const { provider, load, getList } = setup();
    await expect(provider.getList('management/store-type')).resolves.toEqual({ data: [], total: 0 });
    await provider.getList('management/store-type');
    expect(load).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledTimes(2);
    expect(provider.supportAbortSignal).toBe(true);
  });

  it('calls straight through once the declaration is there: the inner call’s own promise', async () => {
    const { provider, load, getList } = setup();
    await provider.getList('management/store-type');
    const answer = provider.getList('management/store-type');
    expect(answer).toBe(getList.mock.results[1].value);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failed load on as the call’s error', async () => {
    const provider = withDeclarationsLoaded(
      { getList: (resource: string) => Promise.resolve(resource) },
      { ready: () => false, load: () => Promise.reject(new Error('chunk failed')) },
    );
    await expect(provider.getList('management/store-type')).rejects.toThrow('chunk failed');
  });
});

// A declaration's labels are its own: the heads carry names only.
it('keeps the heads small: no fields, labels or endpoints', () => {
  const head = headOf(storeType as ResourceDefinition);
  expect(Object.keys(head).sort()).toEqual([
    'firstPage',
    'list',
    'menu',
    'name',
    'permission',
    'recordTitle',
  ]);
  expect(Object.keys(head.firstPage ?? {}).sort()).toEqual(['endpoint', 'service', 'sort']);
});
