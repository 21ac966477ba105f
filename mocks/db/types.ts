/**
 * Record types of the mock database. No entity's row is written here: a table's row type is its seed's
 * (`seedTable` in mocks/db/seeds/define.ts types the rows from the entity's declaration), and each seed
 * module adds its tables to `TableRecords` beside them, so `db.table(name)` and `ctx.seedOf(name)` are
 * typed:
 *
 *     declare module '../../../mocks/db/types.ts' {
 *       interface TableRecords {
 *         banks: Bank;
 *       }
 *     }
 *
 * Type aliases (not interfaces) so every record is also a plain `MockRecord` the generic
 * list/get/create handlers can work on.
 */

export type MockRecord = Record<string, unknown>;

/** A row of the master lists no screen edits (resources/catalog/seed.ts): a table of no entity. */
export type MasterListRow = {
  id: string;
  list: string;
  /** Value of the parent entry for dependent lists (district → province code), else null. */
  parent: string | null;
  /** The Thai name. */
  name: string;
  /** The English name; null where the list has none (the Thai name is shown). */
  nameEn: string | null;
  value: string;
  imageUrl: string | null;
};

/** Every table by name: the master lists here, each entity's tables added by its seed module. */
export interface TableRecords {
  masterLists: MasterListRow;
}

export type TableName = keyof TableRecords;
