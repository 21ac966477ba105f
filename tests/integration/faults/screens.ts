/**
 * Every screen the registry declares, generated from the declarations (no list written by hand): the
 * fault matrix (tests/integration/faults/) and the accessibility run (tests/e2e/a11y.spec.ts) both
 * loop over `registryScreens()`, so a new declaration is covered without touching the tests.
 *
 * A declaration the generator cannot open throws here (the tests then fail while collecting), so
 * nothing is skipped silently; a screen it deliberately leaves out is listed in NOT_OPENED with why.
 * No React in this file: Playwright imports it too.
 */
import type { GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';
import { isTableName, type MockDb } from '../../../mocks/db/index.ts';
import { resources } from '../../../resources/declared.ts';
import {
  absoluteTemplate,
  addressTemplate,
  lineage,
  type AddressKind,
} from '../../../src/schema/routing/addresses.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';

export type ScreenKind =
  | 'list'
  | 'view'
  | 'create'
  | 'edit'
  | 'tab'
  | 'tabForm'
  | 'viewAll'
  | 'formAll'
  | 'settings'
  | 'settingsForm'
  | 'operation'
  | 'route';

export interface Screen {
  def: ResourceDefinition;
  kind: ScreenKind;
  /** Path with `:params` still to fill, e.g. `/management/role/view/:id`. */
  template: string;
  /** For test titles: `management/role › view/:id`. */
  title: string;
}

/**
 * Declared routes (`routes`) left out on purpose, by template, with the reason. Put a route here only
 * with a reason a reviewer can check, and only where another test opens it.
 */
export const NOT_OPENED: Readonly<Record<string, string>> = {
  '/store/store-detail/view/:storeId/view/branch/:id':
    "a store and one of its branches in one URL; opened as store/branch's view (its address)",
  '/store/store-detail/:formType/:storeId/branch/:id':
    "a store and one of its branches in one URL; opened as store/branch's edit and create (their addresses)",
};

/**
 * Declarations left out whole, with the reason (printed nowhere else: keep it checkable). The branch
 * pages need a store, one of that store's branches and a tab in one URL, which the generator cannot
 * pick; tests/e2e/store-detail.spec.ts opens each of them with real ids.
 */
export const NOT_OPENED_DECLARATIONS: Readonly<Record<string, string>> = {
  'store/store-detail-branch':
    'store, branch of that store and tab in one URL; opened in store-detail.spec.ts',
  'store/branch-biller':
    'a child of the branch pages above (needs a branch that has billers); opened in store-detail.spec.ts',
};

/**
 * Declarations without a list of their own whose ids come from another resource's list: name →
 * the resource to read an id from. A detail-only declaration missing here makes `idsFor` throw.
 */
export const ID_SOURCES: Readonly<Record<string, string>> = {
  // The MDR list's rows open mdr-detail by the same mdrId.
  'account/mdr-detail': 'account/mdr',
};

/**
 * `:params` with one fixed value the generator knows (besides ids); any other makes `fillPath` throw.
 * `formType` of a form route, the document type and mode of a store's file page.
 */
const FIXED_PARAMS: Readonly<Record<string, string>> = {
  formType: 'edit',
  typeFile: 'ID_CARD',
  form: 'form',
};

function rootOf(def: ResourceDefinition, registry: readonly ResourceDefinition[]): string {
  if (!def.parent) return `/${def.name}`;
  const parent = registry.find((r) => r.name === def.parent?.resource);
  if (!parent) {
    throw new Error(`${def.name}: its parent "${def.parent.resource}" is not in the registry`);
  }
  return `/${parent.name}/view/:${def.parent.param}/${def.parent.segment ?? def.path}`;
}

/** The screens of one declaration, each once (a declared route may replace a generated one). */
export function screensOf(
  def: ResourceDefinition,
  registry: readonly ResourceDefinition[] = resources,
): Screen[] {
  const out = new Map<string, Screen>();
  const add = (kind: ScreenKind, template: string) => {
    // A child's pages sit under its top-level ancestor's: name them from that one's path on.
    const base = `/${lineage(def)[0]?.resource ?? def.name}`;
    const rest = template === base ? '' : template.slice(base.length + 1);
    const title = `${def.name} › ${rest || kind}`;
    out.set(template, { def, kind, template, title });
  };
  const views = new Set(def.views);

  if (def.operation) {
    add('operation', `/${def.name}`);
    return [...out.values()];
  }
  if (def.settings) {
    add('settings', `/${def.name}`);
    if (def.settings.form === 'route' && views.has('edit')) add('settingsForm', `/${def.name}/form`);
    return [...out.values()];
  }

  const root = rootOf(def, registry);
  // Each screen at its address (docs/routes.md, "One address per screen"): the declared one where the
  // declaration names one (its generated address only redirects there), else the generated one.
  const at = (kind: AddressKind, tab?: string) => {
    const template = absoluteTemplate(addressTemplate(def, kind), def);
    return tab === undefined ? template : template.replace(':tab', tab);
  };
  // A child's list sits on its parent's view page, which is a screen of the parent.
  if (views.has('list') && !def.parent) add('list', root);
  if (views.has('show')) add('view', at('view'));
  if (views.has('create')) add('create', at('create'));
  if (views.has('edit')) add('edit', at('edit'));
  for (const tab of def.tabs ?? []) {
    if (views.has('show')) add('tab', at('tab', tab.name));
    // Only a tab with fields of the record's own has a form; one read from its own call is read-only.
    if (views.has('edit') && tab.load === undefined && tab.fields.length > 0) {
      add('tabForm', at('tabForm', tab.name));
    }
  }
  if (def.tabs && views.has('show')) add('viewAll', at('viewAll'));
  if (def.tabs && views.has('edit')) add('formAll', at('formAll'));
  for (const route of def.routes ?? []) {
    const template = `${root}/${route.path}`;
    if (NOT_OPENED[template] === undefined) add('route', template);
  }

  if (out.size === 0) {
    throw new Error(
      `${def.name}: the screen generator found nothing to open (views ${JSON.stringify(def.views)}). ` +
        'Teach tests/integration/faults/screens.ts this kind of declaration, or list it in NOT_OPENED.',
    );
  }
  return [...out.values()];
}

/** Every screen of the registry, in registry order. */
export function registryScreens(registry: readonly ResourceDefinition[] = resources): Screen[] {
  return registry
    .filter((def) => NOT_OPENED_DECLARATIONS[def.name] === undefined)
    .flatMap((def) => screensOf(def, registry));
}

export interface ScreenIds {
  id?: Identifier;
  parentId?: Identifier;
  /** A child of a child: the ids of the ancestors above its parent, by their `:param`. */
  ancestorIds?: Readonly<Record<string, Identifier>>;
}

/** The `:params` a screen's path needs. */
export function paramsOf(screen: Screen): string[] {
  return [...screen.template.matchAll(/:(\w+)/g)].map((m) => m[1]);
}

/** The path to open, every `:param` filled; an unknown one throws (teach it here, do not skip it). */
export function fillPath(screen: Screen, ids: ScreenIds): string {
  return screen.template.replace(/:(\w+)/g, (_match, name: string) => {
    let value: Identifier | undefined;
    if (name === 'id') value = ids.id;
    else if (FIXED_PARAMS[name] !== undefined) value = FIXED_PARAMS[name];
    else if (screen.def.parent && name === screen.def.parent.param) value = ids.parentId;
    else if (ids.ancestorIds?.[name] !== undefined) value = ids.ancestorIds[name];
    if (value === undefined) {
      throw new Error(`${screen.title}: no value for ":${name}"; teach tests/integration/faults/screens.ts`);
    }
    return encodeURIComponent(String(value));
  });
}

export type GetList = (resource: string, params: GetListParams) => Promise<GetListResult<RaRecord>>;

/** How many records of one level `lineageIds` tries before it gives up on that level. */
const LINEAGE_CANDIDATES = 1000;

/** The ids of a resource's first records (up to `perPage`), a child's limited to its parent (`meta`). */
async function listIds(
  getList: GetList,
  def: ResourceDefinition,
  meta: Record<string, Identifier> | undefined,
  perPage: number,
): Promise<Identifier[]> {
  const { data } = await getList(def.name, {
    pagination: { page: 1, perPage },
    sort: def.sort ?? { field: def.idField, order: 'ASC' },
    filter: {},
    meta,
  });
  return data.map((record) => record.id);
}

async function firstId(
  getList: GetList,
  def: ResourceDefinition,
  meta?: Record<string, Identifier>,
): Promise<Identifier> {
  const [first] = await listIds(getList, def, meta, 1);
  if (first === undefined) throw new Error(`${def.name}: its list is empty, so no record page can be opened`);
  return first;
}

/**
 * For a child of a child: one record per level of its lineage, outermost first, each a record of the
 * level above that has records down to `def` (item prices: the first store with a biller that has
 * item prices, that biller, and its first item price). Each level's list is limited to the record
 * above it, as the page that lists it is. Returns the ancestors' ids by their `:param` and the
 * first record of `def` under them.
 */
async function lineageIds(
  getList: GetList,
  def: ResourceDefinition,
  registry: readonly ResourceDefinition[],
): Promise<{ params: Record<string, Identifier>; id: Identifier }> {
  const links = lineage(def);
  const levels = links.map((link) => {
    const found = registry.find((r) => r.name === link.resource);
    if (!found) throw new Error(`${def.name}: its ancestor "${link.resource}" is not in the registry`);
    return found;
  });
  type Found = { params: Record<string, Identifier>; id: Identifier };
  const search = async (level: number, meta?: Record<string, Identifier>): Promise<Found | undefined> => {
    if (level === links.length) {
      const [id] = await listIds(getList, def, meta, 1);
      return id === undefined ? undefined : { params: {}, id };
    }
    const { param } = links[level];
    for (const candidate of await listIds(getList, levels[level], meta, LINEAGE_CANDIDATES)) {
      const below = await search(level + 1, { [param]: candidate });
      if (below) return { params: { [param]: candidate, ...below.params }, id: below.id };
    }
    return undefined;
  };
  const found = await search(0);
  if (!found) {
    throw new Error(
      `${def.name}: no ${links.map((link) => link.resource).join(' → ')} chain in the seed leads to a ` +
        'record of it, so no record page can be opened',
    );
  }
  return found;
}

/**
 * Real ids for a screen, read from the lists through the console's data provider (`getList`): the
 * first record of the resource (of its parent first, for a child).
 */
export async function idsFor(
  screen: Screen,
  getList: GetList,
  registry: readonly ResourceDefinition[] = resources,
): Promise<ScreenIds> {
  const params = paramsOf(screen);
  const ids: ScreenIds = {};
  const { def } = screen;
  if (def.parent && def.ancestors?.length) {
    const { params: chain, id } = await lineageIds(getList, def, registry);
    const { [def.parent.param]: parentId, ...above } = chain;
    ids.parentId = parentId;
    ids.ancestorIds = above;
    if (params.includes('id')) ids.id = id;
    return ids;
  }
  if (def.parent && params.includes(def.parent.param)) {
    const parent = registry.find((r) => r.name === def.parent?.resource);
    if (!parent) throw new Error(`${def.name}: no parent "${def.parent.resource}"`);
    ids.parentId = await firstId(getList, parent);
  }
  if (params.includes('id')) {
    const source = ID_SOURCES[def.name];
    if (source !== undefined) {
      const from = registry.find((r) => r.name === source);
      if (!from) throw new Error(`${def.name}: ID_SOURCES names "${source}", which is not in the registry`);
      ids.id = await firstId(getList, from);
    } else if (def.parent) {
      ids.id = await firstId(getList, def, { [def.parent.param]: ids.parentId ?? '' });
    } else if (def.endpoints.list) {
      ids.id = await firstId(getList, def);
    } else {
      throw new Error(
        `${def.name}: a record page with no list to take an id from; name one in ID_SOURCES ` +
          '(tests/integration/faults/screens.ts)',
      );
    }
  }
  return ids;
}

/**
 * `getList` over the seeded demo database (for e2e, whose browser serves the same seed once reset):
 * the resource's rows, a child's limited to its parent (`meta`), in the order the mock keeps them,
 * one page of them.
 */
export function seedGetList(db: MockDb, registry: readonly ResourceDefinition[] = resources): GetList {
  return async (resource, params) => {
    const def = registry.find((r) => r.name === resource);
    if (!def) throw new Error(`No declaration "${resource}"`);
    if (!isTableName(def.mock.table)) throw new Error(`${resource}: no mock table "${def.mock.table}"`);
    const meta = (params.meta ?? {}) as Record<string, unknown>;
    const rows = (db.table(def.mock.table).list() as readonly Record<string, unknown>[]).filter((row) =>
      Object.entries(meta).every(([key, value]) => String(row[key]) === String(value)),
    );
    const { page, perPage } = params.pagination ?? { page: 1, perPage: rows.length };
    const data = rows
      .slice((page - 1) * perPage, page * perPage)
      .map((row) => ({ ...row, id: String(row[def.idField]) }));
    return { data, total: rows.length };
  };
}
