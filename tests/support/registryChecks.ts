/**
 * The registry checks (docs/adding-a-resource.md, "What the registry gives every entity for free"):
 * each returns the problems it finds in the declarations it is given, so tests/unit/schema/registry.test.ts
 * runs them over the registry and over broken declarations, and tests/integration/guide-replay.test.tsx
 * over the entities the guide adds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { I18nProvider } from 'ra-core';
import { vi } from 'vitest';
import { createI18nProvider, LOCALES } from '../../i18n/index.ts';
import { createMockDb } from '../../mocks/db/index.ts';
import type { DeclaredTable } from '../../mocks/db/seeds/define.ts';
import { routeClashes } from '../../mocks/handlers/index.ts';
import { queryList } from '../../mocks/handlers/query.ts';
import { createMockServer } from '../../mocks/node.ts';
import { createTestIssuer } from '../../mocks/auth/testIssuer.ts';
import { MENU_GROUPS, MENU_ICONS } from '../../resources/catalog/menus.ts';
import { MASTER_LISTS } from '../../resources/catalog/masterLists.ts';
import { STATUS_VOCABULARIES } from '../../resources/catalog/statuses.ts';
import { normalizeMenuName } from '../../src/auth/menus.ts';
import type { AppConfig, ServiceConfig } from '../../src/config/types.ts';
import { isRecord } from '../../src/contract/isRecord.ts';
import { ACTIONS } from '../../src/contract/roleMenus.ts';
import { fillPath } from '../../src/data/resourceDataProvider.ts';
import { readPath } from '../../src/data/readPath.ts';
import { fieldLabel, filterLabel, resourceName } from '../../src/schema/labels.ts';
import { keyPattern, matchKey } from '../../src/schema/lookup/plan.ts';
import { childSegment } from '../../src/schema/routing/paths.ts';
import { tabGroupProblems } from '../../src/schema/show/tabGroups.ts';
import {
  isScreen,
  type ChoiceOption,
  type FieldDeclaration,
  type HttpMethod,
  type RegistryEntry,
  type ResourceDefinition,
} from '../../src/schema/types.ts';

export const config = JSON.parse(
  readFileSync(resolve(process.cwd(), 'public/config.json'), 'utf8'),
) as AppConfig;
const SMOKE_SPEC = resolve(process.cwd(), 'tests/e2e/registry-smoke.spec.ts');

export type Check =
  | 'menu'
  | 'permission'
  | 'children'
  | 'tabs'
  | 'labels'
  | 'forms'
  | 'mock'
  | 'mockData'
  | 'routes'
  | 'e2e'
  | 'lookup';
export interface Problem {
  check: Check;
  resource: string;
  detail: string;
}

// ---------------------------------------------------------------------------------------------------
// Messages: the entity, its file, the fix

/**
 * The folder of each entity's head under resources/ (its `area` and `path`, read from the file), so
 * that a problem names the file to change; the kept examples only where no registered entity has the
 * name.
 */
function headFolders(root = resolve(process.cwd(), 'resources')): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name === 'index.ts' && dir !== root) {
        const text = readFileSync(path, 'utf8');
        const area = /\barea: '([^']+)'/.exec(text)?.[1];
        const own = /\bpath: '([^']+)'/.exec(text)?.[1];
        const name = `${area}/${own}`;
        const folder = relative(process.cwd(), dir);
        if (area && own && (!found.has(name) || found.get(name)?.includes('/examples/')))
          found.set(name, folder);
      }
    }
  };
  visit(root);
  return found;
}

let folders: Map<string, string> | undefined;

/** The file an entity's declaration is in (`resources/<area>/…/declaration.ts`), as far as it is found. */
export function declarationFile(resource: string): string {
  folders ??= headFolders();
  const folder = folders.get(resource);
  return folder
    ? `${folder}/declaration.ts`
    : `the declaration of ${resource} (no head under resources/ names it)`;
}

/** What to do about each kind of problem, where its detail does not say it already. */
const FIXES: Record<Check, string> = {
  menu: 'change the `menu` of its head (index.ts beside the declaration)',
  permission: 'give it the key of a declared menu (its parent’s for a child), and known actions',
  children: 'name a declared parent and a `parent.segment` no sibling has',
  tabs: 'group its tabs (`tabGroups`): every tab in one group, at most eight in the bar',
  labels: 'add the label in Thai and English to its `i18n` (`fields.<source>`, else `messages.<key>`)',
  forms: 'place the field in the form that needs it',
  mock: 'declare only calls its service has, and seed a record the calls can find (seed.ts, mock.ts)',
  mockData: 'make its seed.ts and the declaration agree',
  routes: 'name the declaration in the hand-written route (`overrides`) or drop the route',
  e2e: 'loop over `resources` in tests/e2e/registry-smoke.spec.ts',
  lookup: 'change its `lookup` (docs/lookup.md)',
};

/**
 * Each problem as one line naming the entity, the file to change and the fix: what the registry test
 * shows when a check fails.
 */
export function explain(problems: readonly Problem[]): string[] {
  return problems.map(({ check, resource, detail }) => {
    // A check that knows the fix for this very case says it (`… — fix: …`).
    const fix = detail.includes(' — fix: ') ? '' : ` — fix: ${FIXES[check]}`;
    return resource === '' ? `${detail}${fix}` : `${resource}, ${declarationFile(resource)}: ${detail}${fix}`;
  });
}

// ---------------------------------------------------------------------------------------------------
// Menus

const THAI = /[\u0E00-\u0E7F]/;

