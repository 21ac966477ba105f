// @vitest-environment jsdom
/**
 * The worked example of docs/adding-a-resource.md, a holiday calendar: the guide shows exactly the
 * files this test compiles (resources/examples/holiday-calendar.ts, mocks/db/seeds/holidays.ts), they
 * pass every registry check, and added to the registry the entity is in the menu, guarded, listed,
 * viewable, editable, exportable and mocked. Nothing outside resources/ and the seed was written for it.
 * The test adds it after the registry's last landing rank and last in its group (placeExample), so a
 * menu a developer adds at the rank or order the guide shows does not collide with it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockServer, type MockServer } from '../../mocks/node.ts';
import { seedTable } from '../../mocks/db/seeds/define.ts';
import { holidays } from '../../resources/examples/holiday-calendar/seed.ts';
import holidayBody from '../../resources/examples/holiday-calendar/declaration.ts';
import { holidayCalendar as holidayHead } from '../../resources/examples/holiday-calendar/index.ts';
import { assemble } from '../../src/schema/entity.ts';
import { MENU_GROUPS } from '../../resources/catalog/menus.ts';
import { registry, resources } from '../../resources/declared.ts';
import type { RegistryEntry, ResourceDefinition } from '../../src/schema/types.ts';
import { issuer, USERS } from './mocks/helpers.ts';

const { placeExample } = vi.hoisted(() => ({
  /**
   * The example where no registry entry is: after the registry's last landing rank, last in its menu
   * group, and, only when an entry already has them, at another route, key and menu names (`…-example`).
   * A developer's new menu then never collides with the example, whatever rank, order or route it takes.
   */
  placeExample(example: ResourceDefinition, entries: readonly RegistryEntry[]): ResourceDefinition {
    const menu = example.menu!;
    const menus = entries.flatMap((entry) => (entry.menu ? [entry.menu] : []));
    const taken = (test: (entry: RegistryEntry) => boolean) => entries.some(test);
    const name = (text: string) => text.trim().toLowerCase();
    const nameTaken = taken((e) =>
      [e.menu?.nameTh, e.menu?.nameEn].some(
        (n) => n !== undefined && [menu.nameTh, menu.nameEn].some((own) => name(own) === name(n)),
      ),
    );
    const routeTaken = taken((e) => e.name === example.name);
    const keyTaken = taken((e) => e.permission === example.permission);
    const path = routeTaken ? `${example.path}-example` : example.path;
    const nameTh = nameTaken ? `${menu.nameTh} (ตัวอย่าง)` : menu.nameTh;
    const nameEn = nameTaken ? `${menu.nameEn} (example)` : menu.nameEn;
    return {
      ...example,
      path,
      name: `${example.area}/${path}`,
      permission: keyTaken ? `${example.permission}Example` : example.permission,
      menu: {
        ...menu,
        nameTh,
        nameEn,
        landing: Math.max(0, ...menus.map((m) => m.landing)) + 1,
        order: Math.max(0, ...menus.filter((m) => m.group === menu.group).map((m) => m.order)) + 1,
      },
      i18n: {
        th: { ...example.i18n.th, name: nameTh },
        en: { ...example.i18n.en, name: nameEn },
      },
    };
  },
}));

