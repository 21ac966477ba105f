/**
 * A database whose tables are seen through a view (the audit trail's, the versions'): each table's view
 * is made once, on first use, and everything else is the database's own.
 */
import type { MockDb, MockTable } from '../db/index.ts';

export function withTableViews(db: MockDb, view: (table: MockTable) => MockTable): MockDb {
  const views = new Map<string, MockTable>();
  const viewOf = (table: MockTable): MockTable => {
    let seen = views.get(table.name);
    if (!seen) {
      seen = view(table);
      views.set(table.name, seen);
    }
    return seen;
  };
  return {
    get seed() {
      return db.seed;
    },
    tableNames: db.tableNames,
    idempotency: db.idempotency,
    reset: () => db.reset(),
    table: ((name) => viewOf(db.table(name) as unknown as MockTable)) as MockDb['table'],
    tableByName: (name) => {
      const table = db.tableByName(name);
      return table && viewOf(table);
    },
  };
}
