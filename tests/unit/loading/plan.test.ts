import { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { lazyRegistry } from '../../../resources/index.ts';
import { MASTER_LIST_CATALOG } from '../../../resources/catalog/masterLists.ts';
import type { HttpClient } from '../../../src/data/http.ts';
import { firstPageParams } from '../../../src/loading/firstPage.ts';
import { listKey, partKey, recordKey, referenceKey } from '../../../src/loading/keys.ts';
import { createIntentPlanner, plan } from '../../../src/loading/plan.ts';
import { CHILD_PAGE_SIZE, childSort } from '../../../src/schema/show/childPage.ts';
import { tabGroupsOf } from '../../../src/schema/show/tabGroups.ts';

const STORE = 'store/store-detail';

// Whether the secret display's code (a part loaded on first use) has been asked for: the module's
// first import runs this factory, which hands back the module itself.
const secretCode = vi.hoisted(() => ({ asked: false }));
vi.mock('../../../src/schema/fields/secret.tsx', async (original) => {
  secretCode.asked = true;
  return original();
});
const loadView = vi.fn(async () => undefined);

function provider() {
  return {
    getList: vi.fn(async () => ({ data: [{ id: 'ST00001' }], total: 1 })),
    getOne: vi.fn(async (_r: string, { id }: { id: string }) => ({ data: { id } })),
    getManyReference: vi.fn(async () => ({ data: [{ id: 'BR1' }], total: 1 })),
    loadPart: vi.fn(async () => ({ data: { apiKey: 'k' } })),
    lookup: vi.fn(async () => []),
  };
}
const asProvider = (p: ReturnType<typeof provider>) => p as unknown as DataProvider;

/** A planner over the registry with a fresh cache and provider, for a role that may see what `allowed` says. */
function planner(allowed: (resource: string) => boolean, load = loadView) {
  const queryClient = new QueryClient();
  const dp = provider();
  const run = createIntentPlanner({
    registry: lazyRegistry,
    dataProvider: asProvider(dp),
    queryClient,
    allowed,
    loadView: load,
  });
  return { queryClient, dp, run };
}

describe('intent plan', () => {
  it('a menu item: the list first page under the key the generated list asks with', async () => {
    const def = await lazyRegistry.load(STORE);
    const calls = await plan(
      { resource: STORE },
      { registry: lazyRegistry, dataProvider: asProvider(provider()), allowed: () => true, loadView },
    );
    // The generated list's first page, under the key its useGetList reads (tests/unit/loading/keys.test.tsx).
    expect(calls.map((c) => c.queryKey)).toEqual([listKey(STORE, firstPageParams(def!))]);
    expect(calls[0].action).toBe('list');
  });

  it("a row: the record (useGetOne's key, id as text) and its first tab's calls", async () => {
    const calls = await plan(
      { resource: STORE, id: 'ST00001' },
      { registry: lazyRegistry, dataProvider: asProvider(provider()), allowed: () => true, loadView },
    );
    // The store's first tab (general) shows the record's fields only.
    expect(calls.map((c) => c.queryKey)).toEqual([recordKey(STORE, 'ST00001')]);
    expect(calls[0].action).toBe('show');
  });

  it('a tab: the code of the values it shows on first use (the api tab: a secret), where the role may see it', async () => {
    const deps = { registry: lazyRegistry, dataProvider: asProvider(provider()), loadView };
    await plan({ resource: STORE, id: 'ST00001', tab: 'api' }, { ...deps, allowed: () => false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(secretCode.asked).toBe(false);
    await plan({ resource: STORE, id: 'ST00001', tab: 'api' }, { ...deps, allowed: () => true });
    await vi.waitFor(() => expect(secretCode.asked).toBe(true));
  });

  it("a tab: its child list's first page (ReferenceManyField's key) and its own part", async () => {
    await lazyRegistry.load(STORE);
    const branch = lazyRegistry.screen(STORE)!.childDefs.find((c) => c.name === 'store/branch')!;
    const dp = provider();
    const branches = await plan(
      { resource: STORE, id: 'ST00001', tab: 'branches' },
      { registry: lazyRegistry, dataProvider: asProvider(dp), allowed: () => true, loadView },
    );
    expect(branches.map((c) => c.queryKey)).toEqual([
      referenceKey('store/branch', {
        target: 'storeId',
        id: 'ST00001',
        pagination: { page: 1, perPage: CHILD_PAGE_SIZE },
        sort: childSort(branch),
        filter: {},
      }),
    ]);
    expect(branches[0]).toMatchObject({ resource: 'store/branch', action: 'list' });
    const api = await plan(
      { resource: STORE, id: 'ST00001', tab: 'api' },
      { registry: lazyRegistry, dataProvider: asProvider(dp), allowed: () => true, loadView },
    );
    expect(api.map((c) => c.queryKey)).toEqual([partKey(STORE, 'api', 'ST00001')]);
    await api[0].queryFn();
    expect(dp.loadPart).toHaveBeenCalledWith(STORE, { id: 'ST00001', tab: 'api' });
  });

  it("a record's page at rest: every tab's calls, each under its tab's key, and no record read", async () => {
    const def = (await lazyRegistry.load(STORE))!;
    const deps = {
      registry: lazyRegistry,
      dataProvider: asProvider(provider()),
      allowed: () => true,
      loadView,
    };
    const every = await plan({ resource: STORE, id: 'ST00001', everyTab: true }, deps);
    const one = async (tab: string) =>
      (await plan({ resource: STORE, id: 'ST00001', tab }, deps)).map((c) => c.queryKey);
    // A hover on a tab plans its whole group: one hover per group asks for every tab's calls.
    const groups = tabGroupsOf(def);
    const expected = (await Promise.all(groups.map((group) => one(group.tabs[0].name)))).flat();
    const sorted = (keys: readonly unknown[]) => keys.map((key) => JSON.stringify(key)).sort();
    // The store's tabs with calls of their own (branches, api, ...): the same keys the hovers ask.
    expect(expected.length).toBeGreaterThan(2);
    expect(sorted(every.map((c) => c.queryKey))).toEqual(sorted(expected));
    expect(
      every.some((c) => JSON.stringify(c.queryKey) === JSON.stringify(recordKey(STORE, 'ST00001'))),
    ).toBe(false);
  });

  it("a tab with a page of its own: the reads the page names (`firstReads`), under the page's key", async () => {
    const dp = provider();
    const files = await plan(
      { resource: STORE, id: 'ST00001', tab: 'files' },
      { registry: lazyRegistry, dataProvider: asProvider(dp), allowed: () => true, loadView },
    );
    // The key the documents page reads with (resources/store/store-detail/StoreFiles.tsx).
    expect(files.map((c) => c.queryKey)).toEqual([[STORE, 'files', 'ST00001']]);
    expect(files[0]).toMatchObject({ resource: STORE, action: 'show' });
    await files[0].queryFn();
    expect(dp.lookup).toHaveBeenCalledWith(STORE, {
      path: 'merchant/{id}/file',
      values: { id: 'ST00001' },
      signal: undefined,
    });
    // Nothing for a role that may not view the store.
    const refused = await plan(
      { resource: STORE, id: 'ST00001', tab: 'files' },
      { registry: lazyRegistry, dataProvider: asProvider(dp), allowed: () => false, loadView },
    );
    expect(refused).toEqual([]);
  });

  it("a tab: the master lists its fields and its child lists' columns show names from (useMasterList's key)", async () => {
    const request = vi.fn(async () => [{ name: 'Savings', value: 'S' }]);
    const deps = {
      registry: lazyRegistry,
      dataProvider: asProvider(provider()),
      allowed: () => true,
      loadView,
      masterLists: { http: { request } as unknown as HttpClient, catalog: MASTER_LIST_CATALOG },
    };
    const services = await plan({ resource: STORE, id: 'ST00001', tab: 'services' }, deps);
    expect(services.map((c) => c.queryKey)).toContainEqual(['masterList', 'service', null]);
    const accounts = await plan({ resource: STORE, id: 'ST00001', tab: 'bank-accounts' }, deps);
    const masters = accounts.filter((c) => c.queryKey[0] === 'masterList');
    // The bank and the account type are both columns of the bank accounts' list, shown by name.
    expect(masters.map((c) => c.queryKey)).toEqual(
      expect.arrayContaining([
        ['masterList', 'bank', null],
        ['masterList', 'accountType', null],
      ]),
    );
    const accountType = masters.find((c) => c.queryKey[1] === 'accountType')!;
    expect(accountType).toMatchObject({ resource: STORE, action: 'show', keep: true });
    await expect(accountType.queryFn()).resolves.toEqual([{ name: 'Savings', value: 'S', imageUrl: null }]);
    const source = MASTER_LIST_CATALOG.lists.accountType;
    expect(request).toHaveBeenCalledWith(source.service, source.path, expect.anything());
    // The record's page at rest reads them with what its tabs open.
    const everyTab = await plan({ resource: STORE, id: 'ST00001', everyTab: true }, deps);
    const keys = everyTab
      .filter((c) => c.queryKey[0] === 'masterList')
      .map((c) => JSON.stringify(c.queryKey));
    expect(keys).toContain(JSON.stringify(['masterList', 'accountType', null]));
  });

  it("a row or a tab of a grouped page: what the whole group shows, each of its tabs' master lists", async () => {
    const deps = {
      registry: lazyRegistry,
      dataProvider: asProvider(provider()),
      allowed: () => true,
      loadView,
      masterLists: { http: { request: vi.fn() } as unknown as HttpClient, catalog: MASTER_LIST_CATALOG },
    };
    const masters = (calls: { queryKey: readonly unknown[] }[]) =>
      calls.filter((c) => c.queryKey[0] === 'masterList').map((c) => c.queryKey[1]);
    // The store page opens on its overview: the general fields, the registration status, the customer
    // group and the service type, shown at once; the last three show names from their master lists.
    const row = await plan({ resource: STORE, id: 'ST00001' }, deps);
    expect(row.map((c) => c.queryKey)).toContainEqual(recordKey(STORE, 'ST00001'));
    expect(masters(row)).toEqual(
      expect.arrayContaining(['merchantRegisterStatus', 'customerGroup', 'merchantServiceType']),
    );
    // A hover on the overview's tab in the tab bar names its first tab, and plans the same group.
    const tab = await plan({ resource: STORE, id: 'ST00001', tab: 'general' }, deps);
    expect(masters(tab).sort()).toEqual(masters(row).sort());
    // An address's tab that is no tab of the page plans nothing for a tab.
    expect(await plan({ resource: STORE, id: 'ST00001', tab: 'nothing' }, deps)).toEqual([]);
  });

  it('the planner sends only what the role may see to the cache', async () => {
    // May see stores, not their branches.
    const { queryClient, dp, run } = planner((resource) => resource === STORE);
    await run({ resource: STORE, id: 'ST00002', tab: 'branches' });
    await run({ resource: STORE, id: 'ST00002' });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData([STORE, 'getOne', { id: 'ST00002' }])).toEqual({ id: 'ST00002' }),
    );
    expect(dp.getOne).toHaveBeenCalledTimes(1);
    expect(dp.getManyReference).not.toHaveBeenCalled();
  });

  it('a hover while a page warms up drops only an earlier hover, never the warm-up', async () => {
    const { queryClient, dp, run } = planner(() => true);
    // The warm-up waits for the Documents page's code (its first read); a row is hovered meanwhile, then
    // another: the pointer moved on from the first row.
    const warm = run({ resource: STORE, id: 'ST00004', everyTab: true });
    const first = run({ resource: STORE, id: 'ST00005' });
    const second = run({ resource: STORE, id: 'ST00006' });
    await Promise.all([warm, first, second]);
    await vi.waitFor(() => {
      expect(queryClient.getQueryData([STORE, 'getOne', { id: 'ST00006' }])).toEqual({ id: 'ST00006' });
      // The warm-up's reads: its child lists and the Documents page's first read.
      expect(dp.getManyReference).toHaveBeenCalledWith(
        'store/branch',
        expect.objectContaining({ id: 'ST00004' }),
      );
      expect(dp.lookup).toHaveBeenCalled();
    });
    expect(queryClient.getQueryData([STORE, 'getOne', { id: 'ST00005' }])).toBeUndefined();
  });

  it('starts no code and no call for a role that may not view the screen', async () => {
    const loadNothing = vi.fn(async () => undefined);
    const { dp, run } = planner(() => false, loadNothing);
    await run({ resource: STORE });
    await run({ resource: STORE, id: 'ST00003' });
    await run({ resource: STORE, id: 'ST00003', tab: 'api' });
    expect(loadNothing).not.toHaveBeenCalled();
    expect(dp.getList).not.toHaveBeenCalled();
    expect(dp.getOne).not.toHaveBeenCalled();
    expect(dp.loadPart).not.toHaveBeenCalled();
  });
});
