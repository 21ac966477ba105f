/**
 * How an entity's seed module (`resources/<area>/<entity>/seed.ts`, found by resources/mock.ts) defines
 * its mock tables: the table's id field, how new ids look, the generator of its seed rows and the
 * fields kept in step on insert/update. Each table draws from its own seeded stream (see Rng.forTable),
 * so generating tables lazily, in any order, gives the same data. No row type is written by hand
 * (docs/mock-backend.md, "Seed"):
 *
 * - `seedTable<typeof declaration>()({ table, idField, rows })`: the table a declaration names
 *   (`mock.table`), typed from the declaration's type (`import type`: the seed never loads the
 *   declaration, which the page's mock backend loads service by service). Every row has a column for
 *   each declared source (`absent` names those the table does not hold); the seeded values type the
 *   columns, widened to their kind, and the second type argument types those the values alone do not
 *   (a column seeded `null` that a route sets later, a status's values). Columns no declaration shows
 *   are named in its `mock.extraFields`.
 * - `seedTable(declaration, { rows })`: a table of a declaration at hand (a test's own); the rows must
 *   carry its sources.
 * - `seedUndeclaredTable({ table, idField, rows })`: a table no declaration names, kept by the entity
 *   whose folder holds it (a store's API keys and documents, a biller's channel keys) or shared (the
 *   master lists); typed by its rows.
 *
 * A seed module makes its tables known to `db.table(name)` and `ctx.seedOf(name)` by adding them to
 * `TableRecords` (mocks/db/types.ts) beside them: `declare module '…/mocks/db/types.ts'`.
 */
import type { MockRecord, TableName, TableRecords } from '../types.ts';
import type { Rng } from '../prng.ts';

export interface SeedContext {
  rng: Rng;
  /** Seed rows of another table (never the persisted changes), so references stay deterministic. */
  seedOf<N extends TableName>(name: N): readonly TableRecords[N][];
}

export interface TableDefinition<R extends MockRecord = MockRecord> {
  /** A column of R: seedTable and seedUndeclaredTable check it. */
  idField: string;
  /** New ids look like `<prefix><zero-padded number>`, continuing after the highest existing one. */
  idPrefix: string;
  idWidth: number;
  seed(ctx: SeedContext): R[];
  /** Recomputes derived fields (e.g. a bank's channel list) after every insert or update. */
  derive?(record: R): R;
}

/** A mock table: its name and definition, as a seed module exports it. */
export interface DeclaredTable<R extends MockRecord = MockRecord> {
  name: string;
  definition: TableDefinition<R>;
  /** Made by seedUndeclaredTable: no declaration names the table (the seeds' test checks it). */
  undeclared?: true;
}

/** The row type of a table a seed module exports: `export type Bank = RowOf<typeof banks>`. */
export type RowOf<T> = T extends DeclaredTable<infer R> ? R : never;

/** What a seed needs of a declaration: its type only, or the declaration itself. */
interface Declared {
  readonly idField: string;
  readonly fields: readonly { readonly source: string }[];
  readonly mock: { readonly table: string };
}

/** Every source a declaration names (its fields', filters', sort's…: one union in its type). */
type Sources<D extends Declared> = D['fields'][number]['source'] | D['idField'];

/** The column of a source: a dotted source (`addressDetail.provinceCode`) is inside an object column. */
type Column<S> = S extends `${infer Head}.${string}` ? Head : S;

/** Filters every list understands without a column of that name: free text and the date range. */
type SpecialFilter = 'q' | 'dateRange';

/**
 * The columns each declaration of the union D names; none for a declaration whose sources are not
 * literals (fields built by a helper typed `string`): its rows are checked by the registry test only.
 */
type Columns<D extends Declared> = D extends Declared
  ? string extends Sources<D>
    ? never
    : Exclude<Column<Sources<D>>, SpecialFilter>
  : never;

type Flat<T> = { [K in keyof T]: T[K] } & {};

/**
 * A seeded value's type as a column's: the seed's literals stand for their kind (a row may later hold
 * any text, number or flag), arrays and objects column by column; `null` stays (C types it wider).
 */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer E)[]
        ? Widen<E>[]
        : T extends object
          ? { [K in keyof T]: Widen<T[K]> }
          : T;

/** The rows' own types, widened, with the types C declares over them (`null` in the seed, a date later). */
type TableRow<R, C> = Flat<Omit<Widen<R>, keyof C> & C>;

