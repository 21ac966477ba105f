/**
 * How an entity's seed module (`resources/<area>/<entity>/seed.ts`, found by resources/mock.ts) defines
 * its mock tables: the table's id field, how new ids look, the generator of its seed rows and the
 * fields kept in step on insert/update. Each table draws from its own seeded stream (see Rng.forTable),
 * so generating tables lazily, in any order, gives the same data.
 *
 * - `defineTable(name, …)`: a table of mocks/db/types.ts (`TableRecords`), so `db.table(name)` is typed
 *   and the seed rows have the record's shape.
 * - `seedTable(declaration, …)`: a table typed from its declaration: every seed row has exactly the
 *   declared fields (a missing or extra field is a type error) and the id field is the declaration's.
 */
import type { ResourceDeclaration } from '../../../src/schema/index.ts';
import type { Rng } from '../prng.ts';
import type { MockRecord, TableName, TableRecords } from '../types.ts';

export interface SeedContext {
  rng: Rng;
  /** Seed rows of another table (never the persisted changes), so references stay deterministic. */
  seedOf<N extends TableName>(name: N): readonly TableRecords[N][];
}

export interface TableDefinition<R extends MockRecord = MockRecord> {
  idField: keyof R & string;
  /** New ids look like `<prefix><zero-padded number>`, continuing after the highest existing one. */
  idPrefix: string;
  idWidth: number;
  seed(ctx: SeedContext): R[];
  /** Recomputes derived fields (e.g. a bank's channel list) after every insert or update. */
  derive?(record: R): R;
}

/** A mock table: its name and definition, as a seed module exports it. */
export interface DeclaredTable {
  name: string;
  definition: TableDefinition;
}

/** A table of mocks/db/types.ts: its seed rows and derived fields have the record's type. */
export function defineTable<N extends TableName>(
  name: N,
  definition: TableDefinition<TableRecords[N]>,
): DeclaredTable {
  return { name, definition: definition as unknown as TableDefinition };
}

export interface SeedOptions<S extends string> {
  /** New ids look like `<idPrefix><zero-padded number>`; default the table name's first letters. */
  idPrefix?: string;
  idWidth?: number;
  /** The rows, or a function of the seed context (`ctx.rng`, `ctx.seedOf`) that makes them. */
  rows: readonly Record<S, unknown>[] | ((ctx: SeedContext) => readonly Record<S, unknown>[]);
}

export function seedTable<S extends string>(
  def: Pick<ResourceDeclaration<S>, 'idField' | 'mock' | 'fields'>,
  { idPrefix, idWidth = 4, rows }: SeedOptions<NoInfer<S>>,
): DeclaredTable {
  return {
    name: def.mock.table,
    definition: {
      idField: def.idField,
      idPrefix: idPrefix ?? `${def.mock.table.slice(0, 3).toUpperCase()}-`,
      idWidth,
      seed: (ctx) => [...(typeof rows === 'function' ? rows(ctx) : rows)] as MockRecord[],
    },
  };
}
