// @vitest-environment node
/**
 * The registry check: every entry has a route of its own; every menu is declared once, with an order of
 * its own in its group (docs/routes.md's menu table is written from them, tests/unit/schema/routes-doc.test.ts);
 * every declared screen
 * has a menu's permission key (a child its parent's), a route segment no sibling child has, labels in
 * both languages (choice options too), master lists and status vocabularies of the catalogue, a seeded
 * mock table that agrees with its fields, idField, filters, date field and sort field and carries no
 * field the declarations leave out, a mock answer for each call that finds a seeded record by its
 * idField, no generated route silently taken by a hand-written one, every required field on its
 * create form unless the service sets it, and the end-to-end smoke spec reaches it. A failure names the
 * entity, its declaration's file and the fix (`explain`). The second block proves each check against a
 * broken declaration.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedTable } from '../../../mocks/db/seeds/define.ts';
import { holidays } from '../../../resources/examples/holiday-calendar/seed.ts';
import type { Route } from '../../../mocks/handlers/router.ts';
import { menuCatalogue, registry, resources } from '../../../resources/declared.ts';
import holidayBody from '../../../resources/examples/holiday-calendar/declaration.ts';
import { holidayCalendar as holidayHead } from '../../../resources/examples/holiday-calendar/index.ts';
import { assemble } from '../../../src/schema/entity.ts';
import { resourceName } from '../../../src/schema/labels.ts';
import {
  defineMenu,
  type MenuOnlyDefinition,
  type RegistryEntry,
  type ResourceDefinition,
} from '../../../src/schema/types.ts';
import {
  childProblems,
  declarationFile,
  e2eProblems,
  explain,
  formProblems,
  labelProblems,
  menuProblems,
  mockDataProblems,
  mockProblems,
  nameProblems,
  permissionProblems,
  providerFor,
  readSmokeSpec,
  routeProblems,
  tabProblems,
  vocabularyProblems,
} from '../../support/registryChecks.ts';

/** The worked example of docs/adding-a-resource.md as one declaration (its head and body together). */
const holidayCalendar = assemble(holidayHead, holidayBody);

const i18nProvider = providerFor(registry);

