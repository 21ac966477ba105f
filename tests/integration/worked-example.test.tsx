// @vitest-environment jsdom
/**
 * The worked example of docs/adding-a-resource.md, a holiday calendar: the guide shows exactly the
 * files this test compiles (resources/examples/holiday-calendar/: index.ts, declaration.ts, seed.ts), they
 * pass every registry check, and added to the registry the entity is in the menu, guarded, listed,
 * viewable, editable, exportable and mocked. Nothing outside resources/ and the seed was written for it.
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
import { MENU_GROUPS } from '../../resources/catalog/menus.ts';
import { declared, registry } from '../../resources/declared.ts';
import { issuer, USERS } from './mocks/helpers.ts';

// The guide's step 2 (one registry line), made here: the registry this test loads holds the example, so
// the menus, the demo roles and the mock backend's role checks all know it, as they would in the app.
vi.mock('../../resources/declared.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../resources/declared.ts')>();
  const { holidayCalendar: head } = await import('../../resources/examples/holiday-calendar/index.ts');
  const { default: body } = await import('../../resources/examples/holiday-calendar/declaration.ts');
  const { assemble } = await import('../../src/schema/entity.ts');
  const example = assemble(head, body);
  const { createMenuCatalogue: catalogue } = await import('../../src/auth/menus.ts');
  const { MENU_GROUPS: groups } = await import('../../resources/catalog/menus.ts');
  const { isScreen } = await import('../../src/schema/types.ts');
  const withLine = [...original.registry.filter((entry) => entry.name !== example.name), example];
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

const holidayCalendar = declared('management/holiday-calendar');

const guide = readFileSync(resolve(process.cwd(), 'docs/adding-a-resource.md'), 'utf8');
const source = (path: string) => readFileSync(resolve(process.cwd(), path), 'utf8');
const withExample = registry;
const tables = [holidays];

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

  it('passes every registry check', async () => {
    const rows = [...readMenuRows(), ...readMenuRows(guide, 'example-menu')];
    expect(menuProblems(withExample, rows)).toEqual([]);
    expect(permissionProblems([holidayCalendar], withExample)).toEqual([]);
    expect(vocabularyProblems([holidayCalendar])).toEqual([]);
    expect(await labelProblems([holidayCalendar], providerFor(withExample))).toEqual([]);
    expect(mockDataProblems([holidayCalendar], tables)).toEqual([]);
    expect(await mockProblems([holidayCalendar], tables)).toEqual([]);
    expect(routeProblems([holidayCalendar])).toEqual([]);
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
    const entry = menus.byName('ปฏิทินวันหยุด');
    expect(entry).toMatchObject({
      key: 'holidayCalendar',
      group: 'management',
      path: '/management/holiday-calendar',
    });
    expect(menus.byName('holiday calendar')?.key).toBe('holidayCalendar');
    const management = menus.entries.filter((m) => m.group === 'management').map((m) => m.key);
    expect(management.indexOf('holidayCalendar')).toBe(management.length - 1);
    const map = derivePermissionMap(menus, [{ menuName: 'Holiday Calendar', actions: 'view' }]);
    expect(firstLandingPath(menus, map)).toBe('/management/holiday-calendar');
  });

  describe('against the mock backend', () => {
    let mock: MockServer;
    beforeAll(() => {
      mock = createMockServer(config, {
        resources: [holidayCalendar],
        tables,
        tokenVerifier: issuer.verifier,
      });
      mock.server.listen({ onUnhandledRequest: 'error' });
    });
    afterAll(() => mock.server.close());

    const dataProvider = () =>
      createDataProvider({
        http: createHttpClient({ config, getAccessToken: () => issuer.mint(USERS.admin) }),
        resources: [holidayCalendar],
      });

    it('lists its seed rows', async () => {
      renderConsole({
        path: '/management/holiday-calendar',
        defs: [holidayCalendar],
        dataProvider: dataProvider(),
      });
      expect(await screen.findByText('Songkran Festival')).toBeInTheDocument();
      expect(screen.getByText('วันขึ้นปีใหม่')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
    });

    it('shows a record and saves an edit', async () => {
      renderConsole({
        path: '/management/holiday-calendar/form/HOL0002',
        defs: [holidayCalendar],
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
        path: '/management/holiday-calendar/view/HOL0003',
        defs: [holidayCalendar],
        dataProvider: dataProvider(),
      });
      const main = await screen.findByRole('main');
      expect(await within(main).findAllByText('National Labour Day')).not.toHaveLength(0);
    });

    it('exports every matching row', async () => {
      const rows = await dataProvider().fetchAllPages('management/holiday-calendar', {
        filter: {},
        sort: { field: 'date', order: 'ASC' },
      });
      expect(rows.map((r) => r.id)).toEqual(['HOL0001', 'HOL0002', 'HOL0003', 'HOL0004']);
    });
  });

  it('is guarded: a user without edit is sent to /403', async () => {
    renderConsole({
      path: '/management/holiday-calendar/form/HOL0001',
      defs: [holidayCalendar],
      dataProvider: createDataProvider({
        http: createHttpClient({ config, getAccessToken: () => Promise.resolve(null) }),
        resources: [holidayCalendar],
      }),
      authProvider: testAuthProvider(new Set(['list', 'show'])),
    });
    expect(await screen.findByText('Forbidden page')).toBeInTheDocument();
  });
});
