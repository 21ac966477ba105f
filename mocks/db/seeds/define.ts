/**
 * A mock table for a declaration, typed from it: every seed row has exactly the declared fields (a
 * missing or extra field is a type error) and the table's id field is the declaration's `idField`.
 * A new table is its rows plus one line in ./index.ts (docs/adding-a-resource.md).
 */
import type { ResourceDeclaration } from '../../../src/schema/types.ts';
import type { SeedContext, TableDefinition } from '../tables.ts';
import type { MockRecord } from '../types.ts';

export interface DeclaredTable {
  name: string;
  definition: TableDefinition;
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
