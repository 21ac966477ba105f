// @vitest-environment node
/**
 * The registry check of issue 4: every declared entity has a spec permission key, a label in both
 * languages for its name, fields, filters and actions (through the real i18n provider), a mock answer
 * for each of its calls (through the real mock server), and the end-to-end smoke spec reaches it.
 * Each check returns the problems it finds; the last block feeds them a broken declaration.
 */
import { readFileSync } from 'node:fs';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMessages, i18nProvider, LOCALES, type Locale } from '../../../i18n/index.ts';
import { createMockServer } from '../../../mocks/node.ts';
import { resources } from '../../../resources/index.ts';
import { ACTIONS, MENUS, PERMISSION_KEYS, type PermissionKey } from '../../../src/auth/menus.ts';
import type { AppConfig } from '../../../src/config/types.ts';
import { fillPath } from '../../../src/data/resourceDataProvider.ts';
import { fieldLabel, filterLabel, resourceName } from '../../../src/schema/labels.ts';
import type { FieldDeclaration, HttpMethod, ResourceDefinition } from '../../../src/schema/types.ts';

const config = JSON.parse(
  readFileSync(new URL('../../../public/config.json', import.meta.url), 'utf8'),
) as AppConfig;
const SMOKE_SPEC = new URL('../../e2e/registry-smoke.spec.ts', import.meta.url);

type Check = 'permission' | 'labels' | 'mock' | 'e2e';
interface Problem {
  check: Check;
  resource: string;
  detail: string;
}

// ---------------------------------------------------------------------------------------------------
// Permission