/**
 * Every menu of the catalogue is declared once: its key, names and landing rank are its own, its
 * `order` is its own within its group, and its group and icon are of the catalogue. (docs/routes.md's
 * menu table is written from these by `npm run docs:routes`.)
 */
export function menuProblems(entries: readonly RegistryEntry[]): Problem[] {
  const problems: Problem[] = [];
  const report = (resource: string, detail: string) => problems.push({ check: 'menu', resource, detail });
  const withMenu = entries.filter((e) => e.menu !== undefined);
  const seenNames = new Map<string, string>();
  const seenRanks = new Map<number, string>();
  const seenKeys = new Map<string, string>();
  const seenOrders = new Map<string, string>();
  for (const entry of withMenu) {
    const menu = entry.menu!;
    const key = String(entry.permission);
    if (seenKeys.has(key)) report(entry.name, `menu "${key}" is also declared by ${seenKeys.get(key)}`);
    seenKeys.set(key, entry.name);
    if (!(MENU_GROUPS as readonly string[]).includes(menu.group))
      report(entry.name, `menu group "${menu.group}" is not one of ${MENU_GROUPS.join(', ')}`);
    if (!(MENU_ICONS as readonly string[]).includes(menu.icon))
      report(entry.name, `menu icon "${menu.icon}" is not one of resources/catalog/menus.ts`);
    const place = `${menu.group}\n${menu.order}`;
    const sharing = seenOrders.get(place);
    if (sharing !== undefined)
      report(
        entry.name,
        `menu order ${menu.order} in the group "${menu.group}" is also ${sharing}'s, so the side menu's ` +
          `order of the two is left to chance — fix: give \`menu.order\` a number no other menu of ` +
          `"${menu.group}" has (its head, index.ts)`,
      );
    else seenOrders.set(place, entry.name);
    if (menu.landing === undefined) {
      // No rank: it comes after every ranked menu.
    } else if (!Number.isInteger(menu.landing) || menu.landing < 1)
      report(
        entry.name,
        `menu "${key}" landing rank is not a whole number from 1 (got ${String(menu.landing)})`,
      );
    else if (seenRanks.has(menu.landing))
      report(entry.name, `landing rank ${menu.landing} is also ${seenRanks.get(menu.landing)}'s`);
    else seenRanks.set(menu.landing, entry.name);
    if (!THAI.test(menu.nameTh)) report(entry.name, `Thai menu name "${menu.nameTh}" has no Thai letter`);
    if (menu.nameEn.trim() === '' || THAI.test(menu.nameEn))
      report(entry.name, `English menu name "${menu.nameEn}" is blank or Thai`);
    for (const name of [menu.nameTh, menu.nameEn]) {
      const normalized = normalizeMenuName(name);
      const other = seenNames.get(normalized);
      if (other !== undefined && other !== entry.name)
        report(entry.name, `menu name "${name}" is also ${other}'s`);
      seenNames.set(normalized, entry.name);
    }
  }
  return problems;
}

/**
 * Every entry's name (its route, `<area>/<path>`) is its own: the second of two entries on one route
 * would never be shown, and its screens would open the first one's.
 */