/**
 * A row of a declared table: a column for every declared source but the absent ones (A) and for every
 * column typed in C, whose values are of C's types. Other columns are the mock's own, named in the
 * declaration's `mock.extraFields` (the registry test refuses any other).
 */
type DeclaredRow<R, D extends Declared, C, A> = Record<Exclude<Columns<D>, A> | keyof C, unknown> & {
  [K in keyof C & keyof R]: C[K];
};

type Rows<R> = readonly R[] | ((ctx: SeedContext) => readonly R[]);

interface TableOptions<R> {
  idPrefix?: string;
  idWidth?: number;
  rows: Rows<R>;
  derive?(row: R): R;
}

export interface DeclaredTableOptions<D extends Declared, R, A> {
  /** The declaration's `mock.table` (the registry test fails when no seed makes that table). */
  table: D['mock']['table'];
  /** The declaration's `idField`. */
  idField: NoInfer<D['idField'] & keyof R & string>;
  /** New ids look like `<idPrefix><zero-padded number>`; default the table name's first letters. */
  idPrefix?: string;
  idWidth?: number;
  /**
   * Declared sources the table does not hold: an operation's inputs, a tab read from a call of its own
   * (the fields the registry test also lets a seed leave out).
   */
  absent?: readonly A[];
  /** The rows, or a function of the seed context (`ctx.rng`, `ctx.seedOf`) that makes them. */
  rows: Rows<R>;
  /** Recomputes derived columns (a bank's list of active channels) after every insert or update. */
  derive?(row: NoInfer<R>): NoInfer<R>;
}

/** Why a seed's table has no type: seedTable was called without its declaration's type. */
type NeedsDeclaration = 'seedTable<typeof declaration>(): name the declaration the table belongs to';

function tableOf<R extends MockRecord>(
  name: string,
  idField: string,
  { idPrefix, idWidth = 4, rows, derive }: TableOptions<R>,
): DeclaredTable<R> {
  return {
    name,
    definition: {
      idField,
      idPrefix: idPrefix ?? `${name.slice(0, 3).toUpperCase()}-`,
      idWidth,
      seed: (ctx) => [...(typeof rows === 'function' ? rows(ctx) : rows)],
      ...(derive ? { derive } : {}),
    },
  };
}

/**
 * The table a declaration names, typed from the declaration's type; C types the columns the rows alone
 * do not (a column only the mock keeps, a value set later).
 * @example
 * import type bankAccount from './declaration.ts';
 *
 * export const bankAccounts = seedTable<typeof bankAccount>()({
 *   table: 'bankAccounts',
 *   idField: 'accountId',
 *   idPrefix: 'BA',
 *   rows: ({ rng, seedOf }) => seedOf('merchants').map((m, i) => ({ accountId: `BA${i + 1}`, … })),
 * });
 */
export function seedTable<D extends Declared = never, C extends object = object>(): [D] extends [never]
  ? NeedsDeclaration
  : <R extends MockRecord & DeclaredRow<R, D, C, A>, const A extends Sources<D> = never>(
      options: DeclaredTableOptions<D, R, A>,
    ) => DeclaredTable<TableRow<R, C>>;
export function seedTable<S extends string, R extends MockRecord & Record<Column<S>, unknown>>(
  declaration: { idField: S; fields: readonly { source: S }[]; mock: { table: string } },
  options: { idPrefix?: string; idWidth?: number; rows: Rows<R> },
): DeclaredTable<R>;
export function seedTable(declaration?: Declared, options?: TableOptions<MockRecord>): unknown {
  if (declaration && options) return tableOf(declaration.mock.table, declaration.idField, options);
  return (given: DeclaredTableOptions<Declared, MockRecord, string>) =>
    tableOf(given.table, given.idField, given);
}

/**
 * A table no declaration names: a side table of the entity whose folder holds it (a store's API keys)
 * or a shared one (the master lists). Its rows type it, or the row type given (`seedUndeclaredTable<Row>`).
 */
export function seedUndeclaredTable<R extends MockRecord>(options: {
  table: string;
  idField: NoInfer<keyof R & string>;
  idPrefix?: string;
  idWidth?: number;
  rows: Rows<R>;
  derive?(row: NoInfer<R>): NoInfer<R>;
}): DeclaredTable<TableRow<R, object>> {
  const table = tableOf(options.table, options.idField, options) as unknown as DeclaredTable<
    TableRow<R, object>
  >;
  return { ...table, undeclared: true };
}
