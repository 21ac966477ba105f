/**
 * What a pointer or a focus on a menu item, a list row or a tab is about to open, and its first calls
 * (docs/architecture.md, "Loading policy"). Loaded on the first intent (src/loading/intent.tsx),
 * never with the first screen. The calls go to the engine (src/loading/engine.ts), which keeps
 * them to the role's permissions, a few at a time, and to what the cache does not hold already.
 *
 * - a menu item: its declaration, its list's code and the list's first page;
 * - a list row: the record's view code, the record, and what the view's first tab group shows;
 * - a tab: what its group shows (a page without groups: the tab alone), for each of its tabs: its own
 *   call (`load`), the first page of each of its child lists, the master lists its fields and columns
 *   show names from, its page's code.
 * - a record's page at rest (`everyTab`): what each of its tabs opens, as above.
 * - the start page's menu item (`queues`): the count of each work queue the heads declare.
 *
 * Every key is the one the screen asks with: react-admin's hooks' through src/loading/keys.ts, the
 * console's `LoadedPart` (`loadPartKey`) and `useMasterList` (`masterListQueryKey`).
 */
import type { DataProvider, Identifier } from 'react-admin';
import { firstPageParams, hasGeneratedList, queueReads } from './firstPage.ts';
import { listAnswer, listKey, partKey, recordKey, referenceKey } from './keys.ts';
import type { HttpClient } from '../data/http.ts';
import { createIntentEngine, type IntentCall, type IntentEngineOptions } from './engine.ts';
import { fetchMasterList, masterListQueryKey, needsParent } from '../data/masterLists.ts';
import type { MasterListCatalog } from '../schema/masterLists.ts';
import { preloadFieldDisplays } from '../schema/fields/FieldDisplay.tsx';
import { inList, inShow } from '../schema/placement.ts';
import type { LazyRegistry } from '../schema/lazyRegistry.ts';
import { groupOfTab, tabGroupsOf } from '../schema/show/tabGroups.ts';
import { tabPage } from '../schema/show/tabPage.ts';
import { CHILD_PAGE_SIZE, childSort } from '../schema/show/childPage.ts';
import type { FieldDeclaration, ResourceDefinition, TabDeclaration, ViewName } from '../schema/types.ts';

/** What the pointer or the focus rests on: a menu item (resource), a row (id), a tab (id and tab). */
export interface IntentTarget {
  resource: string;
  id?: Identifier;
  tab?: string;
  /** Every tab of the record's page: the page is open, and what its tabs open loads while it rests. */
  everyTab?: boolean;
  /** The start page: the count of every work queue the heads declare (`resource` is the page's route). */
  queues?: boolean;
}

export interface IntentDeps {
  registry: Pick<LazyRegistry, 'load' | 'screen'> & Partial<Pick<LazyRegistry, 'heads'>>;
  dataProvider: DataProvider;
  queryClient: IntentEngineOptions['queryClient'];
  allowed: IntentEngineOptions['allowed'];
  /** Starts loading a view's code (src/schema/routing/lazyViews.ts, `preloadView`; given, as that module imports the list, which imports the intent). */
  loadView: (def: ResourceDefinition, view: ViewName) => Promise<unknown>;
  maxInFlight?: number;
  /** Where master lists are read (src/data/masterLists.ts): a tab's own lists are read with its calls. */
  masterLists?: { http: HttpClient; catalog: MasterListCatalog };
}

type PartReader = {
  loadPart?: (resource: string, params: { id: Identifier; tab: string }) => Promise<unknown>;
  lookup?: (
    resource: string,
    params: { path: string; values?: Record<string, unknown>; signal?: AbortSignal },
  ) => Promise<unknown>;
};

const ignore = () => undefined;

export function listCall(def: ResourceDefinition, dataProvider: DataProvider): IntentCall {
  const { pagination, sort, filter } = firstPageParams(def);
  const params = { pagination, sort, filter, meta: undefined };
  return {
    resource: def.name,
    action: 'list',
    queryKey: listKey(def.name, params),
    queryFn: () => dataProvider.getList(def.name, params).then(listAnswer),
  };
}

/** The start page's counts: each queue's filtered list call, under the key its card reads. */
export function queueCalls(heads: LazyRegistry['heads'], dataProvider: DataProvider): IntentCall[] {
  return queueReads(heads, new Date()).map(({ resource, params }) => ({
    resource,
    action: 'list',
    queryKey: listKey(resource, params),
    queryFn: () => dataProvider.getList(resource, params).then(listAnswer),
  }));
}

export function recordCall(def: ResourceDefinition, id: Identifier, dataProvider: DataProvider): IntentCall {
  return {
    resource: def.name,
    action: 'show',
    queryKey: recordKey(def.name, id),
    queryFn: () => dataProvider.getOne(def.name, { id }).then(({ data }) => data),
  };
}

export function childListCall(
  child: ResourceDefinition,
  id: Identifier,
  dataProvider: DataProvider,
): IntentCall {
  const target = child.parent?.param ?? '';
  const params = {
    target,
    id,
    pagination: { page: 1, perPage: CHILD_PAGE_SIZE },
    sort: childSort(child),
    filter: {},
    meta: undefined,
  };
  return {
    resource: child.name,
    action: 'list',
    queryKey: referenceKey(child.name, params),
    queryFn: () => dataProvider.getManyReference(child.name, params).then(listAnswer),
  };
}