export function nameProblems(entries: readonly RegistryEntry[]): Problem[] {
  const first = new Map<string, number>();
  return entries.flatMap((entry, index) => {
    const earlier = first.get(entry.name);
    if (earlier === undefined) {
      first.set(entry.name, index);
      return [];
    }
    return [
      {
        check: 'menu' as const,
        resource: entry.name,
        detail:
          `entries ${earlier + 1} and ${index + 1} of the registry are both at /${entry.name} — fix: ` +
          `give one of them another \`path\` (its head, index.ts), or register the entity once`,
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------------------
// Permission

/**
 * A screen's key is a declared menu's; a screen at a menu's route is that menu; a child (`parent`) has
 * its parent's key (its pages sit on the parent's view page, behind the parent's menu); actions are known.
 */
export function permissionProblems(
  defs: readonly ResourceDefinition[],
  entries: readonly RegistryEntry[] = defs,
): Problem[] {
  const problems: Problem[] = [];
  const report = (def: ResourceDefinition, detail: string) =>
    problems.push({ check: 'permission', resource: def.name, detail });
  const menus = entries.filter((e) => e.menu !== undefined);
  for (const def of defs) {
    if (!menus.some((m) => m.permission === def.permission)) {
      report(def, `"${String(def.permission)}" is not the key of a declared menu`);
    }
    // A screen at a menu's route is that menu: the role's menu of another name must not open it.
    const atRoute = menus.find((m) => m.name === def.name);
    if (atRoute && atRoute.permission !== def.permission) {
      report(
        def,
        `its route is the menu "${atRoute.permission}" but it declares "${String(def.permission)}"`,
      );
    }
    const parent = def.parent ? entries.find((e) => e.name === def.parent?.resource) : undefined;
    if (parent && parent.permission !== def.permission) {
      report(
        def,
        `a child of ${parent.name} declares "${String(def.permission)}", not its parent's menu key ` +
          `"${String(parent.permission)}"`,
      );
    }
    for (const action of def.actions ?? []) {
      if (!ACTIONS.includes(action.permission)) {
        report(def, `action ${action.name} needs "${String(action.permission)}", not a known action`);
      }
    }
    for (const field of def.fields) {
      if (field.type === 'embeddedList' && field.toggle && !ACTIONS.includes(field.toggle.permission)) {
        report(def, `${field.source} toggle needs "${String(field.toggle.permission)}", not a known action`);
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// Children

/**
 * A child's `parent` names a declared screen, and no two children of one parent share a route segment
 * (`parent.segment`, default the child's path): the second one's rows would open the first one's pages.
 */
export function childProblems(
  defs: readonly ResourceDefinition[],
  entries: readonly RegistryEntry[] = defs,
): Problem[] {
  const problems: Problem[] = [];
  const taken = new Map<string, string>();
  for (const def of defs) {
    if (!def.parent) continue;
    const report = (detail: string) => problems.push({ check: 'children', resource: def.name, detail });
    const parent = entries.find((e) => e.name === def.parent?.resource);
    if (!parent || !isScreen(parent)) {
      report(`its parent "${def.parent.resource}" is not a declared screen`);
      continue;
    }
    const segment = childSegment(def);
    const place = `${parent.name} view/:${def.parent.param}/${segment}`;
    const other = taken.get(`${parent.name}\n${segment}`);
    if (other !== undefined) {
      report(`its pages at ${place} are also ${other}'s: its rows would open that child's screens`);
    } else taken.set(`${parent.name}\n${segment}`, def.name);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// Tab groups

/**
 * A page's tab bar shows at most eight tabs: a page with more tabs groups them (`tabGroups`), every
 * tab in exactly one group of a name of its own, and no group naming a tab the page lacks
 * (src/schema/show/tabGroups.ts). Its child tabs count: give them to the page (a child tab no group
 * names fails here, though the page shows it as a group of its own).
 */
export function tabProblems(defs: readonly ResourceDefinition[]): Problem[] {
  return defs.flatMap((def) =>
    tabGroupProblems(def).map((detail) => ({ check: 'tabs' as const, resource: def.name, detail })),
  );
}

// ---------------------------------------------------------------------------------------------------
// Forms

/**
 * A required field is on the create form unless the service sets it (src/schema/placement.ts): one
 * declared off the create form (`form: 'edit'` or `false`) says so with `setBy: 'service'`, or the
 * form shows it against its declaration; `setBy: 'service'` on a field the create form has anyway
 * says nothing.
 */
export function formProblems(defs: readonly ResourceDefinition[]): Problem[] {
  const problems: Problem[] = [];
  for (const def of defs) {
    const creates = def.views.includes('create') || def.endpoints.create !== undefined;
    for (const field of def.fields) {
      const report = (detail: string) => problems.push({ check: 'forms', resource: def.name, detail });
      const off = field.form === 'edit' || field.form === false;
      if (creates && off && field.required === true && field.setBy !== 'service' && !field.readOnly)
        report(
          `required field "${field.source}" is declared form: ${JSON.stringify(field.form)}, but a create ` +
            `without it is refused, so the create form shows it anyway — fix: add setBy: 'service' to ` +
            `the field if the service sets it on create, else remove its form: ${JSON.stringify(field.form)}`,
        );
      if (field.setBy === 'service' && (!off || field.required !== true))
        report(
          `field "${field.source}" is declared setBy: 'service', which only keeps a required field that ` +
            `\`form\` leaves off the create form ('edit' or false) off it — fix: remove setBy`,
        );
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// Vocabularies

/** Master lists and status vocabularies named by fields and filters exist in resources/catalog. */
export function vocabularyProblems(defs: readonly ResourceDefinition[]): Problem[] {
  const problems: Problem[] = [];
  const lists = new Set([...Object.keys(MASTER_LISTS), 'adjustTransaction']);
  for (const def of defs) {
    const named = [...def.fields, ...(def.filters ?? [])];
    for (const item of named) {
      if (item.type === 'master' && !lists.has(item.list)) {
        problems.push({
          check: 'permission',
          resource: def.name,
          detail: `${item.source}: no master list "${item.list}"`,
        });
      }
      if (item.type === 'status' && !Object.hasOwn(STATUS_VOCABULARIES, item.vocabulary)) {
        problems.push({
          check: 'permission',
          resource: def.name,
          detail: `${item.source}: no status vocabulary "${item.vocabulary}"`,
        });
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// Mock data

/** An ISO date or date-time, as the services send `date` and `dateTime` values. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The filters every list understands without a field of that name: free text and the date range. */
const isSpecialFilter = (filter: NonNullable<ResourceDefinition['filters']>[number]) =>
  filter.type === 'dateRange' || (filter.type === 'search' && filter.source === 'q');

const isBlankValue = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The row fields the declarations on one table account for, lower-cased as the mock's list query
 * matches them: per level, `''` for a row's own keys, `<list>` for the items of the embedded list
 * `<list>`. A row's own keys: the first part of every field source, the id field, the parent param,
 * `mock.where` keys, filter, search and date fields, and `mock.extraFields`; an item's: the embedded
 * list's fields, its `itemKey`, and the `<list>.<key>` names of `mock.extraFields`.
 */
function accountedFields(defs: readonly ResourceDefinition[]): Map<string, Set<string>> {
  const levels = new Map<string, Set<string>>();
  const add = (level: string, name: string) => {
    const known = levels.get(level) ?? new Set<string>();
    known.add(name.toLowerCase());
    levels.set(level, known);
  };
  for (const def of defs) {
    for (const field of def.fields) {
      add('', field.source.split('.')[0]);
      if (field.type !== 'embeddedList') continue;
      for (const sub of field.fields) add(field.source, sub.source.split('.')[0]);
      if (field.itemKey) add(field.source, field.itemKey);
    }
    add('', def.idField);
    if (def.parent) add('', def.parent.param);
    for (const key of Object.keys(def.mock.where ?? {})) add('', key);
    for (const filter of def.filters ?? []) if (!isSpecialFilter(filter)) add('', filter.source);
    for (const source of def.mock.searchFields ?? []) add('', source);
    if (def.mock.dateField) add('', def.mock.dateField);
    for (const extra of def.mock.extraFields ?? []) {
      const dot = extra.indexOf('.');
      if (dot < 0) add('', extra);
      else add(extra.slice(0, dot), extra.slice(dot + 1));
    }
  }
  return levels;
}

/** `text` fields (embedded ones too) whose every seeded value is an ISO date: a date declared as text. */
function textDates(
  fields: readonly FieldDeclaration[],
  rows: readonly Record<string, unknown>[],
  prefix = '',
): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'embeddedList') {
      const items = rows.flatMap((row) => {
        const list = readPath(row, field.source);
        return Array.isArray(list) ? list.filter(isRecord) : [];
      });
      return textDates(field.fields, items, `${prefix}${field.source}.`);
    }
    if (field.type !== 'text') return [];
    const values = rows.map((row) => readPath(row, field.source)).filter((v) => !isBlankValue(v));
    const dates = values.length > 0 && values.every((v) => typeof v === 'string' && ISO_DATE.test(v));
    return dates
      ? [
          `"${prefix}${field.source}" is declared text but every seeded value is a date ` +
            `(${String(values[0])}): declare it date or dateTime (date display, date filter, date input)`,
        ]
      : [];
  });
}

/**
 * The seeded table agrees with the declaration: the table exists; every row has the declared
 * `idField`, unique, and the id is not an input of the edit form; every declared field is in the rows;
 * every field of every row (and of every embedded item) is accounted for by a declaration on the table
 * (see accountedFields); a `text` field does not hold dates; every filter names a declared field, a
 * field of the rows or a special filter (`q`, `dateRange`); `mock.dateField` is a declared date field
 * the rows carry; search and sort fields are declared fields the rows carry, and the sort field is
 * sortable; a child's rows carry its parent's `param` (the generic mock keeps a child to its parent by
 * it). The rows are the generated ones, so seeds built by a function are checked as literal ones.
 */
export function mockDataProblems(
  defs: readonly ResourceDefinition[],
  tables?: readonly DeclaredTable[],
  /** Declarations not checked here whose fields count on a shared table (e.g. the registry's). */
  others: readonly ResourceDefinition[] = [],
): Problem[] {
  const problems: Problem[] = [];
  const db = createMockDb({ tables });
  const checkedTables = new Set<string>();
  for (const def of defs) {
    const report = (detail: string) => problems.push({ check: 'mockData', resource: def.name, detail });
    const table = db.tableByName(def.mock.table);
    if (!table) {
      report(`no mock table "${def.mock.table}"`);
      continue;
    }
    const declared = new Map(def.fields.map((f) => [f.source, f]));
    const where = Object.entries(def.mock.where ?? {});
    const rows = table.list().filter((row) => where.every(([k, v]) => row[k] === v));
    if (where.length > 0 && rows.length === 0)
      report(`no seed row of ${def.mock.table} has ${JSON.stringify(def.mock.where)}`);
    // Dotted sources (`addressDetail.provinceCode`) name a value inside an object of the row.
    const keysOf = (value: unknown, prefix: string): string[] =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.entries(value).flatMap(([k, v]) => [`${prefix}${k}`, ...keysOf(v, `${prefix}${k}.`)])
        : [];
    const seeded = new Set(rows.flatMap((r) => keysOf(r, '')));
    const isSettings = def.settings !== undefined;
    if (!isSettings) {
      if (!declared.has(def.idField)) report(`idField "${def.idField}" is not a declared field`);
      // A scoped view (mock.where) may be addressed by another field, unique among its rows (below).
      if (table.idField !== def.idField && where.length === 0) {
        report(`idField "${def.idField}" is not the table's id field "${table.idField}"`);
      }
      // An id never changes: the generated update drops it from the body (mocks/handlers/entities.ts).
      const idInput = declared.get(def.idField);
      const edits = def.endpoints.update !== undefined || def.views.includes('edit');
      if (idInput && edits && idInput.form !== false && idInput.form !== 'create' && !idInput.readOnly) {
        report(`idField "${def.idField}" is an input of the edit form: a record's id cannot change`);
      }
      const ids = rows.map((r) => r[def.idField]);
      if (ids.some((id) => id === undefined || id === null || id === ''))
        report(`a seed row has no ${def.idField}`);
      else if (new Set(ids.map(String)).size !== ids.length) report(`seed rows repeat a ${def.idField}`);
      // Inputs and look-up answers of operation pages come from the service's calls, not the table.
      const operations = [
        def.operation,
        ...(def.routes ?? []).map((r) => ('operation' in r ? r.operation : undefined)),
      ];
      const operational = new Set(
        operations.flatMap((op) => (op ? [...op.fields, ...(op.inquiry?.show ?? [])] : [])),
      );
      // A tab read from its own call (API information) holds fields the record's table never has.
      const loaded = new Set((def.tabs ?? []).filter((tab) => tab.load).flatMap((tab) => tab.fields));
      if (rows.length > 0) {
        for (const source of declared.keys()) {
          if (!seeded.has(source) && !operational.has(source) && !loaded.has(source))
            report(`declared field "${source}" is in no seed row of ${def.mock.table}`);
        }
      }
    }
    // Every field of the table's rows is one a declaration on the table accounts for (once per table).
    if (!checkedTables.has(def.mock.table)) {
      checkedTables.add(def.mock.table);
      const owners = [...defs, ...others.filter((o) => !defs.some((d) => d.name === o.name))].filter(
        (d) => d.mock.table === def.mock.table,
      );
      const known = accountedFields(owners);
      const stray = new Map<string, string>();
      const visit = (level: string, row: Record<string, unknown>) => {
        for (const [key, value] of Object.entries(row)) {
          const name = level ? `${level}.${key}` : key;
          if (!known.get(level)?.has(key.toLowerCase())) {
            if (!stray.has(name)) stray.set(name, JSON.stringify(value)?.slice(0, 40) ?? 'undefined');
          } else if (level === '' && Array.isArray(value) && known.has(key)) {
            for (const item of value) if (isRecord(item)) visit(key, item);
          }
        }
      };
      for (const row of table.list()) visit('', row);
      const by = owners.map((d) => d.name).join(', ');
      for (const [name, example] of stray) {
        report(
          `seed rows of ${def.mock.table} carry "${name}" (e.g. ${example}), which no declaration on ` +
            `the table declares (${by}): declare it, or name it in mock.extraFields`,
        );
      }
    }
    for (const problem of textDates(def.fields, rows)) report(problem);
    // The list query matches a filter to a row field by name, ignoring case; one it cannot match is ignored.
    const rowKeys = new Set(rows.flatMap((r) => Object.keys(r).map((k) => k.toLowerCase())));
    for (const filter of def.filters ?? []) {
      if (isSpecialFilter(filter) || declared.has(filter.source)) continue;
      if (!rowKeys.has(filter.source.toLowerCase()))
        report(
          `filter "${filter.source}" is no declared field, no field of the ${def.mock.table} rows and ` +
            `not q or dateRange: the list would ignore it`,
        );
    }
    if (def.parent && rows.length > 0 && !seeded.has(def.parent.param))
      report(`parent param "${def.parent.param}" is in no seed row of ${def.mock.table}`);
    const dateField = def.mock.dateField;
    if (dateField !== undefined) {
      const field = declared.get(dateField);
      if (!field || (field.type !== 'date' && field.type !== 'dateTime')) {
        report(`mock.dateField "${dateField}" is not a declared date or dateTime field`);
      } else if (rows.length > 0 && !seeded.has(dateField))
        report(`mock.dateField "${dateField}" is in no seed row`);
    }
    for (const source of def.mock.searchFields ?? []) {
      if (!declared.has(source)) report(`mock.searchFields "${source}" is not a declared field`);
    }
    if (def.sort) {
      const field = declared.get(def.sort.field);
      if (!field) report(`sort field "${def.sort.field}" is not a declared field`);
      else if (field.sortable === false) report(`sort field "${def.sort.field}" is declared sortable: false`);
      else if (rows.length > 0 && !seeded.has(def.sort.field))
        report(`sort field "${def.sort.field}" is in no seed row`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// Mock routes

/** A generated route that a hand-written one also answers, unless the latter names the declaration. */
export function routeProblems(
  defs: readonly ResourceDefinition[],
  handWritten?: Parameters<typeof routeClashes>[1],
): Problem[] {
  return routeClashes(defs, handWritten).map((detail) => ({
    check: 'routes',
    resource: defs.find((d) => detail.startsWith(`${d.name} `) || detail.includes(`'${d.name}'`))?.name ?? '',
    detail,
  }));
}

// ---------------------------------------------------------------------------------------------------
// Labels

/** A choice option's name is a message key when it starts like one; other names are shown as written. */
const MESSAGE_KEY = /^(resources|pa|ra)\./;

/**
 * Every i18n key the generated screens translate for a declaration: its name, field labels (embedded
 * fields too) and helpers, tab and tab group labels, filter labels, action labels, confirmations and
 * input fields (with their helpers), and the names of the choice options of its fields, filters and
 * action fields that are message keys.
 */
function labelKeys(def: ResourceDefinition): string[] {
  const keys = [resourceName(def)];
  const addChoices = (choices: readonly ChoiceOption[]) => {
    for (const choice of choices) if (MESSAGE_KEY.test(choice.name)) keys.push(choice.name);
  };
  const addField = (field: FieldDeclaration) => {
    keys.push(fieldLabel(def, field));
    if (field.type === 'embeddedList') field.fields.forEach(addField);
    if (field.type === 'choice') addChoices(field.choices);
    if (field.helper) keys.push(field.helper);
  };
  def.fields.forEach(addField);
  for (const tab of def.tabs ?? []) keys.push(tab.label);
  for (const group of def.tabGroups ?? []) keys.push(group.label);
  for (const filter of def.filters ?? []) {
    if (filter.type === 'choice') addChoices(filter.choices);
    // The search box shows react-admin's own "Search" unless it names a label; the date range its own pair.
    if ((filter.type === 'search' || filter.type === 'dateRange') && !filter.label) continue;
    keys.push(filterLabel(def, filter));
  }
  for (const action of def.actions ?? []) {
    keys.push(action.label);
    if (action.confirm) keys.push(action.confirm);
    // An action's input is labelled as a field of the screen (the dialog's form is the screen's resource).
    action.fields?.forEach(addField);
  }
  return [...new Set(keys)];
}

/** Looks every label up in Thai and English; missing (the provider gives the key back) or blank fails. */
export async function labelProblems(
  defs: readonly ResourceDefinition[],
  provider: I18nProvider,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const before = provider.getLocale();
  try {
    for (const { locale } of LOCALES) {
      await provider.changeLocale(locale);
      for (const def of defs) {
        for (const key of labelKeys(def)) {
          const text = provider.translate(key);
          if (text === key || text.trim() === '') {
            problems.push({ check: 'labels', resource: def.name, detail: `${locale}: ${key}` });
          }
        }
      }
    }
  } finally {
    await provider.changeLocale(before);
  }
  return problems;
}

/** The i18n provider of the console, over the given registry entries. */
export function providerFor(defs: readonly RegistryEntry[]): I18nProvider {
  return createI18nProvider(defs);
}

// ---------------------------------------------------------------------------------------------------
// Mock handlers

interface MockCall {
  what: string;
  method: HttpMethod;
  path: string;
  body?: Record<string, unknown>;
}

const MISSING_ROUTE = /^No mock answers /;
/** The calls that address the record itself by `{id}`. */
const ADDRESSED = new Set(['get', 'update', 'toggle', 'delete']);

/** `{id}`, `{item}` and record fields filled; a placeholder with no value becomes `x` (a 404 is fine). */
function fill(template: string, values: Record<string, unknown>, record: Record<string, unknown>): string {
  try {
    return fillPath(template, values, record);
  } catch {
    return template.replace(/\{(\w+)\}/g, (_m, key: string) =>
      encodeURIComponent(String(values[key] ?? record[key] ?? 'x')),
    );
  }
}

/** Every call a declaration can make, on one of its records; deletes last so the others find it. */
function callsOf(def: ResourceDefinition, record: Record<string, unknown>): MockCall[] {
  const id = record[def.idField] ?? 'x';
  const { endpoints } = def;
  const body = Object.fromEntries(Object.entries(record).filter(([k]) => k !== def.idField));
  const calls: MockCall[] = [];
  if (endpoints.list) calls.push({ what: 'list', method: 'GET', path: endpoints.list });
  if (endpoints.get) calls.push({ what: 'get', method: 'GET', path: fill(endpoints.get, { id }, record) });
  if (endpoints.create) calls.push({ what: 'create', method: 'POST', path: endpoints.create, body });
  if (endpoints.update) {
    calls.push({ what: 'update', method: 'PUT', path: fill(endpoints.update, { id }, record), body });
  }
  if (endpoints.toggle) {
    calls.push({
      what: 'toggle',
      method: endpoints.toggle.method,
      path: fill(endpoints.toggle.path, { id }, record),
    });
  }
  for (const part of def.settings?.parts ?? []) {
    calls.push({ what: `settings read ${part.get}`, method: 'GET', path: part.get });
    const partBody = Object.fromEntries(part.fields.map((f) => [f, record[f]]));
    calls.push({ what: `settings save ${part.update}`, method: 'PUT', path: part.update, body: partBody });
  }
  for (const field of def.fields) {
    if (field.type === 'permissionMatrix') {
      calls.push({ what: `${field.source} menu list`, method: 'GET', path: field.menuList });
    }
    if (field.type === 'email' && field.unique) {
      const path = fill(field.unique.path, { value: 'someone@demo.test' }, record);
      calls.push({ what: `${field.source} uniqueness check`, method: 'GET', path });
    }
  }
  for (const field of def.fields) {
    if (field.type !== 'embeddedList') continue;
    const items = record[field.source];
    const first: unknown = Array.isArray(items) ? items[0] : undefined;
    const item = isRecord(first) ? first[field.itemKey ?? 'id'] : 'x';
    if (field.toggle) {
      calls.push({
        what: `${field.source} item toggle`,
        method: field.toggle.method,
        path: fill(field.toggle.path, { id, item }, record),
      });
    }
    if (field.secrets) {
      calls.push({
        what: `${field.source} item keys`,
        method: 'GET',
        path: fill(field.secrets.path, { id, item }, record),
      });
    }
  }
  for (const action of def.actions ?? []) {
    calls.push({
      what: `action ${action.name}`,
      method: action.method,
      path: fill(action.path, { id }, record),
      body: {},
    });
  }
  if (def.export?.mode === 'server') {
    const method = def.export.method ?? 'GET';
    calls.push({
      what: 'export',
      method,
      path: def.export.path,
      ...(method === 'POST' ? { body: { size: 1, timestamp: '20261128_090000' } } : {}),
    });
  }
  if (endpoints.delete) {
    calls.push({ what: 'delete', method: 'DELETE', path: fill(endpoints.delete, { id }, record) });
  }
  return calls;
}

/**
 * Starts the real mock backend for the declarations (with `tables` besides the entities') and makes
 * each of their calls: a request no handler takes, the catch-all's "No mock answers" 404, or a handler
 * that crashes (5xx) is a problem.
 */
export async function mockProblems(
  defs: readonly ResourceDefinition[],
  tables?: readonly DeclaredTable[],
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const unhandled: string[] = [];
  // The mock backend warns about a declaration whose table is missing; that is reported below instead.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // Real tokens: the mock backend verifies them (docs/api-contract.md, "Authentication").
  const issuer = createTestIssuer();
  const mock = createMockServer(config, { resources: defs, tables, tokenVerifier: issuer.verifier });
  const token = await issuer.mint('u-0001');
  mock.server.listen({
    onUnhandledRequest: (request) => unhandled.push(`${request.method} ${request.url}`),
  });
  try {
    for (const def of defs) {
      const base = new URL(
        `${(config.services[def.service] as ServiceConfig).baseUrl.replace(/\/+$/, '')}/`,
        typeof location !== 'undefined' ? location.origin : 'http://localhost',
      );
      const send = (call: MockCall) =>
        fetch(new URL(call.path.replace(/^\/+/, ''), base), {
          method: call.method,
          headers: {
            Authorization: `Bearer ${token}`,
            ...(call.body ? { 'Content-Type': 'application/json' } : {}),
          },
          body: call.body ? JSON.stringify(call.body) : undefined,
        });
      // A real record makes get/update/toggle reach the handler's own logic, not only its 404.
      let record: Record<string, unknown> = {};
      // A settings page's record is what its parts read; saving it back must be accepted.
      for (const part of def.settings?.parts ?? []) {
        const answer = await send({ what: 'settings', method: 'GET', path: part.get }).catch(() => null);
        const value: unknown = answer?.ok ? await answer.json() : null;
        if (isRecord(value)) record = { ...record, ...value };
      }
      // A child's list names its parent (`merchant/{storeId}/branch`): filled from a seeded row of its own.
      const where = Object.entries(def.mock.where ?? {});
      const seededRow = mock.db
        .tableByName(def.mock.table)
        ?.list()
        .find((row) => where.every(([k, v]) => row[k] === v));
      if (def.endpoints.list) {
        const path = seededRow ? fill(def.endpoints.list, {}, seededRow) : def.endpoints.list;
        const answer = await send({ what: 'list', method: 'GET', path }).catch(() => null);
        const first: unknown = answer?.ok
          ? ((await answer.json()) as { items?: unknown[] }).items?.[0]
          : null;
        if (isRecord(first)) record = first;
      }
      // Without a list (a detail page, a child listed on its parent's page), a seeded record of its own.
      if (!def.endpoints.list && seededRow && def.settings === undefined) record = seededRow;
      const id = record[def.idField];
      const real = def.settings === undefined && id !== undefined && id !== null && id !== '';
      for (const call of callsOf(def, record)) {
        const report = (detail: string) =>
          problems.push({
            check: 'mock',
            resource: def.name,
            detail: `${call.what} ${call.method} ${call.path}: ${detail}`,
          });
        const before = unhandled.length;
        let response: Response;
        try {
          response = await send(call);
        } catch (error) {
          report(unhandled.length > before ? 'unhandled request' : String(error));
          continue;
        }
        if (unhandled.length > before) {
          report('unhandled request');
          continue;
        }
        const text = await response.text();
        let message = '';
        try {
          const parsed: unknown = JSON.parse(text);
          if (isRecord(parsed) && typeof parsed.message === 'string') message = parsed.message;
        } catch {
          // A download or an empty body.
        }
        if (response.status === 404 && MISSING_ROUTE.test(message)) report(`no route (${message})`);
        else if (response.status >= 500) report(`handler failed with ${response.status} ${message}`);
        // `{id}` is the record's idField: the service (and its mock) must find a listed record by it.
        else if (real && ADDRESSED.has(call.what) && response.status === 404)
          report(`404 for a seeded record by its idField ${def.idField} = ${String(id)} (${message})`);
        else if (real && call.what === 'get' && response.ok) {
          let answered: unknown;
          try {
            answered = JSON.parse(text);
          } catch {
            answered = undefined;
          }
          if (isRecord(answered) && String(answered[def.idField]) !== String(id))
            report(`answers the record whose ${def.idField} is ${String(answered[def.idField])}`);
        }
      }
    }
  } finally {
    mock.server.close();
    warn.mockRestore();
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// End-to-end smoke

/** The smoke spec runs every registry entry when it loops over the imported `resources` without narrowing it. */
function iteratesRegistry(source: string): boolean {
  const imports = /import\s*\{[^}]*\bresources\b[^}]*\}\s*from\s*['"][./]*resources\/declared\.ts['"]/.test(
    source,
  );
  const loops = /for\s*\(\s*const\s+\w+\s+of\s+resources\s*\)|\bresources\.(forEach|map)\(/.test(source);
  const narrows = /\bresources\.(filter|slice|find|splice)\(|\.(skip|fixme)\(/.test(source);
  return imports && loops && !narrows;
}

export function e2eProblems(
  defs: readonly ResourceDefinition[],
  registry: readonly ResourceDefinition[],
  specSource: string | undefined,
): Problem[] {
  if (specSource === undefined) {
    return defs.map((def) => ({
      check: 'e2e',
      resource: def.name,
      detail: 'tests/e2e/registry-smoke.spec.ts is missing',
    }));
  }
  const reached = new Set(iteratesRegistry(specSource) ? registry.map((r) => r.name) : []);
  for (const def of defs) if (specSource.includes(`'${def.name}'`)) reached.add(def.name);
  return defs
    .filter((def) => !reached.has(def.name))
    .map((def) => ({ check: 'e2e', resource: def.name, detail: 'no end-to-end smoke test reaches it' }));
}

export function readSmokeSpec(): string | undefined {
  try {
    return readFileSync(SMOKE_SPEC, 'utf8');
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------------
// Look-up (docs/lookup.md)

/**
 * A declared `lookup` the look-up can use: the screen has a list of its own; each key is a declared
 * field, sent in `q` only when the free-text search covers it (`mock.searchFields`), else in a declared
 * filter or a field of the records (the list query's equality filter, docs/api-contract.md); its
 * pattern (its own, else its field type's) recognises the seeded records' keys, and the list call with it finds the record; the name
 * filter is `q` with search fields, or a declared filter or field.
 */
export function lookupProblems(
  defs: readonly ResourceDefinition[],
  tables?: readonly DeclaredTable[],
  /** The screens whose seeded ids no other screen's key pattern may match (default: `defs`). */
  others: readonly ResourceDefinition[] = defs,
): Problem[] {
  const problems: Problem[] = [];
  const db = createMockDb({ tables });
  const rowsOf = (def: ResourceDefinition) => {
    const where = Object.entries(def.mock.where ?? {});
    return (db.tableByName(def.mock.table)?.list() ?? []).filter((row) =>
      where.every(([k, v]) => row[k] === v),
    );
  };
  // A few seeded ids of each screen: what staff type to find that screen's records.
  const samples = new Map(
    others.map((other) => [
      other,
      rowsOf(other)
        .slice(0, 3)
        .map((row) => row[other.idField])
        .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
        .map(String),
    ]),
  );
  for (const def of defs) {
    const lookup = def.lookup;
    if (!lookup) continue;
    const report = (detail: string) => problems.push({ check: 'lookup', resource: def.name, detail });
    if (!def.views.includes('list') || !def.endpoints.list || def.parent) {
      report('lookup needs a list call of its own (a list view, no parent)');
      continue;
    }
    if (lookup.keys.length === 0) report('lookup names no key');
    const declared = new Set(def.fields.map((f) => f.source));
    const filters = new Set((def.filters ?? []).map((f) => f.source));
    const searched = new Set(def.mock.searchFields ?? []);
    const rows = rowsOf(def);
    const spec = {
      searchFields: def.mock.searchFields,
      dateField: def.mock.dateField,
      dateRule: def.dateRule,
      defaultSort: def.sort,
    };
    const filterProblem = (filter: string, field?: string): string | undefined => {
      if (filter === 'q') {
        if (searched.size === 0) return 'is sent in q, which searches no field (mock.searchFields)';
        if (field !== undefined && !searched.has(field))
          return `is sent in q, which does not search ${field} (mock.searchFields)`;
        return undefined;
      }
      if (filter === 'dateRange') return 'is sent in the date range';
      return filters.has(filter) || declared.has(filter)
        ? undefined
        : `is sent in "${filter}", which is no declared filter or field`;
    };
    for (const key of lookup.keys) {
      const filter = key.filter ?? 'q';
      const what = `key ${key.field}`;
      if (!declared.has(key.field)) report(`${what} is not a declared field`);
      const wrongFilter = filterProblem(filter, key.field);
      if (wrongFilter) {
        report(`${what} ${wrongFilter}`);
        continue;
      }
      const seeded = rows.find((row) => {
        const value = row[key.field];
        return (typeof value === 'string' || typeof value === 'number') && String(value) !== '';
      });
      if (!seeded) {
        if (rows.length > 0) report(`${what}: no seed row of ${def.mock.table} has one`);
        continue;
      }
      const value = String(seeded[key.field]);
      const pattern = keyPattern(def, key);
      if (!pattern) {
        report(`${what} has no pattern, and its field's type says none (email, phone, thaiId do)`);
        continue;
      }
      const sent = matchKey(pattern, value);
      if (sent === undefined) {
        report(`${what}: its pattern ${String(pattern)} does not recognise the seeded ${value}`);
        continue;
      }
      const { envelope } = queryList(rows, new URLSearchParams({ [filter]: sent, PageSize: '1000' }), spec);
      if (!envelope.items.some((row) => row[def.idField] === seeded[def.idField]))
        report(`${what}: the list call with ${filter}=${sent} does not find the record that has it`);
    }
    // A key's own pattern is an id scheme: another screen's ids must not be taken for this one's (a
    // store id typed would ask this screen too, and show none of its records).
    for (const key of lookup.keys) {
      if (!key.pattern) continue;
      for (const [other, ids] of samples) {
        if (other.name === def.name) continue;
        if (other.mock.table === def.mock.table && other.idField === def.idField) continue;
        const hit = ids.find((id) => matchKey(key.pattern!, id) !== undefined);
        if (hit === undefined) continue;
        report(
          `key ${key.field}: its pattern ${String(key.pattern)} also matches ${other.name}'s id ${hit}, so ` +
            `that id would ask this screen too — fix: narrow the pattern to this screen's own ids ` +
            `(its prefix, e.g. /^ST\\d+$/i)`,
        );
      }
    }
    if (lookup.text !== undefined) {
      const wrongFilter = filterProblem(lookup.text);
      if (wrongFilter) report(`the name search ${wrongFilter}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// Heads and registration

/**
 * Every head exported by an entity folder's index.ts is registered (resources/index.ts, or a parent
 * head's `children`), none twice, and every declaration.ts is loaded by its folder's head. `heads`: the
 * exports of each index.ts by its path; `declarations`: the declaration.ts paths (both under resources/).
 */
export function headProblems(
  entities: readonly { name: string; load?: unknown }[],
  heads: Readonly<Record<string, Record<string, unknown>>>,
  declarations: readonly string[],
): Problem[] {
  const problems: Problem[] = [];
  const report = (resource: string, detail: string) => problems.push({ check: 'menu', resource, detail });
  const file = (path: string) => path.slice(path.indexOf('resources/'));
  for (const [path, exports] of Object.entries(heads)) {
    for (const head of Object.values(exports)) {
      if (entities.includes(head as never)) continue;
      const name = isRecord(head) && typeof head.name === 'string' ? head.name : '';
      report(
        name,
        `${file(path)} exports the head of ${name || 'an entity'}, which the registry does not hold — fix: ` +
          `add it to the list of resources/index.ts (a child: to its parent head's \`children\`)`,
      );
    }
  }
  const first = new Map<object, number>();
  entities.forEach((entity, index) => {
    const earlier = first.get(entity);
    if (earlier === undefined) first.set(entity, index);
    else
      report(
        entity.name,
        `is registered twice (entries ${earlier + 1} and ${index + 1} of the registry) — fix: keep one ` +
          `line for it (resources/index.ts, or its parent head's \`children\`)`,
      );
  });
  for (const path of declarations) {
    const headFile = path.replace(/declaration\.ts$/, 'index.ts');
    const loaded = Object.values(heads[headFile] ?? {}).some(
      (head) => entities.includes(head as never) && isRecord(head) && head.load !== undefined,
    );
    if (!loaded)
      report(
        '',
        `${file(path)} is loaded by no registered head — fix: give the head in ${file(headFile)} ` +
          `\`load: () => import('./declaration.ts')\` and register it`,
      );
  }
  return problems;
}
