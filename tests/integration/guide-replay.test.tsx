// @vitest-environment jsdom
/**
 * docs/adding-a-resource.md replayed exactly as written, in a scratch copy of resources/: each ```ts
 * block whose first line is `// resources/<path>` is a file to write; one whose first line is
 * `// resources/<path>, in <anchor>` adds its lines to that file (its imports after the file's imports,
 * the rest right after the anchor); docs/routes.md is written from the scratch registry as
 * `npm run docs:routes` writes it, and the guide's file list names every file the blocks touch. The
 * scratch registry then holds the guide's two entities, or a step is missing: they must pass every
 * registry check, be answered by the mock backend (a child's list scoped to its parent) and open their
 * screens. The guide's files are also the ones kept under resources/examples/, which tsc checks.
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredTable } from '../../mocks/db/seeds/define.ts';
import { createMockServer, type MockServer } from '../../mocks/node.ts';
import { Rng } from '../../mocks/db/prng.ts';
import { MENU_GROUPS } from '../../resources/catalog/menus.ts';
import { registry as realRegistry } from '../../resources/declared.ts';
import { createMenuCatalogue } from '../../src/auth/menus.ts';
import { createHttpClient } from '../../src/data/http.ts';
import { createDataProvider } from '../../src/data/resourceDataProvider.ts';
import type { EntityDefinition } from '../../src/schema/entity.ts';
import type { LazyRegistry } from '../../src/schema/lazyRegistry.ts';
import { isScreen, type RegistryEntry, type ResourceDefinition } from '../../src/schema/types.ts';
import { markedBlock, renderRoutesDoc, ROUTES_DOC } from '../../scripts/routesDoc.ts';
import {
  childProblems,
  config,
  explain,
  formProblems,
  labelProblems,
  menuProblems,
  mockDataProblems,
  mockProblems,
  nameProblems,
  permissionProblems,
  providerFor,
  routeProblems,
  tabProblems,
  vocabularyProblems,
} from '../support/registryChecks.ts';
import { issuer, USERS } from './mocks/helpers.ts';
import { renderConsole, stubDataProvider } from './schema/harness.tsx';

const ROOT = process.cwd();
const GUIDE = readFileSync(join(ROOT, 'docs/adding-a-resource.md'), 'utf8');
/** Beside resources/, at its depth, so the copied files' relative imports of src/ and mocks/ hold. */
const SCRATCH = join(ROOT, 'guide-replay.tmp');

interface Block {
  /** Under resources/. */
  path: string;
  /** Where the lines go in an existing file; none: the block is the whole file. */
  anchor?: string;
  body: string;
}

function blocksOf(text: string): Block[] {
  return [...text.matchAll(/```ts\n\/\/ resources\/([^\s,]+)(?:, in (.+))?\n([\s\S]*?)```/g)].map(
    ([, path, anchor, body]) => ({ path, anchor, body }),
  );
}

const blocks = blocksOf(GUIDE);
const newFiles = blocks.filter((block) => !block.anchor);
const edits = blocks.filter((block) => block.anchor);

/** The guide's files the product holds itself (the grandchild's, in the registry). */
const inProduct = (path: string) => existsSync(join(ROOT, 'resources', path));

/** The kept copy of a guide file: the product's own, else `<area>/<rest>` is `examples/<rest>`. */
const keptCopy = (path: string) =>
  inProduct(path)
    ? join(ROOT, 'resources', path)
    : join(ROOT, 'resources/examples', path.split('/').slice(1).join('/'));

