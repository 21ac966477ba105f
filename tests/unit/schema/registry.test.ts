// @vitest-environment node
/**
 * The registry check: every menu is declared once, as docs/routes.md lists it; every declared screen
 * has a menu's permission key, labels in both languages, master lists and status vocabularies of the
 * catalogue, a seeded mock table that agrees with its fields, idField, date field and sort field, a mock
 * answer for each call, no generated route silently taken by a hand-written one, and the end-to-end
 * smoke spec reaches it. The second block proves each check against a broken declaration.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Route } from '../../../mocks/handlers/router.ts';
import { menuCatalogue, registry, resources } from '../../../resources/declared.ts';
import { resourceName } from '../../../src/schema/labels.ts';
import {
  defineMenu,
  type MenuOnlyDefinition,
  type RegistryEntry,
  type ResourceDefinition,
} from '../../../src/schema/types.ts';
import {
  e2eProblems,
  labelProblems,
  menuProblems,
  mockDataProblems,
  mockProblems,
  permissionProblems,
  providerFor,
  readMenuRows,
  readSmokeSpec,
  routeProblems,
  vocabularyProblems,
} from '../../support/registryChecks.ts';

const i18nProvider = providerFor(registry);

describe('the resource registry', () => {
  afterEach(() => vi.restoreAllMocks());

  it('declares entries with unique names', () => {
    expect(resources.length).toBeGreaterThan(0);
    const names = registry.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('declares every menu of docs/routes.md once, with its route, group, order, names and landing rank', () => {
    expect(readMenuRows().length).toBeGreaterThan(0);
    expect(menuProblems(registry)).toEqual([]);
  });

  it('gives every screen a declared menu’s key (its own when it is a menu)', () => {
    expect(permissionProblems(resources, registry)).toEqual([]);
  });

  it('names only master lists and status vocabularies of the catalogue', () => {
    expect(vocabularyProblems(resources)).toEqual([]);
  });

  it('labels every entity, field, filter and action in Thai and English', async () => {
    expect(await labelProblems(resources, i18nProvider)).toEqual([]);
  });

  it('names a screen that is a menu by its menu names (side menu and titles), in both languages', async () => {
    const atMenus = registry.filter((entry) => entry.menu !== undefined);
    const names = async (locale: 'th' | 'en') => {
      await i18nProvider.changeLocale(locale);
      return atMenus.map((entry) => i18nProvider.translate(resourceName(entry)));
    };
    try {
      expect(await names('en')).toEqual(atMenus.map((e) => e.menu?.nameEn));
      expect(await names('th')).toEqual(atMenus.map((e) => e.menu?.nameTh));
    } finally {
      await i18nProvider.changeLocale('th');
    }
  });

  it('seeds every mock table the way its declaration reads it', () => {
    expect(mockDataProblems(resources)).toEqual([]);
  });

  // Server exports build real files over the seeded tables (20,000 funding transfers): slow on a busy machine.
  it('answers every declared call from the mock backend', async () => {
    expect(await mockProblems(resources)).toEqual([]);
  }, 120_000);

  it('lets a hand-written mock route take a generated one only by naming its declaration', () => {
    expect(routeProblems(resources)).toEqual([]);
  });

  it('reaches every entity from the end-to-end smoke spec', () => {
    expect(e2eProblems(resources, resources, readSmokeSpec())).toEqual([]);
  });

  it('derives the menu catalogue the shell uses from the registry', () => {
    expect(menuCatalogue.entries.map((m) => m.path)).toEqual(readMenuRows().map((r) => r.route));
    expect(menuCatalogue.landingOrder.map((m) => m.landing)).toEqual(
      [...menuCatalogue.entries.map((m) => m.landing)].sort((a, b) => a - b),
    );
  });
});

describe('the registry checks catch a broken declaration', () => {
  const template = resources.find((r) => r.name === 'management/store-type')!;
  const users = resources.find((r) => r.name === 'management/users')!;
  const menuOf = (entry: RegistryEntry) => entry.menu!;
  const replace = (entry: RegistryEntry, next: RegistryEntry) =>
    registry.map((e) => (e.name === entry.name ? next : e));
  const details = (problems: { detail: string }[]) => problems.map((p) => p.detail);

  const broken: ResourceDefinition = {
    ...template,
    name: 'management/broken-entity',
    path: 'broken-entity',
    permission: 'noSuchMenu',
    menu: undefined,
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

  it('reports a missing menu', () => {
    const withoutReconcile = registry.filter((e) => e.permission !== 'reconcile');
    expect(details(menuProblems(withoutReconcile))).toEqual([
      'menu "reconcile" (Reconcile process) has no declaration: missing menu',
    ]);
  });

  it('reports wrong menu names (against docs/routes.md, and names two menus share)', () => {
    const renamed = { ...users, menu: { ...menuOf(users), nameEn: 'Staff', nameTh: 'ประกาศระบบ' } };
    expect(details(menuProblems(replace(users, renamed)))).toEqual(
      expect.arrayContaining([
        'menu name "ประกาศระบบ" is also management/announcement\'s',
        'menu "users" nameTh is "ประกาศระบบ", docs/routes.md says "ผู้ใช้งาน"',
        'menu "users" nameEn is "Staff", docs/routes.md says "Users"',
      ]),
    );
  });

  it('reports a missing or repeated landing rank', () => {
    const noRank = {
      ...users,
      menu: { ...menuOf(users), landing: undefined as unknown as number },
    };
    expect(details(menuProblems(replace(users, noRank)))).toContain(
      'menu "users" has no landing rank (got undefined)',
    );
    const sameRank = { ...users, menu: { ...menuOf(users), landing: 1 } };
    expect(details(menuProblems(replace(users, sameRank)))).toContain(
      "landing rank 1 is also store/store-register-information's",
    );
  });

  it('reports an unknown group or icon, a key declared twice, and a menu docs/routes.md lacks', () => {
    const stray: MenuOnlyDefinition = defineMenu({
      area: 'management',
      path: 'stray',
      permission: 'users',
      menu: { group: 'misc', order: 1, nameTh: 'หลงทาง', nameEn: 'Stray', icon: 'rocket', landing: 99 },
    });
    expect(details(menuProblems([...registry, stray]))).toEqual([
      'menu "users" is also declared by management/users',
      'menu group "misc" is not one of stores, management, accounting, process',
      'menu icon "rocket" is not one of resources/catalog/menus.ts',
      'menu "users" route is "/management/stray", docs/routes.md says "/management/users"',
      'menu "users" group is "misc", docs/routes.md says "management"',
      'menu "users" order is 1, docs/routes.md says 6',
      'menu "users" landing is 99, docs/routes.md says 10',
      'menu "users" nameTh is "หลงทาง", docs/routes.md says "ผู้ใช้งาน"',
      'menu "users" nameEn is "Stray", docs/routes.md says "Users"',
    ]);
  });

  it('reports a permission key no menu declares', () => {
    expect(permissionProblems([broken], registry)).toEqual([
      {
        check: 'permission',
        resource: broken.name,
        detail: '"noSuchMenu" is not the key of a declared menu',
      },
    ]);
  });

  it('reports a declaration at a menu route with another menu’s key', () => {
    const misplaced: ResourceDefinition = { ...template, permission: 'users' };
    expect(details(permissionProblems([misplaced], registry))).toEqual([
      'its route is the menu "merchantType" but it declares "users"',
    ]);
  });

  it('reports a master list or status vocabulary the catalogue does not have', () => {
    const unknown: ResourceDefinition = {
      ...broken,
      fields: [
        { source: 'code', type: 'master', list: 'noSuchList' },
        { source: 'title', type: 'status', vocabulary: 'noSuchStatuses' },
      ],
    };
    expect(details(vocabularyProblems([unknown]))).toEqual([
      'code: no master list "noSuchList"',
      'title: no status vocabulary "noSuchStatuses"',
    ]);
  });

  it('reports each missing or blank label in the locale that lacks it', async () => {
    const found = details(await labelProblems([broken], providerFor([broken])));
    expect(found.sort()).toEqual(
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

  it('reports a missing mock table', () => {
    expect(details(mockDataProblems([broken]))).toEqual(['no mock table "noSuchTable"']);
  });

  it("reports a child whose rows do not carry its parent's id", () => {
    const child: ResourceDefinition = {
      ...users,
      parent: { resource: 'management/role', param: 'teamId' },
    };
    expect(details(mockDataProblems([child]))).toEqual([
      'parent param "teamId" is in no seed row of staffUsers',
    ]);
    expect(
      mockDataProblems([{ ...child, parent: { resource: 'management/role', param: 'roleId' } }]),
    ).toEqual([]);
  });

  it('reports a wrong idField, seed fields that differ, a wrong mock.dateField and bad sort fields', () => {
    const wrong: ResourceDefinition = {
      ...users,
      idField: 'email',
      fields: [...users.fields, { source: 'nickname', type: 'text' }],
      mock: { ...users.mock, dateField: 'roleName', searchFields: ['nick'] },
      sort: { field: 'shoeSize', order: 'ASC' },
    };
    expect(details(mockDataProblems([wrong]))).toEqual([
      'idField "email" is not the table\'s id field "userId"',
      'declared field "nickname" is in no seed row of staffUsers',
      'mock.dateField "roleName" is not a declared date or dateTime field',
      'mock.searchFields "nick" is not a declared field',
      'sort field "shoeSize" is not a declared field',
    ]);
    const unsortable: ResourceDefinition = {
      ...users,
      idField: 'nickname',
      fields: users.fields.map((f) => (f.source === 'userId' ? { ...f, sortable: false } : f)),
      sort: { field: 'userId', order: 'ASC' },
    };
    expect(details(mockDataProblems([unsortable]))).toEqual([
      'idField "nickname" is not a declared field',
      'idField "nickname" is not the table\'s id field "userId"',
      'a seed row has no nickname',
      'sort field "userId" is declared sortable: false',
    ]);
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

  it('reports a generated route a hand-written one takes without naming it, naming both', () => {
    const answer = () => new Response(null);
    const silent: Route = {
      service: 'master',
      method: 'GET',
      path: 'merchant_category/:code',
      resolve: answer,
    };
    expect(details(routeProblems([template], [silent]))).toEqual([
      'management/store-type generates master GET merchant_category/:id, which the hand-written route ' +
        'master GET merchant_category/:code also answers (overrides: not set)',
    ]);
    const named: Route = { ...silent, overrides: 'management/store-type' };
    expect(routeProblems([template], [named])).toEqual([]);
    const stale: Route = {
      ...silent,
      path: 'merchant_category/:id/history',
      overrides: 'management/store-type',
    };
    expect(details(routeProblems([template], [stale]))).toEqual([
      "hand-written route master GET merchant_category/:id/history overrides 'management/store-type', " +
        'which generates no such route',
    ]);
  });

  it('reports an entity the smoke spec does not reach', () => {
    expect(e2eProblems([broken], resources, readSmokeSpec())).toEqual([
      { check: 'e2e', resource: broken.name, detail: 'no end-to-end smoke test reaches it' },
    ]);
    const narrowed = `import { resources } from '../../resources/declared.ts';\nfor (const def of resources.filter((r) => r.views.length > 1)) {}`;
    expect(e2eProblems(resources, resources, narrowed).map((p) => p.resource)).toEqual(
      resources.map((r) => r.name),
    );
    expect(e2eProblems([broken], resources, undefined)[0]?.detail).toMatch(/missing/);
  });
});