function permissionProblems(defs: readonly ResourceDefinition[]): Problem[] {
  const problems: Problem[] = [];
  const report = (def: ResourceDefinition, detail: string) =>
    problems.push({ check: 'permission', resource: def.name, detail });
  for (const def of defs) {
    if (!PERMISSION_KEYS.includes(def.permission)) {
      report(def, `"${String(def.permission)}" is not one of the ${PERMISSION_KEYS.length} spec keys`);
    }
    // A screen at a menu's route is that menu: the role's menu of another name must not open it.
    const menu = MENUS.find((m) => m.path === `/${def.name}`);
    if (menu && menu.key !== def.permission) {
      report(def, `its route is the menu "${menu.key}" but it declares "${String(def.permission)}"`);
    }
    for (const action of def.actions ?? []) {
      if (!ACTIONS.includes(action.permission)) {
        report(def, `action ${action.name} needs "${String(action.permission)}", not a spec action`);
      }
    }
    for (const field of def.fields) {
      if (field.type === 'embeddedList' && field.toggle && !ACTIONS.includes(field.toggle.permission)) {
        report(def, `${field.source} toggle needs "${String(field.toggle.permission)}", not a spec action`);
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// Labels

/** Every i18n key the generated screens translate for a declaration. */
function labelKeys(def: ResourceDefinition): string[] {
  const keys = [resourceName(def)];
  const addField = (field: FieldDeclaration) => {
    keys.push(fieldLabel(def, field));
    if (field.type === 'embeddedList') field.fields.forEach(addField);
    if (field.helper) keys.push(field.helper);
  };
  def.fields.forEach(addField);
  for (const filter of def.filters ?? []) {
    // The search box shows react-admin's own "Search" unless it names a label; the date range its own pair.
    if ((filter.type === 'search' || filter.type === 'dateRange') && !filter.label) continue;
    keys.push(filterLabel(def, filter));
  }
  for (const action of def.actions ?? []) {
    keys.push(action.label);
    if (action.confirm) keys.push(action.confirm);
  }
  return [...new Set(keys)];
}

/** Looks every label up in Thai and English; missing (the provider gives the key back) or blank fails. */
async function labelProblems(
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

/** An i18n provider built the way i18n/index.ts builds its own, over the given declarations. */
function providerFor(defs: readonly ResourceDefinition[]): I18nProvider {
  return polyglotI18nProvider(
    (locale) => buildMessages(locale as Locale, defs) as TranslationMessages,
    'th',
    LOCALES,
    {
      allowMissing: true,
    },
  );
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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
    if (field.type !== 'embeddedList' || !field.toggle) continue;
    const items = record[field.source];
    const first: unknown = Array.isArray(items) ? items[0] : undefined;
    const item = isRecord(first) ? first[field.itemKey ?? 'id'] : 'x';
    calls.push({
      what: `${field.source} item toggle`,
      method: field.toggle.method,
      path: fill(field.toggle.path, { id, item }, record),
    });
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
    calls.push({ what: 'export', method: 'GET', path: def.export.path });
  }
  if (endpoints.delete) {
    calls.push({ what: 'delete', method: 'DELETE', path: fill(endpoints.delete, { id }, record) });
  }
  return calls;
}

/**
 * Starts the real mock backend for the declarations and makes each of their calls: a request no
 * handler takes, the catch-all's "No mock answers" 404, or a handler that crashes (5xx) is a problem.
 */
async function mockProblems(defs: readonly ResourceDefinition[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  const unhandled: string[] = [];
  // The mock backend warns about a declaration whose table is missing; that is reported below instead.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const mock = createMockServer(config, { resources: defs });
  mock.server.listen({
    onUnhandledRequest: (request) => unhandled.push(`${request.method} ${request.url}`),
  });
  try {
    for (const def of defs) {
      const base = new URL(
        `${config.services[def.service].baseUrl.replace(/\/+$/, '')}/`,
        'http://localhost',
      );
      const send = (call: MockCall) =>
        fetch(new URL(call.path.replace(/^\/+/, ''), base), {
          method: call.method,
          headers: {
            Authorization: 'Bearer registry-test',
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
      if (def.endpoints.list) {
        const answer = await send({ what: 'list', method: 'GET', path: def.endpoints.list }).catch(
          () => null,
        );
        const first: unknown = answer?.ok
          ? ((await answer.json()) as { items?: unknown[] }).items?.[0]
          : null;
        if (isRecord(first)) record = first;
      }
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

/** The spec runs every registry entry when it loops over the imported `resources` without narrowing it. */
function iteratesRegistry(source: string): boolean {
  const imports = /import\s*\{[^}]*\bresources\b[^}]*\}\s*from\s*['"][./]*resources\/index\.ts['"]/.test(
    source,
  );
  const loops = /for\s*\(\s*const\s+\w+\s+of\s+resources\s*\)|\bresources\.(forEach|map)\(/.test(source);
  const narrows = /\bresources\.(filter|slice|find|splice)\(|\.(skip|fixme)\(/.test(source);
  return imports && loops && !narrows;
}

function e2eProblems(
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

function readSmokeSpec(): string | undefined {
  try {
    return readFileSync(SMOKE_SPEC, 'utf8');
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------

describe('the resource registry', () => {
  afterEach(() => vi.restoreAllMocks());

  it('declares entities with unique names', () => {
    expect(resources.length).toBeGreaterThan(0);
    const names = resources.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every entity a spec permission key (its menu’s key when it sits at a menu route)', () => {
    expect(permissionProblems(resources)).toEqual([]);
  });

  it('labels every entity, field, filter and action in Thai and English', async () => {
    expect(await labelProblems(resources, i18nProvider)).toEqual([]);
  });

  it('names a screen at a menu route by the menu table (side menu and titles), in both languages', async () => {
    const atMenus = resources.filter((def) => MENUS.some((m) => m.path === `/${def.name}`));
    expect(atMenus.length).toBeGreaterThan(0);
    const names = async (locale: Locale) => {
      await i18nProvider.changeLocale(locale);
      return atMenus.map((def) => i18nProvider.translate(resourceName(def)));
    };
    const menuNames = (pick: 'nameTh' | 'nameEn') =>
      atMenus.map((def) => MENUS.find((m) => m.path === `/${def.name}`)?.[pick]);
    try {
      expect(await names('en')).toEqual(menuNames('nameEn'));
      expect(await names('th')).toEqual(menuNames('nameTh'));
    } finally {
      await i18nProvider.changeLocale('th');
    }
  });

  // Server exports build real files over the seeded tables (20,000 funding transfers): slow on a busy machine.
  it('answers every declared call from the mock backend', async () => {
    expect(await mockProblems(resources)).toEqual([]);
  }, 120_000);

  it('reaches every entity from the end-to-end smoke spec', () => {
    expect(e2eProblems(resources, resources, readSmokeSpec())).toEqual([]);
  });
});

describe('the registry checks catch a broken declaration', () => {
  const [template] = resources;
  const unknownKey: string = 'noSuchMenu';
  const broken: ResourceDefinition = {
    ...template,
    name: 'management/broken-entity',
    path: 'broken-entity',
    permission: unknownKey as PermissionKey,
    idField: 'code',
    service: 'master',
    endpoints: {
      list: 'broken_entity',
      get: 'broken_entity/{id}',
      create: 'broken_entity',
      toggle: { method: 'POST', path: 'broken_entity/{id}/toggle' },
    },
    fields: [
      { source: 'code', type: 'text' },
      { source: 'title', type: 'text' },
    ],
    filters: [{ source: 'kind', type: 'text' }],
    actions: [
      {
        name: 'archive',
        label: 'resources.management/broken-entity.messages.archive',
        permission: 'edit',
        scope: 'row',
        method: 'POST',
        path: 'broken_entity/{id}/archive',
      },
    ],
    export: undefined,
    slots: undefined,
    mock: { table: 'noSuchTable' },
    // Thai lacks the title label and the action; English lacks the name; neither names the filter.
    i18n: {
      th: { name: 'เสีย', fields: { code: 'รหัส' } },
      en: { name: '', fields: { code: 'Code', title: 'Title' } },
    },
  };

  it('reports an unknown permission key', () => {
    expect(permissionProblems([broken])).toEqual([
      { check: 'permission', resource: broken.name, detail: expect.stringContaining('noSuchMenu') as string },
    ]);
  });

  it('reports a declaration at a menu route with another menu’s key', () => {
    const misplaced: ResourceDefinition = { ...template, name: 'management/store-type', permission: 'users' };
    expect(permissionProblems([misplaced])).toEqual([
      {
        check: 'permission',
        resource: 'management/store-type',
        detail: expect.stringContaining('"merchantType"') as string,
      },
    ]);
  });

  it('reports each missing or blank label in the locale that lacks it', async () => {
    const details = (await labelProblems([broken], providerFor([broken]))).map((p) => p.detail);
    expect(details.sort()).toEqual(
      [
        'en: resources.management/broken-entity.fields.kind',
        'en: resources.management/broken-entity.messages.archive',
        'en: resources.management/broken-entity.name',
        'th: resources.management/broken-entity.fields.kind',
        'th: resources.management/broken-entity.fields.title',
        'th: resources.management/broken-entity.messages.archive',
      ].sort(),
    );
  });

  it('reports every call the mock backend does not answer', async () => {
    const problems = await mockProblems([broken]);
    expect(problems.map((p) => p.detail.split(':')[0])).toEqual([
      'list GET broken_entity',
      'get GET broken_entity/x',
      'create POST broken_entity',
      'toggle POST broken_entity/x/toggle',
      'action archive POST broken_entity/x/archive',
    ]);
    expect(problems.every((p) => p.resource === broken.name && p.detail.includes('no route'))).toBe(true);
  });

  it('reports a route answered only outside the mock services', async () => {
    const elsewhere: ResourceDefinition = {
      ...broken,
      service: 'sso',
      endpoints: { list: 'broken_entity' },
      actions: [],
    };
    const problems = await mockProblems([elsewhere]);
    expect(problems).toEqual([
      { check: 'mock', resource: broken.name, detail: 'list GET broken_entity: unhandled request' },
    ]);
  });

  it('reports an entity the smoke spec does not reach', () => {
    expect(e2eProblems([broken], resources, readSmokeSpec())).toEqual([
      { check: 'e2e', resource: broken.name, detail: 'no end-to-end smoke test reaches it' },
    ]);
    const narrowed = `import { resources } from '../../resources/index.ts';\nfor (const def of resources.filter((r) => r.views.length > 1)) {}`;
    expect(e2eProblems(resources, resources, narrowed).map((p) => p.resource)).toEqual(
      resources.map((r) => r.name),
    );
    expect(e2eProblems([broken], resources, undefined)[0]?.detail).toMatch(/missing/);
  });
});