/** A file without the lines an edit adds, when it holds every one of them (the product's own step). */
function undoEdit(source: string, { body }: Block): string {
  const lines = new Set(
    body
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  const held = source.split('\n').filter((line) => lines.has(line.trim()));
  if (held.length < lines.size) return source;
  return source
    .split('\n')
    .filter((line) => !lines.has(line.trim()))
    .join('\n');
}

function applyEdit(source: string, { path, anchor = '', body }: Block): string {
  const lines = body.split('\n').filter((line) => line.trim() !== '');
  const imports = lines.filter((line) => line.startsWith('import '));
  const rest = lines.filter((line) => !line.startsWith('import '));
  const at = source.indexOf(anchor);
  if (at < 0) throw new Error(`resources/${path} has no "${anchor}" to add to`);
  const end = at + anchor.length;
  let out = `${source.slice(0, end)}${rest.map((line) => line.trim()).join(' ')} ${source.slice(end)}`;
  const lastImport = [...out.matchAll(/^import [^;]*;$/gm)].pop();
  if (imports.length > 0) {
    const after = lastImport ? (lastImport.index ?? 0) + lastImport[0].length : 0;
    out = `${out.slice(0, after)}\n${imports.join('\n')}${out.slice(after)}`;
  }
  return out;
}

interface Replayed {
  entities: readonly EntityDefinition[];
  lazy: LazyRegistry;
  all: readonly RegistryEntry[];
  defs: readonly ResourceDefinition[];
  /** The guide's entities. */
  added: readonly ResourceDefinition[];
  tables: readonly DeclaredTable[];
}

async function replay(): Promise<Replayed> {
  rmSync(SCRATCH, { recursive: true, force: true });
  cpSync(join(ROOT, 'resources'), SCRATCH, {
    recursive: true,
    filter: (source) => !source.includes(`${join(ROOT, 'resources', 'examples')}`),
  });
  // The grandchild is the product's own: the scratch copy starts from before its steps, which the
  // guide then takes again.
  for (const { path } of newFiles) if (inProduct(path)) rmSync(join(SCRATCH, path), { force: true });
  for (const edit of edits) {
    const file = join(SCRATCH, edit.path);
    writeFileSync(file, undoEdit(readFileSync(file, 'utf8'), edit));
  }
  for (const { path, body } of newFiles) {
    const file = join(SCRATCH, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  for (const edit of edits) {
    const file = join(SCRATCH, edit.path);
    writeFileSync(file, applyEdit(readFileSync(file, 'utf8'), edit));
  }
  const index = (await import(/* @vite-ignore */ join(SCRATCH, 'index.ts'))) as {
    registry: readonly EntityDefinition[];
    lazyRegistry: LazyRegistry;
  };
  const loaded = await Promise.all(index.registry.map((entity) => index.lazyRegistry.load(entity.name)));
  const defs = loaded.filter((def): def is ResourceDefinition => def !== undefined);
  const realNames = new Set(realRegistry.map((entry) => entry.name));
  const tables: DeclaredTable[] = [];
  for (const { path } of newFiles.filter((block) => block.path.endsWith('/seed.ts'))) {
    const module = (await import(/* @vite-ignore */ join(SCRATCH, path))) as Record<string, DeclaredTable>;
    tables.push(...Object.values(module));
  }
  return {
    entities: index.registry,
    lazy: index.lazyRegistry,
    all: defs,
    defs,
    added: defs.filter((def) => !realNames.has(def.name)),
    tables,
  };
}

let replayed: Replayed;
beforeAll(async () => {
  replayed = await replay();
});
afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

const plainName = 'management/holiday-calendar';
const childName = 'store/store-contact';
const grandchildName = 'store/item-price';
/** The guide's grandchild, as the scratch registry loads it from the files the guide wrote. */
const grandchild = () => {
  const def = replayed.defs.find((candidate) => candidate.name === grandchildName);
  if (!def) throw new Error(`the guide's steps do not register ${grandchildName}`);
  return def;
};
const added = (name: string) => {
  const def = replayed.added.find((candidate) => candidate.name === name);
  if (!def) throw new Error(`the guide's steps do not register ${name}`);
  return def;
};

describe('docs/adding-a-resource.md, replayed', () => {
  it('shows the files kept under resources/examples/, and a short declaration', () => {
    expect(newFiles.map((block) => block.path)).toEqual([
      'management/holiday-calendar/index.ts',
      'management/holiday-calendar/declaration.ts',
      'management/holiday-calendar/seed.ts',
      'store/store-detail/contact/index.ts',
      'store/store-detail/contact/declaration.ts',
      'store/store-detail/contact/seed.ts',
      'store/store-detail/biller/item-price/index.ts',
      'store/store-detail/biller/item-price/declaration.ts',
      'store/store-detail/biller/item-price/seed.ts',
    ]);
    for (const { path, body } of newFiles) {
      expect(existsSync(keptCopy(path)), path).toBe(true);
      expect(body.trimEnd(), path).toBe(readFileSync(keptCopy(path), 'utf8').trimEnd());
    }
    const declaration = newFiles.find((block) => block.path.endsWith('holiday-calendar/declaration.ts'))!;
    const code = declaration.body
      .replace(/\n {2}i18n: \{[\s\S]*?\n {2}\},\n/, '\n')
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(code.length).toBeLessThanOrEqual(50);
  });

  it('adds two entities, one in the menu and one in its parent, and nothing else', () => {
    expect(replayed.added.map((def) => def.name).sort()).toEqual([plainName, childName].sort());
    expect(replayed.entities.length).toBe(realRegistry.length + 2);
    const menus = createMenuCatalogue(replayed.entities, MENU_GROUPS);
    expect(menus.byName('ปฏิทินวันหยุด')).toMatchObject({ group: 'management', path: `/${plainName}` });
    expect(menus.byName('Holiday Calendar')?.key).toBe(added(plainName).permission);
    // A menu without a landing rank comes after every ranked one.
    expect(menus.landingOrder.at(-1)?.path).toBe(`/${plainName}`);
    const store = replayed.lazy.screen('store/store-detail');
    expect(store?.childDefs.map((def) => def.name)).toContain(childName);
    expect(store?.def.tabs?.at(-1)).toMatchObject({ name: 'contact', children: [childName] });
  });

  it('adds the grandchild back under its parent, from the guide’s files and line alone', () => {
    // The scratch copy started without it: the guide's steps registered it again.
    expect(replayed.entities.filter((entity) => entity.name === grandchildName)).toHaveLength(1);
    expect(replayed.lazy.screen('store/biller')?.childDefs.map((def) => def.name)).toEqual([grandchildName]);
    expect(replayed.lazy.screen('store/store-detail')?.descendantDefs.map((def) => def.name)).toContain(
      grandchildName,
    );
    expect(grandchild().ancestors).toEqual([
      { resource: 'store/store-detail', param: 'storeId', segment: 'biller' },
    ]);
  });

  it('passes every registry check', async () => {
    const { all, defs, tables } = replayed;
    const news = [added(plainName), added(childName), grandchild()];
    expect(explain(nameProblems(all))).toEqual([]);
    expect(explain(menuProblems(all))).toEqual([]);
    expect(explain(formProblems(news))).toEqual([]);
    expect(permissionProblems(news, all)).toEqual([]);
    expect(childProblems(defs, all)).toEqual([]);
    expect(vocabularyProblems(news)).toEqual([]);
    expect(await labelProblems(news, providerFor(all))).toEqual([]);
    expect(mockDataProblems(news, tables, defs.filter(isScreen))).toEqual([]);
    expect(await mockProblems(news, tables)).toEqual([]);
    expect(routeProblems(news)).toEqual([]);
    // The parent's page still shows at most eight tab groups, the new tab in one of them.
    expect(tabProblems(defs)).toEqual([]);
  });

  it('names in its file list every file its steps touch, docs/routes.md as the command writes it', async () => {
    const list = /```\n(resources\/<area>[\s\S]*?)```/.exec(GUIDE)?.[1] ?? '';
    const templates = list
      .split('\n')
      .map((line) => line.split(/\s+/)[0])
      .filter(Boolean);
    expect(templates).toContain(ROUTES_DOC);
    const asPattern = (template: string) =>
      new RegExp(`^${template.replace(/<area>/, '[^/]+').replace(/<(entity|parent)>/, '[^/]+(?:/[^/]+)*')}$`);
    const touched = blocks.map((block) => `resources/${block.path}`);
    expect(touched.filter((path) => !templates.some((t) => asPattern(t).test(path)))).toEqual([]);
    // The routes page, rewritten from the scratch registry: the new menu's row and the child's pages.
    const doc = readFileSync(join(ROOT, ROUTES_DOC), 'utf8');
    const written = await renderRoutesDoc(doc, replayed.all, replayed.defs);
    expect(markedBlock(written, 'menus')).toMatch(
      /\| holidayCalendar +\| \/management\/holiday-calendar +\| management +\| 9 /,
    );
    expect(markedBlock(written, 'own-routes')).toContain(
      '`/store/store-detail/view/{storeId}/contact/view/{contactId}`',
    );
    expect(markedBlock(written, 'own-routes')).toContain(
      '`/store/store-detail/view/{storeId}/biller/view/{billerId}/item-price/view/{itemPriceId}`',
    );
  });

  describe('against the mock backend', () => {
    let mock: MockServer;
    beforeAll(() => {
      mock = createMockServer(config, {
        resources: replayed.defs,
        tables: replayed.tables,
        tokenVerifier: issuer.verifier,
      });
      mock.server.listen({ onUnhandledRequest: 'error' });
    });
    afterAll(() => mock.server.close());

    const dataProvider = () =>
      createDataProvider({
        http: createHttpClient({ config, getAccessToken: () => issuer.mint(USERS.admin) }),
        resources: replayed.defs,
      });

    it('lists the plain entity’s seed rows on its screen', async () => {
      // A role grants a new menu by its names (docs/permissions.md); the demo roles know only the
      // registry's menus, so the screen reads the seed through the stub provider.
      const plain = added(plainName);
      const rows = replayed.tables.find((table) => table.name === plain.mock.table)!.definition;
      const seeded = rows.seed({ rng: new Rng(1), seedOf: () => [] });
      const { dataProvider: stub } = stubDataProvider(
        seeded.map((row) => ({ ...row, id: String(row.holidayId) })),
      );
      renderConsole({ path: `/${plainName}`, defs: [plain], dataProvider: stub });
      expect(await screen.findByText('Songkran Festival')).toBeInTheDocument();
      expect(screen.getByText('วันขึ้นปีใหม่')).toBeInTheDocument();
    });

    it('scopes the child to its parent: a store’s contacts only, a new one stamped with the store', async () => {
      const provider = dataProvider();
      const first = await provider.getManyReference(childName, {
        target: 'storeId',
        id: 'ST00001',
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'contactId', order: 'ASC' },
        filter: {},
      });
      expect(first.total).toBe(2);
      expect(first.data.map((row) => row.storeId)).toEqual(['ST00001', 'ST00001']);
      const created = await provider.create(childName, {
        data: { contactName: 'วิชัย ขายดี', tel: '0812345678', email: 'wichai@merchant.demo.test' },
        meta: { storeId: 'ST00002' },
      });
      expect(mock.db.tableByName('storeContacts')?.get(created.data.id)?.storeId).toBe('ST00002');
    });

    it('shows the child’s tab on its parent’s page', async () => {
      const store = replayed.lazy.screen('store/store-detail')!;
      renderConsole({
        path: '/store/store-detail/view/ST00001/tab/contact',
        defs: [store.def, ...store.childDefs],
        dataProvider: dataProvider(),
      });
      const main = await screen.findByRole('main');
      expect(await within(main).findByText('contact1@merchant.demo.test')).toBeInTheDocument();
      expect(within(main).getByText('contact2@merchant.demo.test')).toBeInTheDocument();
      expect(within(main).queryByText('contact3@merchant.demo.test')).toBeNull();
      // In the group the guide names, above the store's address: the bar selects the group, and the
      // address's section is on the page too.
      expect(await within(main).findByRole('tab', { selected: true })).toHaveTextContent('Contact');
      expect(await within(main).findByRole('region', { name: 'Address and contacts' })).toBeInTheDocument();
    });

    it('keeps the grandchild to its biller and the biller’s store, and lists it on the biller’s page', async () => {
      const provider = dataProvider();
      const prices = mock.db.tableByName('itemPrices')!.list();
      const billerId = String(prices[0].billerId);
      const storeId = String(mock.db.tableByName('billers')?.get(billerId)?.storeId);
      const page = await provider.getManyReference(grandchildName, {
        target: 'billerId',
        id: billerId,
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'itemCode', order: 'ASC' },
        filter: {},
        meta: { storeId },
      });
      expect(page.total).toBe(prices.filter((row) => row.billerId === billerId).length);
      await expect(
        provider.getManyReference(grandchildName, {
          target: 'billerId',
          id: billerId,
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'itemCode', order: 'ASC' },
          filter: {},
          meta: { storeId: storeId === 'ST00001' ? 'ST00002' : 'ST00001' },
        }),
      ).rejects.toMatchObject({ status: 404 });
      const store = replayed.lazy.screen('store/store-detail')!;
      renderConsole({
        path: `/store/store-detail/view/${storeId}/biller/view/${billerId}`,
        defs: [store.def, ...store.descendantDefs],
        dataProvider: provider,
      });
      const list = await screen.findByRole('region', { name: 'Item prices' });
      expect(await within(list).findByText(String(page.data[0].itemCode))).toBeInTheDocument();
      expect(within(list).getByRole('link', { name: 'Create' })).toHaveAttribute(
        'href',
        `/store/store-detail/view/${storeId}/biller/view/${billerId}/item-price/form/create`,
      );
    });
  });
});