// The guide's step 2 (one registry line), made here: the registry this test loads holds the example, so
// the menus, the demo roles and the mock backend's role checks all know it, as they would in the app.
vi.mock('../../resources/declared.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../resources/declared.ts')>();
  const { holidayCalendar: head } = await import('../../resources/examples/holiday-calendar/index.ts');
  const { default: body } = await import('../../resources/examples/holiday-calendar/declaration.ts');
  const { assemble: whole } = await import('../../src/schema/entity.ts');
  const holidayCalendar = whole(head, body);
  const { createMenuCatalogue: catalogue } = await import('../../src/auth/menus.ts');
  const { MENU_GROUPS: groups } = await import('../../resources/catalog/menus.ts');
  const { isScreen } = await import('../../src/schema/types.ts');
  const withLine = [...original.registry, placeExample(holidayCalendar, original.registry)];
  return {
    ...original,
    registry: withLine,
    resources: withLine.filter(isScreen),
    menuCatalogue: catalogue(withLine, groups),
  };
});
import { firstLandingPath } from '../../src/auth/landing.ts';
import { createMenuCatalogue } from '../../src/auth/menus.ts';
import { derivePermissionMap } from '../../src/auth/permissions.ts';
import { createHttpClient } from '../../src/data/http.ts';
import { createDataProvider } from '../../src/data/resourceDataProvider.ts';
import { renderConsole, testAuthProvider } from './schema/harness.tsx';
import {
  childProblems,
  config,
  labelProblems,
  menuProblems,
  mockDataProblems,
  mockProblems,
  permissionProblems,
  providerFor,
  readMenuRows,
  routeProblems,
  vocabularyProblems,
} from '../support/registryChecks.ts';

const guide = readFileSync(resolve(process.cwd(), 'docs/adding-a-resource.md'), 'utf8');
const source = (path: string) => readFileSync(resolve(process.cwd(), path), 'utf8');
const withExample = registry;
const tables = [holidays];
const holidayCalendar = assemble(holidayHead, holidayBody);
/** The example as this test's registry holds it (placed by placeExample; its table is its own). */
const example = resources.find((r) => r.mock.table === 'holidays')!;
const route = `/${example.name}`;