/** A tab's own calls: its part (`load`) and the first page of each child list it shows. */
export function tabCalls(
  def: ResourceDefinition,
  childDefs: readonly ResourceDefinition[],
  tab: TabDeclaration,
  id: Identifier,
  dataProvider: DataProvider & PartReader,
): IntentCall[] {
  const calls: IntentCall[] = [];
  const loadPart = dataProvider.loadPart;
  if (tab.load && loadPart) {
    calls.push({
      resource: def.name,
      action: 'show',
      queryKey: partKey(def.name, tab.name, id),
      queryFn: () => loadPart(def.name, { id, tab: tab.name }),
    });
  }
  for (const child of childDefs) {
    if (child.parent && tab.children?.includes(child.name))
      calls.push(childListCall(child, id, dataProvider));
  }
  return calls;
}

/** The fields of the record a tab shows. */
function tabFields(def: ResourceDefinition, tab: TabDeclaration): FieldDeclaration[] {
  return def.fields.filter((field) => tab.fields.includes(field.source) && inShow(field));
}

/**
 * The master lists a tab shows values by (its fields, its child lists' columns), each once: those read
 * whole, not those that need another field's value first (`dependsOn`) nor fixed ones (no call).
 */
function tabMasterLists(
  def: ResourceDefinition,
  childDefs: readonly ResourceDefinition[],
  tab: TabDeclaration,
  catalog: MasterListCatalog,
): string[] {
  const shown = [
    ...tabFields(def, tab),
    ...childDefs
      .filter((child) => child.parent && tab.children?.includes(child.name))
      .flatMap((child) => child.fields.filter(inList)),
  ];
  const names = shown.flatMap((field) => (field.type === 'master' && !field.dependsOn ? [field.list] : []));
  return [...new Set(names)].filter((name) => catalog.lists[name] && !needsParent(catalog, name));
}

/** The read of a whole master list, under the key its fields read it with (`useMasterList`). */
function masterListCall(
  resource: string,
  name: string,
  { http, catalog }: NonNullable<IntentDeps['masterLists']>,
): IntentCall {
  return {
    resource,
    action: 'show',
    queryKey: masterListQueryKey(name),
    queryFn: () => fetchMasterList(http, catalog, name),
    keep: true,
  };
}

/** The calls a target opens, its code started on the way (both only where the role may look). */
export async function plan(
  target: IntentTarget,
  {
    registry,
    dataProvider,
    allowed,
    loadView,
    masterLists,
  }: Pick<IntentDeps, 'registry' | 'dataProvider' | 'allowed' | 'loadView' | 'masterLists'>,
): Promise<IntentCall[]> {
  if (target.queues) return queueCalls(registry.heads ?? [], dataProvider);
  const def = await registry.load(target.resource);
  if (!def) return [];
  const code = (view: ViewName, action: string) => {
    if (allowed(def.name, action) === true && def.views.includes(view))
      void loadView(def, view).catch(ignore);
  };
  if (target.id === undefined) {
    code('list', 'list');
    return hasGeneratedList(def) ? [listCall(def, dataProvider)] : [];
  }
  const childDefs = registry.screen(def.name)?.childDefs ?? [];
  const id = target.id;
  const mayShow = allowed(def.name, 'show') === true;
  /** A tab's calls: its own, then its page's code and the reads the page makes first. */
  const ofTab = async (tab: TabDeclaration): Promise<IntentCall[]> => {
    const calls = tabCalls(def, childDefs, tab, id, dataProvider);
    // The code of the values it shows that come on first use (a secret, a file).
    if (mayShow) void preloadFieldDisplays(tabFields(def, tab));
    // The names its fields and columns show for codes: read with the tab's calls, after them.
    if (masterLists)
      for (const name of tabMasterLists(def, childDefs, tab, masterLists.catalog))
        calls.push(masterListCall(def.name, name, masterLists));
    if (tab.page && mayShow) {
      // The page's code (into the part the tab renders, so that it renders at once), then the reads
      // it makes first (it names them: `firstReads`).
      void tabPage(tab.page).preload().catch(ignore);
      const page = await tab.page().catch(ignore);
      const lookup = dataProvider.lookup;
      if (page?.firstReads && lookup) {
        const read = (path: string, values: Record<string, unknown>, signal?: AbortSignal) =>
          lookup(def.name, { path, values, signal });
        for (const first of page.firstReads(id, read))
          calls.push({
            resource: def.name,
            action: 'show',
            queryKey: [...first.queryKey],
            queryFn: first.queryFn,
          });
      }
    }
    return calls;
  };
  const ofTabs = async (tabs: readonly TabDeclaration[]) => (await Promise.all(tabs.map(ofTab))).flat();
  if (target.everyTab) return ofTabs(def.tabs ?? []);
  // What the click shows: the tab's group, all its tabs at once (the first group for a row).
  const known = target.tab === undefined || def.tabs?.some((t) => t.name === target.tab) === true;
  const group = known ? groupOfTab(tabGroupsOf(def), target.tab) : undefined;
  const calls: IntentCall[] = [];
  if (target.tab === undefined) {
    code('show', 'show');
    // A child's record is read with its parent in `meta`, which a row of a top-level list does not know.
    if (!def.parent) calls.push(recordCall(def, id, dataProvider));
  }
  if (group) calls.push(...(await ofTabs(group.tabs)));
  return calls;
}

/** One engine per console: each intent is planned, then its calls queued (the latest intent first). */
export function createIntentPlanner(deps: IntentDeps): (target: IntentTarget) => Promise<void> {
  const engine = createIntentEngine(deps);
  let latest = 0;
  return async (target) => {
    // A record page's warm-up (every tab) is no pointer's: a hover while it is planned does not drop it.
    const warmUp = target.everyTab === true;
    if (!warmUp) latest += 1;
    const mine = latest;
    // A declaration that failed to load is the screen's to report when it opens.
    const calls = await plan(target, deps).catch((): IntentCall[] => []);
    // A later intent came while this one's declaration loaded: the pointer has moved on.
    if (warmUp || mine === latest) engine.run(calls, { warmUp });
  };
}
