/**
 * A CSV's master columns: a master field exports its name in the current language, resolved through its
 * list when the file is built (a row created a moment ago is named like a seeded one); a field declared
 * with `exportCode` also gets its code in a column of its own beside the name, for the staff who key it
 * elsewhere (a bank code). Names and codes go through the CSV's escaping like any text (csvText.ts).
 */
import type { MasterListEntry } from '../schema/masterLists.ts';
import { masterName } from '../schema/masterLists.ts';
import type { FieldDeclaration } from '../schema/types.ts';
import type { CsvColumn } from './csvText.ts';
import { readPath } from './readPath.ts';

type MasterField = Extract<FieldDeclaration, { type: 'master' }>;

/** A list's entries (of one parent, for a dependent list). */
export type MasterEntriesLoader = (list: string, parent?: string) => Promise<readonly MasterListEntry[]>;

export interface MasterColumnText {
  locale: string;
  /** The code column's header from the name column's (`Bank` → `Bank (code)`). */
  codeLabel: (label: string) => string;
}

function parentsOf(field: MasterField, rows: readonly Record<string, unknown>[]): (string | undefined)[] {
  if (!field.dependsOn) return [undefined];
  const parents = new Set<string>();
  for (const row of rows) {
    const parent = readPath(row, field.dependsOn);
    if ((typeof parent === 'string' && parent.trim() !== '') || typeof parent === 'number') {
      parents.add(String(parent));
    }
  }
  return [...parents];
}

/** Every entry the field's values in `rows` can name (each parent's, for a dependent list). */
async function entriesFor(
  field: MasterField,
  rows: readonly Record<string, unknown>[],
  load: MasterEntriesLoader,
): Promise<MasterListEntry[]> {
  const lists = await Promise.all(parentsOf(field, rows).map((parent) => load(field.list, parent)));
  return lists.flat();
}

/**
 * The columns that stand for each master column of `columns` (by source): its name, and its code
 * where the field says `exportCode`. A list that cannot be read leaves its column with the codes.
 */
export async function withMasterColumns(
  columns: readonly CsvColumn[],
  fields: readonly FieldDeclaration[],
  rows: readonly Record<string, unknown>[],
  load: MasterEntriesLoader,
  text: MasterColumnText,
): Promise<CsvColumn[]> {
  const masters = new Map<string, MasterField>();
  for (const field of fields) if (field.type === 'master') masters.set(field.source, field);
  const named = await Promise.all(
    columns.map(async (column): Promise<CsvColumn[]> => {
      const field = masters.get(column.source);
      if (!field) return [column];
      const entries = await entriesFor(field, rows, load).catch(() => [] as MasterListEntry[]);
      const nameOf = (value: unknown) => masterName(entries, value, text.locale);
      const name: CsvColumn = {
        ...column,
        format: (value) => (Array.isArray(value) ? value.map(nameOf).join(', ') : nameOf(value)),
      };
      if (!field.exportCode) return [name];
      return [name, { source: column.source, label: text.codeLabel(column.label) }];
    }),
  );
  return named.flat();
}