describe('the worked example of docs/adding-a-resource.md', () => {
  it('is the code the guide shows, and ≤ 40 lines besides its labels', () => {
    for (const path of [
      'resources/examples/holiday-calendar/index.ts',
      'resources/examples/holiday-calendar/declaration.ts',
      'resources/examples/holiday-calendar/seed.ts',
    ]) {
      expect(guide, path).toContain(source(path).trimEnd());
    }
    const code = source('resources/examples/holiday-calendar/declaration.ts')
      .replace(/\n {2}i18n: \{[\s\S]*?\n {2}\},\n/, '\n')
      .split('\n')
      .filter((line) => line.trim() !== '' && !/^\s*(\/\*\*|\/\/|\*)/.test(line));
    expect(code.length).toBeLessThanOrEqual(40);
  });

  it('shows the menu row of its declaration, and is placed where no registry entry is', () => {
    const menu = holidayCalendar.menu!;
    expect(readMenuRows(guide, 'example-menu')).toEqual([
      {
        key: holidayCalendar.permission,
        route: `/${holidayCalendar.name}`,
        group: menu.group,
        hidden: false,
        order: menu.order,
        landing: menu.landing,
        nameTh: menu.nameTh,
        nameEn: menu.nameEn,
      },
    ]);
    const others = registry.filter((entry) => entry !== example);
    const ranks = others.flatMap((entry) => (entry.menu ? [entry.menu.landing] : []));
    expect(example.menu?.landing).toBe(Math.max(...ranks) + 1);
    expect(
      others.some((entry) => entry.name === example.name || entry.permission === example.permission),
    ).toBe(false);
  });

  it('passes every registry check', async () => {
    // Its row of docs/routes.md, where this test placed it (the guide's row is checked above).
    const menu = example.menu!;
    const row = {
      key: example.permission,
      route,
      group: menu.group,
      hidden: false,
      order: menu.order,
      landing: menu.landing,
      nameTh: menu.nameTh,
      nameEn: menu.nameEn,
    };
    expect(menuProblems(withExample, [...readMenuRows(), row])).toEqual([]);
    expect(permissionProblems([example], withExample)).toEqual([]);
    expect(childProblems([example], withExample)).toEqual([]);
    expect(vocabularyProblems([example])).toEqual([]);
    expect(await labelProblems([example], providerFor(withExample))).toEqual([]);
    expect(mockDataProblems([example], tables)).toEqual([]);
    expect(await mockProblems([example], tables)).toEqual([]);
    expect(routeProblems([example])).toEqual([]);
  });

  it('types its seed rows from the declaration', () => {
    const extra = seedTable(holidayBody, {
      rows: [
        {
          holidayId: 'HOL0009',
          date: '2026-10-23',
          nameTh: 'วันปิยมหาราช',
          nameEn: 'Chulalongkorn Day',
          isActive: true,
          // @ts-expect-error a field the declaration does not have is refused
          colour: 'red',
        },
      ],
    });
    expect(extra.definition.idField).toBe('holidayId');
    expect(extra.name).toBe('holidays');
  });

  it('is in the menu: side-menu group, both names for roles, landing order', () => {
    const menus = createMenuCatalogue(withExample, MENU_GROUPS);
    const { nameTh, nameEn } = example.menu!;
    const entry = menus.byName(nameTh);
    expect(entry).toMatchObject({ key: example.permission, group: 'management', path: route });
    expect(menus.byName(nameEn.toLowerCase())?.key).toBe(example.permission);
    const management = menus.entries.filter((m) => m.group === 'management').map((m) => m.key);
    expect(management.indexOf(example.permission)).toBe(management.length - 1);
    const map = derivePermissionMap(menus, [{ menuName: nameEn, actions: 'view' }]);
    expect(firstLandingPath(menus, map)).toBe(route);
  });

  describe('against the mock backend', () => {
    let mock: MockServer;
    beforeAll(() => {
      mock = createMockServer(config, {
        resources: [example],
        tables,
        tokenVerifier: issuer.verifier,
      });
      mock.server.listen({ onUnhandledRequest: 'error' });
    });
    afterAll(() => mock.server.close());

    const dataProvider = () =>
      createDataProvider({
        http: createHttpClient({ config, getAccessToken: () => issuer.mint(USERS.admin) }),
        resources: [example],
      });

    it('lists its seed rows', async () => {
      renderConsole({
        path: route,
        defs: [example],
        dataProvider: dataProvider(),
      });
      expect(await screen.findByText('Songkran Festival')).toBeInTheDocument();
      expect(screen.getByText('วันขึ้นปีใหม่')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
    });

    it('shows a record and saves an edit', async () => {
      renderConsole({
        path: `${route}/form/HOL0002`,
        defs: [example],
        dataProvider: dataProvider(),
      });
      const input = await screen.findByRole('textbox', { name: /English name/ });
      await waitFor(() => expect(input).toHaveValue('Songkran Festival'));
      await userEvent.clear(input);
      await userEvent.type(input, 'Songkran');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(mock.db.tableByName('holidays')?.get('HOL0002')?.nameEn).toBe('Songkran'));
    });

    it('opens the view page', async () => {
      renderConsole({
        path: `${route}/view/HOL0003`,
        defs: [example],
        dataProvider: dataProvider(),
      });
      const main = await screen.findByRole('main');
      expect(await within(main).findAllByText('National Labour Day')).not.toHaveLength(0);
    });

    it('exports every matching row', async () => {
      const rows = await dataProvider().fetchAllPages(example.name, {
        filter: {},
        sort: { field: 'date', order: 'ASC' },
      });
      expect(rows.map((r) => r.id)).toEqual(['HOL0001', 'HOL0002', 'HOL0003', 'HOL0004']);
    });
  });

  it('is guarded: a user without edit is sent to /403', async () => {
    renderConsole({
      path: `${route}/form/HOL0001`,
      defs: [example],
      dataProvider: createDataProvider({
        http: createHttpClient({ config, getAccessToken: () => Promise.resolve(null) }),
        resources: [example],
      }),
      authProvider: testAuthProvider(new Set(['list', 'show'])),
    });
    expect(await screen.findByText('Forbidden page')).toBeInTheDocument();
  });
});