describe('the resource registry', () => {
  afterEach(() => vi.restoreAllMocks());

  it('declares entries with unique names', () => {
    expect(resources.length).toBeGreaterThan(0);
    expect(explain(nameProblems(registry))).toEqual([]);
  });

  it('declares every menu once, with its own key, names, landing rank and order in its group', () => {
    expect(registry.some((entry) => entry.menu !== undefined)).toBe(true);
    expect(explain(menuProblems(registry))).toEqual([]);
  });

  it('gives every screen a declared menu’s key (its own when it is a menu)', () => {
    expect(explain(permissionProblems(resources, registry))).toEqual([]);
  });

  it('gives every child a declared parent and a route segment of its own among its siblings', () => {
    expect(explain(childProblems(resources, registry))).toEqual([]);
  });

  it('names only master lists and status vocabularies of the catalogue', () => {
    expect(explain(vocabularyProblems(resources))).toEqual([]);
  });

  it('shows at most eight tabs on a page: more are grouped, every tab in exactly one group', () => {
    expect(resources.some((def) => def.tabGroups !== undefined)).toBe(true);
    expect(explain(tabProblems(resources))).toEqual([]);
  });

  it('labels every entity, field, filter, action, action input and choice option in Thai and English', async () => {
    expect(explain(await labelProblems(resources, i18nProvider))).toEqual([]);
  });

  it('puts every required field on its create form, unless the service sets it', () => {
    expect(explain(formProblems(resources))).toEqual([]);
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

  // Every seeded row of every table (20,000 funding transfers): slow on a busy machine.
  it('seeds every mock table the way its declaration reads it', () => {
    expect(explain(mockDataProblems(resources))).toEqual([]);
  }, 120_000);

  // Server exports build real files over the seeded tables (20,000 funding transfers): slow on a busy machine.
  it('answers every declared call from the mock backend, finding seeded records by their idField', async () => {
    expect(explain(await mockProblems(resources))).toEqual([]);
  }, 120_000);

  it('lets a hand-written mock route take a generated one only by naming its declaration', () => {
    expect(explain(routeProblems(resources))).toEqual([]);
  });

  it('reaches every entity from the end-to-end smoke spec', () => {
    expect(explain(e2eProblems(resources, resources, readSmokeSpec()))).toEqual([]);
  });

  it('derives the menu catalogue the shell uses from the registry', () => {
    expect(menuCatalogue.entries.map((m) => m.path).sort()).toEqual(
      registry
        .filter((e) => e.menu !== undefined)
        .map((e) => `/${e.name}`)
        .sort(),
    );
    expect(menuCatalogue.landingOrder.map((m) => m.landing)).toEqual(
      [...menuCatalogue.entries.map((m) => m.landing)].sort((a, b) => (a ?? Infinity) - (b ?? Infinity)),
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

  it('reports two entries on one route, saying which file to change and how', () => {
    const twin: RegistryEntry = { ...users, permission: 'users' };
    const problems = nameProblems([...registry, twin]);
    expect(details(problems)).toEqual([
      `entries ${registry.indexOf(users) + 1} and ${registry.length + 1} of the registry are both at ` +
        '/management/users — fix: give one of them another `path` (its head, index.ts), or register ' +
        'the entity once',
    ]);
    expect(explain(problems)[0]).toMatch(
      /^management\/users, resources\/management\/users\/declaration\.ts: entries \d+ and \d+ .* — fix: /,
    );
  });

  it('reports a menu order repeated within a group, naming the entity, its file and the fix', () => {
    const announcement = registry.find((e) => e.name === 'management/announcement')!;
    const sameOrder = { ...users, menu: { ...menuOf(users), order: menuOf(announcement).order } };
    const problems = menuProblems(replace(users, sameOrder));
    expect(explain(problems)).toEqual([
      `management/users, resources/management/users/declaration.ts: menu order ${menuOf(announcement).order} ` +
        'in the group "management" is also management/announcement\'s, so the side menu\'s order of the ' +
        'two is left to chance — fix: give `menu.order` a number no other menu of "management" has ' +
        '(its head, index.ts)',
    ]);
    // In another group it clashes only with that group's menu of the order (reported on the later one).
    const otherGroup = { ...sameOrder, menu: { ...sameOrder.menu, group: 'process' } };
    const moved = menuProblems(replace(users, otherGroup));
    expect(moved.map((p) => p.resource)).toEqual(['management/transaction-status-adjustment']);
    expect(details(moved)).toEqual([
      expect.stringMatching(/^menu order 1 in the group "process" is also management\/users's/),
    ]);
  });

  it('reports names two menus share', () => {
    const renamed = { ...users, menu: { ...menuOf(users), nameEn: 'Staff', nameTh: 'ประกาศระบบ' } };
    expect(details(menuProblems(replace(users, renamed)))).toEqual([
      'menu name "ประกาศระบบ" is also management/announcement\'s',
    ]);
  });

  it('reports a landing rank that is no rank or is repeated (a menu may have none)', () => {
    const noRank = { ...users, menu: { ...menuOf(users), landing: 0 } };
    expect(details(menuProblems(replace(users, noRank)))).toContain(
      'menu "users" landing rank is not a whole number from 1 (got 0)',
    );
    const { landing: _landing, ...unranked } = menuOf(users);
    expect(details(menuProblems(replace(users, { ...users, menu: unranked })))).not.toContainEqual(
      expect.stringContaining('landing rank'),
    );
    const sameRank = { ...users, menu: { ...menuOf(users), landing: 1 } };
    expect(details(menuProblems(replace(users, sameRank)))).toContain(
      "landing rank 1 is also store/store-register-information's",
    );
  });

  it('reports an unknown group or icon and a key declared twice', () => {
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

  it('reports a child with another menu’s key than its parent’s', () => {
    const branch = resources.find((r) => r.name === 'store/branch')!;
    expect(details(permissionProblems([{ ...branch, permission: 'users' }], registry))).toEqual([
      'a child of store/store-detail declares "users", not its parent\'s menu key "merchantDetail"',
    ]);
  });

  it('reports a child whose route segment a sibling already has, and a parent that is not declared', () => {
    const bankAccount = resources.find((r) => r.name === 'store/bank-account')!;
    const twin: ResourceDefinition = {
      ...bankAccount,
      name: 'store/bank-account-twin',
      path: 'bank-account-twin',
      parent: { resource: 'store/store-detail', param: 'storeId', segment: 'biller' },
    };
    expect(details(childProblems([...resources, twin], registry))).toEqual([
      "its pages at store/store-detail view/:storeId/biller are also store/biller's: its rows would open " +
        "that child's screens",
    ]);
    // Without a segment, the child's path is its segment.
    const samePath: ResourceDefinition = {
      ...twin,
      parent: { resource: 'store/store-detail', param: 'storeId' },
    };
    expect(childProblems([...resources, samePath], registry)).toEqual([]);
    const orphan: ResourceDefinition = {
      ...twin,
      parent: { resource: 'store/no-such-parent', param: 'storeId' },
    };
    expect(details(childProblems([orphan], registry))).toEqual([
      'its parent "store/no-such-parent" is not a declared screen',
    ]);
  });

  it('reports tab groups that miss a tab, repeat one, name an unknown one, or are more than eight', () => {
    const store = resources.find((r) => r.name === 'store/store-detail')!;
    const groups = store.tabGroups!;
    const [overview, contact, ...rest] = groups;
    const regrouped: ResourceDefinition = {
      ...store,
      tabGroups: [
        // "general" left out, "address" twice, one tab the page lacks, a group of no tab, a name twice.
        { ...overview, tabs: overview.tabs.filter((tab) => tab !== 'general') },
        { ...contact, tabs: [...contact.tabs, 'no-such-tab'] },
        { name: 'contact', label: contact.label, tabs: ['address'] },
        { name: 'empty', label: contact.label, tabs: [] },
        ...rest,
      ],
    };
    expect(details(tabProblems([regrouped])).sort()).toEqual(
      [
        'tab group "contact" names "no-such-tab", not a tab',
        'two tab groups are named "contact"',
        'tab "address" is in the groups "contact" and "contact"',
        'tab group "empty" names no tab',
        'tab "general" is in no tab group',
        // Nine declared groups of tabs (the empty one is not shown) and "general" on its own.
        'its tab bar has 10 tabs, more than 8',
      ].sort(),
    );
    // Ungrouped, the page's fifteen tabs are fifteen in the tab bar.
    expect(details(tabProblems([{ ...store, tabGroups: undefined }]))).toEqual([
      `its tab bar has ${store.tabs!.length} tabs, more than 8: group them (tabGroups)`,
    ]);
    // A child tab added by its head alone and named by no group is reported; the page shows it alone.
    const withChildTab: ResourceDefinition = {
      ...store,
      tabs: [...store.tabs!, { name: 'contact', label: 'resources.store/contact.name', fields: [] }],
    };
    expect(details(tabProblems([withChildTab]))).toEqual([
      'tab "contact" is in no tab group',
      'its tab bar has 9 tabs, more than 8',
    ]);
    const named = withChildTab.tabGroups!.map((group) =>
      group.name === 'contact' ? { ...group, tabs: [...group.tabs, 'contact'] } : group,
    );
    expect(tabProblems([{ ...withChildTab, tabGroups: named }])).toEqual([]);
    expect(details(tabProblems([{ ...broken, tabs: undefined, tabGroups: groups }]))).toEqual([
      'tabGroups without tabs',
    ]);
  });

  it('reports a tab group without its label in a locale', async () => {
    const store = resources.find((r) => r.name === 'store/store-detail')!;
    const M = `resources.${store.name}.messages`;
    const unlabelled: ResourceDefinition = {
      ...store,
      tabGroups: [...store.tabGroups!.slice(1), { ...store.tabGroups![0], label: `${M}.groupNoSuch` }],
    };
    expect(details(await labelProblems([unlabelled], providerFor([unlabelled])))).toEqual([
      `th: ${M}.groupNoSuch`,
      `en: ${M}.groupNoSuch`,
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

  it('reports an action’s input field without its label, naming the entity, its file and the fix', async () => {
    const M = `resources.${users.name}.messages`;
    const withInput: ResourceDefinition = {
      ...users,
      actions: [
        ...(users.actions ?? []),
        {
          name: 'suspend',
          label: `${M}.resetTwoFactor`,
          permission: 'edit',
          scope: 'row',
          method: 'POST',
          path: 'employee/{id}/suspend',
          fields: [{ source: 'suspendReason', type: 'longText', required: true }],
        },
      ],
    };
    const problems = await labelProblems([withInput], providerFor([withInput]));
    expect(explain(problems)).toEqual(
      ['th', 'en'].map(
        (locale) =>
          `management/users, resources/management/users/declaration.ts: ${locale}: ` +
          'resources.management/users.fields.suspendReason — fix: add the label in Thai and English to ' +
          'its `i18n` (`fields.<source>`, else `messages.<key>`)',
      ),
    );
  });

  it('reports a required field left off the create form, unless the service sets it', () => {
    const register = resources.find((r) => r.name === 'store/store-register-information')!;
    // The owner's whole name is set by the service on create (from the two parts the form asks for).
    expect(register.fields.find((f) => f.source === 'name')).toMatchObject({
      form: 'edit',
      setBy: 'service',
    });
    expect(formProblems([register])).toEqual([]);
    const editOnly: ResourceDefinition = {
      ...users,
      fields: users.fields.map((f) => (f.source === 'email' ? { ...f, required: true, form: 'edit' } : f)),
    };
    expect(explain(formProblems([editOnly]))).toEqual([
      'management/users, resources/management/users/declaration.ts: required field "email" is declared ' +
        'form: "edit", but a create without it is refused, so the create form shows it anyway — fix: add setBy: \'service\' ' +
        'to the field if the service sets it on create, else remove its form: "edit"',
    ]);
    const pointless: ResourceDefinition = {
      ...users,
      fields: users.fields.map((f) => (f.source === 'email' ? { ...f, setBy: 'service' } : f)),
    };
    expect(details(formProblems([pointless]))).toEqual([
      'field "email" is declared setBy: \'service\', which only keeps a required field that `form` leaves ' +
        "off the create form ('edit' or false) off it — fix: remove setBy",
    ]);
  });

  it('names the declaration file of a child inside its parent’s folder, and says so when there is none', () => {
    expect(declarationFile('store/bank-account')).toBe(
      'resources/store/store-detail/bank-account/declaration.ts',
    );
    expect(declarationFile('management/holiday-calendar')).toBe(
      'resources/examples/holiday-calendar/declaration.ts',
    );
    expect(declarationFile('management/no-such')).toBe(
      'the declaration of management/no-such (no head under resources/ names it)',
    );
  });

  it('reports a choice option without its label in a locale, in fields, filters and action fields', async () => {
    const M = `resources.${template.name}.messages`;
    const th = template.i18n.th;
    const en = template.i18n.en;
    const withChoices: ResourceDefinition = {
      ...template,
      fields: [
        ...template.fields,
        {
          source: 'size',
          type: 'choice',
          choices: [
            { id: 'S', name: `${M}.small` },
            // A name that is no message key is shown as written.
            { id: 'L', name: 'Large' },
          ],
        },
      ],
      filters: [{ source: 'size', type: 'choice', choices: [{ id: 'M', name: `${M}.medium` }] }],
      actions: [
        {
          name: 'grade',
          label: `${M}.grade`,
          permission: 'edit',
          scope: 'row',
          method: 'POST',
          path: 'merchant_category/{id}/grade',
          fields: [{ source: 'grade', type: 'choice', choices: [{ id: 1, name: `${M}.gradeOne` }] }],
        },
      ],
      i18n: {
        th: {
          ...th,
          fields: { ...th.fields, size: 'ขนาด', grade: 'ระดับ' },
          messages: { ...th.messages, small: 'เล็ก', grade: 'จัดระดับ', gradeOne: 'ระดับหนึ่ง' },
        },
        en: {
          ...en,
          fields: { ...en.fields, size: 'Size', grade: 'Grade' },
          messages: { ...en.messages, medium: 'Medium', grade: 'Grade' },
        },
      },
    };
    const found = details(await labelProblems([withChoices], providerFor([withChoices])));
    expect(found.sort()).toEqual([`en: ${M}.small`, `en: ${M}.gradeOne`, `th: ${M}.medium`].sort());
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
      'idField "email" is an input of the edit form: a record\'s id cannot change',
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

  it('reports a seeded field no declaration on the table declares, also in rows a function builds', () => {
    // Rows built by a function are not type-checked against the declaration: the generated rows are.
    const built = seedTable(holidayBody, {
      idPrefix: 'HOL',
      rows: (ctx) =>
        ['2026-01-01', '2026-04-13'].map((date, i) => ({
          holidayId: `HOL000${i + 1}`,
          date,
          nameTh: `วันหยุด ${i + 1}`,
          nameEn: `Holiday ${i + 1}`,
          banksClosed: true,
          note: '',
          isActive: ctx.rng.chance(0.9),
          colour: 'red',
        })),
    });
    expect(details(mockDataProblems([holidayCalendar], [built]))).toEqual([
      'seed rows of holidays carry "colour" (e.g. "red"), which no declaration on the table declares ' +
        '(management/holiday-calendar): declare it, or name it in mock.extraFields',
    ]);
    // A table of mocks/db/tables.ts, and a key of an embedded list's items.
    const noTel: ResourceDefinition = { ...users, fields: users.fields.filter((f) => f.source !== 'tel') };
    expect(details(mockDataProblems([noTel]))).toEqual([
      expect.stringMatching(
        /^seed rows of staffUsers carry "tel" \(e\.g\. "0\d+"\), which no declaration on the table declares \(management\/users\): declare it, or name it in mock\.extraFields$/,
      ),
    ]);
    const paymentChannel = resources.find((r) => r.name === 'management/payment-channel')!;
    const noChannelState: ResourceDefinition = {
      ...paymentChannel,
      fields: paymentChannel.fields.map((f) =>
        f.type === 'embeddedList' ? { ...f, fields: f.fields.filter((sub) => sub.source !== 'isActive') } : f,
      ),
    };
    expect(details(mockDataProblems([noChannelState]))).toEqual([
      'seed rows of banks carry "channels.isActive" (e.g. true), which no declaration on the table ' +
        'declares (management/payment-channel): declare it, or name it in mock.extraFields',
    ]);
    // Named in mock.extraFields, the field is the declaration's on purpose.
    const allowed: ResourceDefinition = { ...noTel, mock: { ...users.mock, extraFields: ['tel'] } };
    expect(mockDataProblems([allowed])).toEqual([]);
  });

  it('reports a unique idField the records are not addressed by', async () => {
    // A scoped view may use another unique field than the table's id (a system biller's code)...
    const systemBiller = resources.find((r) => r.name === 'store/system-biller')!;
    const byName: ResourceDefinition = { ...systemBiller, idField: 'billerName' };
    // The billers table is shared: the store's and the branch's billers account for its other fields.
    expect(details(mockDataProblems([byName], undefined, resources))).toEqual([
      'idField "billerName" is an input of the edit form: a record\'s id cannot change',
    ]);
    // ...but the service's calls find a system biller by its code, not by its name.
    const calls = (await mockProblems([byName])).map((p) => p.detail.replace(/ = .*/, ''));
    expect(calls).toEqual([
      expect.stringMatching(
        /^update PUT system_biller\/.+: 404 for a seeded record by its idField billerName$/,
      ),
      expect.stringMatching(
        /^toggle PUT system_biller\/.+: 404 for a seeded record by its idField billerName$/,
      ),
      expect.stringMatching(
        /^delete DELETE system_biller\/.+: 404 for a seeded record by its idField billerName$/,
      ),
    ]);
    // A table seeded from its declaration takes the declaration's idField as its id: an editable one is wrong.
    const byEnglishName: ResourceDefinition = { ...holidayCalendar, idField: 'nameEn' };
    const rows = holidays.definition.seed({} as never);
    const table = seedTable(byEnglishName, { rows });
    expect(details(mockDataProblems([byEnglishName], [table]))).toEqual([
      'idField "nameEn" is an input of the edit form: a record\'s id cannot change',
    ]);
  }, 60_000);

  it('reports a filter on a field that neither the declaration nor the table has, labelled or not', async () => {
    const labels = (locale: 'th' | 'en', text: string) => ({
      ...users.i18n[locale],
      fields: { ...users.i18n[locale].fields, department: text },
    });
    const byDepartment: ResourceDefinition = {
      ...users,
      filters: [...(users.filters ?? []), { source: 'department', type: 'text' }],
      i18n: { th: labels('th', 'แผนก'), en: labels('en', 'Department') },
    };
    expect(await labelProblems([byDepartment], providerFor([byDepartment]))).toEqual([]);
    expect(details(mockDataProblems([byDepartment]))).toEqual([
      'filter "department" is no declared field, no field of the staffUsers rows and not q or dateRange: ' +
        'the list would ignore it',
    ]);
    // A field of the rows is matched as the mock's list query matches it, ignoring case.
    const byRole: ResourceDefinition = {
      ...users,
      filters: [{ source: 'RoleName', type: 'text' }],
    };
    expect(mockDataProblems([byRole])).toEqual([]);
  });

  it('reports a text field whose seeded values are all dates', () => {
    const asText: ResourceDefinition = {
      ...users,
      fields: users.fields.map((f) =>
        f.source === 'lastLogin' ? { source: 'lastLogin', type: 'text', form: false, list: false } : f,
      ),
    };
    expect(details(mockDataProblems([asText]))).toEqual([
      expect.stringMatching(
        /^"lastLogin" is declared text but every seeded value is a date \(\d{4}-\d{2}-\d{2}T[^)]+\): declare it date or dateTime/,
      ),
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
