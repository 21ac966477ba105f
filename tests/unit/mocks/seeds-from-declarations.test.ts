/**
 * Seeds are typed from their declarations (docs/mock-backend.md, "Seed"): no file of resources/ calls
 * `defineTable` (a table typed by a row type written by hand), mocks/db/types.ts writes no row type of
 * a table a declaration names, and every such table is seeded by `seedTable` (not
 * `seedUndeclaredTable`). Each check is first run on a broken input, so a check that stops catching
 * anything fails. The `@ts-expect-error` lines hold the types: the type-check fails when a seed without
 * its declaration's type, or a row without a declared column, compiles.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { seedTable, seedUndeclaredTable, type DeclaredTable } from '../../../mocks/db/seeds/define.ts';
import { resources } from '../../../resources/declared.ts';
import type holidayCalendar from '../../../resources/examples/holiday-calendar/declaration.ts';
import { seedFiles, seedTables } from '../../../resources/mock.ts';

const ROOT = process.cwd();
const TYPES_FILE = 'mocks/db/types.ts';

/** The TypeScript files under `dir` (relative to the repository), in a stable order. */
function sourcesUnder(dir: string): { file: string; text: string }[] {
  return (readdirSync(join(ROOT, dir), { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .sort()
    .map((file) => ({
      file: relative(ROOT, join(ROOT, dir, file)),
      text: readFileSync(join(ROOT, dir, file), 'utf8'),
    }));
}

/** Files that call or import `defineTable`. */
function defineTableUsers(files: readonly { file: string; text: string }[]): string[] {
  return files.filter(({ text }) => /\bdefineTable\b/.test(text)).map(({ file }) => file);
}

/**
 * What a types module writes of the tables a declaration names: a `TableRecords` member for one of
 * them, or a type alias or interface other than the plumbing's (`MockRecord`, `TableRecords`,
 * `TableName`) and the rows of the tables of no entity (`MasterListRow`).
 */
function entityRowTypes(source: string, declaredTables: ReadonlySet<string>): string[] {
  const plumbing = new Set(['MockRecord', 'TableRecords', 'TableName', 'MasterListRow']);
  const file = ts.createSourceFile(TYPES_FILE, source, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isTypeAliasDeclaration(statement) && !ts.isInterfaceDeclaration(statement)) continue;
    const name = statement.name.text;
    if (!plumbing.has(name)) found.push(`type ${name}`);
    if (name === 'TableRecords' && ts.isInterfaceDeclaration(statement)) {
      for (const member of statement.members) {
        const table = member.name && ts.isIdentifier(member.name) ? member.name.text : '';
        if (declaredTables.has(table)) found.push(`TableRecords.${table}`);
      }
    }
  }
  return found;
}

/** Tables a declaration names that a seed makes with seedUndeclaredTable, and the other way round. */
function undeclaredMismatches(
  tables: readonly DeclaredTable[],
  declaredTables: ReadonlySet<string>,
): string[] {
  return tables.flatMap((table) =>
    table.undeclared && declaredTables.has(table.name)
      ? [`${table.name} is named by a declaration: seed it with seedTable<typeof declaration>()`]
      : !table.undeclared && !declaredTables.has(table.name)
        ? [`${table.name} is named by no declaration: seed it with seedUndeclaredTable`]
        : [],
  );
}

const declaredTables = new Set(resources.map((def) => def.mock.table));

describe('seeds typed from their declarations', () => {
  it('finds no defineTable in resources/', () => {
    expect(
      defineTableUsers([
        {
          file: 'resources/a/seed.ts',
          text: "export const a = defineTable('merchants', { idField: 'id' });",
        },
        { file: 'resources/b/seed.ts', text: 'export const b = seedTable<typeof b>()({});' },
      ]),
    ).toEqual(['resources/a/seed.ts']);
    const files = sourcesUnder('resources');
    expect(files.filter(({ file }) => file.endsWith('/seed.ts')).length).toBeGreaterThan(20);
    expect(defineTableUsers(files)).toEqual([]);
  });

  it('keeps no row type of a declared table in mocks/db/types.ts', () => {
    const broken = [
      'export type MockRecord = Record<string, unknown>;',
      'export type Merchant = { storeId: string; storeName: string };',
      'export interface TableRecords { merchants: Merchant; masterLists: { id: string } }',
    ].join('\n');
    expect(entityRowTypes(broken, declaredTables)).toEqual(['type Merchant', 'TableRecords.merchants']);
    expect(entityRowTypes(readFileSync(join(ROOT, TYPES_FILE), 'utf8'), declaredTables)).toEqual([]);
  });

  it('seeds every declared table from its declaration, and only those', () => {
    const staff = seedUndeclaredTable({ table: 'staffUsers', idField: 'userId', rows: [{ userId: 'u-1' }] });
    const stray = seedTable<typeof holidayCalendar>()({
      table: 'nobodysTable',
      idField: 'holidayId',
      rows: [
        {
          holidayId: 'H1',
          date: '2026-01-01',
          nameTh: 'ก',
          nameEn: 'A',
          banksClosed: false,
          note: '',
          isActive: true,
        },
      ],
    });
    expect(undeclaredMismatches([staff, stray], declaredTables)).toEqual([
      'staffUsers is named by a declaration: seed it with seedTable<typeof declaration>()',
      'nobodysTable is named by no declaration: seed it with seedUndeclaredTable',
    ]);
    // Every table a declaration of the registry names has its seed.
    expect([...declaredTables].filter((table) => !seedFiles.has(table))).toEqual([]);
    expect(undeclaredMismatches(seedTables, declaredTables)).toEqual([]);
  });

  it('types a seed from its declaration', () => {
    const rows = [
      {
        holidayId: 'H1',
        date: '2026-01-01',
        nameTh: 'ก',
        nameEn: 'A',
        banksClosed: true,
        note: '',
        isActive: true,
      },
    ];
    const table = seedTable<typeof holidayCalendar>()({ table: 'holidays', idField: 'holidayId', rows });
    const seeded = table.definition.seed({} as never);
    // The seeded values type the columns: a flag is a boolean, a date text.
    const closed: boolean = seeded[0].banksClosed;
    expect(closed).toBe(true);
    expect(table.definition.idField).toBe('holidayId');

    // @ts-expect-error a seed names its declaration's type
    expect(seedTable()({ table: 'holidays', idField: 'holidayId', rows }).name).toBe('holidays');
    seedTable<typeof holidayCalendar>()({
      table: 'holidays',
      idField: 'holidayId',
      rows: [
        // @ts-expect-error a row without a declared column (`note`)
        { holidayId: 'H2', date: '2026-01-02', nameTh: 'ข', nameEn: 'B', banksClosed: false, isActive: true },
      ],
    });
    seedTable<typeof holidayCalendar>()({
      table: 'holidays',
      // @ts-expect-error the id field is a declared source
      idField: 'holidayNo',
      rows,
    });
  });
});
