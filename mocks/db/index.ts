/**
 * The mock database: seeded tables generated on first use, plus the changes made through the API kept
 * as an overlay (per table: upserted records and deleted ids) in a Storage under `pa.mockdb.v1`. Only
 * the overlay is stored, so 30,000 transactions never reach localStorage; `reset()` drops it. The
 * tables are the entities' (each entity's `seed.ts`, found by resources/mock.ts).
 */
import { seedTables } from '../../resources/mock.ts';
import { MockDbError } from './errors.ts';
import { createMemoryStorage, MOCK_DB_STORAGE_KEY } from './storage.ts';
import { Rng } from './prng.ts';
import type { DeclaredTable, SeedContext, TableDefinition } from './seeds/define.ts';
import type { MockRecord, TableName, TableRecords } from './types.ts';

export type { MockRecord, TableName, TableRecords } from './types.ts';
export * from './types.ts';
export { REFERENCE_DATE } from './dates.ts';
export { MockDbError } from './errors.ts';
export { createMemoryStorage, MOCK_DB_STORAGE_KEY } from './storage.ts';

export const DEFAULT_SEED = 20261101;

export interface MockTable<R extends MockRecord = MockRecord> {
  readonly name: TableName;
  readonly idField: string;
  /** Seed rows with the changes applied; new records follow the seed in insertion order. */
  list(): readonly R[];
  get(id: string | number): R | undefined;
  /** Assigns the next id when the record has none; 409 when the id is taken. */
  insert(record: Partial<R>): R;
  /** Shallow merge; the id field cannot change. Undefined when there is no such record. */
  update(id: string | number, patch: Partial<R>): R | undefined;
  remove(id: string | number): boolean;
  count(): number;
}

export interface MockDb {
  readonly seed: number;
  table<N extends TableName>(name: N): MockTable<TableRecords[N]>;
  /** For declaration-driven handlers: the table named at run time, or undefined. */
  tableByName(name: string): MockTable | undefined;
  readonly tableNames: readonly TableName[];
  /** Drops every change (and remembered Idempotency-Key answers); the seed shows again. */
  reset(): void;
  /** Answers already given per Idempotency-Key (see handlers/router.ts); cleared by reset(). */
  readonly idempotency: Map<string, IdempotencyEntry>;
}

export interface IdempotentAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

export interface IdempotencyEntry {
  /** Method, path and body of the first request: the same key with another request is refused. */
  fingerprint: string;
  answer: Promise<IdempotentAnswer>;
}

export interface CreateMockDbOptions {
  /** Where the changes live: localStorage in the browser; an in-memory storage when omitted. */
  storage?: Storage;
  seed?: number;
  /** Further tables (mocks/db/seeds/define.ts): a test's own, or a declaration's not in the registry yet. */
  tables?: readonly DeclaredTable[];
}

interface TableOverlay {
  upserts: MockRecord[];
  deleted: string[];
}

interface Overlay {
  v: 1;
  seed: number;
  tables: Partial<Record<TableName, TableOverlay>>;
}

/** The entities' tables and, after them, the extra ones given (a test's own). */
function tableDefinitions(extra: readonly DeclaredTable[] = []): ReadonlyMap<string, TableDefinition> {
  return new Map<string, TableDefinition>(
    [...seedTables, ...extra].map((t): [string, TableDefinition] => [t.name, t.definition]),
  );
}

const KNOWN_TABLES = tableDefinitions();

export function isTableName(name: string): name is TableName {
  return KNOWN_TABLES.has(name);
}

function emptyOverlay(seed: number): Overlay {
  return { v: 1, seed, tables: {} };
}

function parseOverlay(raw: string | null, seed: number): Overlay {
  if (!raw) return emptyOverlay(seed);
  try {
    const parsed = JSON.parse(raw) as Partial<Overlay>;
    // Changes made over another seed (or an older format) would point at records that do not exist.
    if (parsed.v !== 1 || parsed.seed !== seed || typeof parsed.tables !== 'object' || !parsed.tables) {
      return emptyOverlay(seed);
    }
    return parsed as Overlay;
  } catch {
    return emptyOverlay(seed);
  }
}

const idOf = (record: MockRecord, idField: string): string => String(record[idField] ?? '');

export function createMockDb(options: CreateMockDbOptions = {}): MockDb {
  const seed = options.seed ?? DEFAULT_SEED;
  const storage = options.storage ?? createMemoryStorage();
  const seedRows = new Map<TableName, readonly MockRecord[]>();
  const merged = new Map<
    TableName,
    { rows: readonly MockRecord[]; readonly byId: Map<string, MockRecord> }
  >();
  const generating = new Set<TableName>();
  let lastRaw: string | null = storage.getItem(MOCK_DB_STORAGE_KEY);
  let overlay = parseOverlay(lastRaw, seed);
  const idempotency = new Map<string, IdempotencyEntry>();

  const definitions = options.tables ? tableDefinitions(options.tables) : KNOWN_TABLES;
  const definition = (name: TableName): TableDefinition => definitions.get(name) as TableDefinition;

  function seedOf<N extends TableName>(name: N): readonly TableRecords[N][] {
    let rows = seedRows.get(name);
    if (!rows) {
      if (generating.has(name)) throw new Error(`Seed cycle through table ${name}`);
      generating.add(name);
      const ctx: SeedContext = { rng: Rng.forTable(seed, name), seedOf };
      rows = definition(name).seed(ctx);
      generating.delete(name);
      seedRows.set(name, rows);
    }
    return rows as unknown as readonly TableRecords[N][];
  }

  /** Another tab (or the devtools) may have changed the stored overlay since we last looked. */
  function sync(): void {
    const raw = storage.getItem(MOCK_DB_STORAGE_KEY);
    if (raw !== lastRaw) {
      lastRaw = raw;
      overlay = parseOverlay(raw, seed);
      merged.clear();
    }
  }

  function persist(): void {
    const raw = JSON.stringify(overlay);
    try {
      storage.setItem(MOCK_DB_STORAGE_KEY, raw);
      lastRaw = raw;
    } catch (error) {
      // A full storage must not break the demo: the change still holds until the page reloads.
      console.warn('[mock db] could not store changes', error);
    }
  }

  function mergedOf(name: TableName): { rows: readonly MockRecord[]; byId: Map<string, MockRecord> } {
    sync();
    let view = merged.get(name);
    if (!view) {
      const { idField } = definition(name);
      const changes = overlay.tables[name];
      const seedList = seedOf(name);
      let rows: readonly MockRecord[] = seedList;
      if (changes && (changes.upserts.length > 0 || changes.deleted.length > 0)) {
        const upserts = new Map(changes.upserts.map((r) => [idOf(r, idField), r]));
        const deleted = new Set(changes.deleted);
        const out: MockRecord[] = [];
        const seen = new Set<string>();
        for (const row of seedList) {
          const id = idOf(row, idField);
          seen.add(id);
          if (deleted.has(id)) continue;
          out.push(upserts.get(id) ?? row);
        }
        for (const [id, row] of upserts) if (!seen.has(id) && !deleted.has(id)) out.push(row);
        rows = out;
      }
      let byId: Map<string, MockRecord> | undefined;
      // The id index of 30,000 transactions is only built when a single record is asked for.
      view = {
        rows,
        get byId() {
          byId ??= new Map(rows.map((r) => [idOf(r, idField), r]));
          return byId;
        },
      };
      merged.set(name, view);
    }
    return view;
  }

  function change(name: TableName, apply: (t: TableOverlay) => void): void {
    // Re-read first so a write from another tab is kept, not overwritten.
    sync();
    const t = overlay.tables[name] ?? { upserts: [], deleted: [] };
    apply(t);
    overlay.tables[name] = t;
    merged.delete(name);
    persist();
  }

  function nextId(name: TableName): string {
    const { idPrefix, idWidth, idField } = definition(name);
    const pattern = new RegExp(`^${idPrefix.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}(\\d+)$`);
    let max = 0;
    for (const row of mergedOf(name).rows) {
      const m = pattern.exec(idOf(row, idField));
      if (m) max = Math.max(max, Number(m[1]));
    }
    // Deleted ids are not handed out again: a stale link must not open a different record.
    for (const id of overlay.tables[name]?.deleted ?? []) {
      const m = pattern.exec(id);
      if (m) max = Math.max(max, Number(m[1]));
    }
    return `${idPrefix}${String(max + 1).padStart(idWidth, '0')}`;
  }

  const tables = new Map<TableName, MockTable>();

  function makeTable(name: TableName): MockTable {
    const def = definition(name);
    const { idField } = def;
    const derive = (r: MockRecord): MockRecord => (def.derive ? def.derive(r) : r);
    const upsert = (record: MockRecord) =>
      change(name, (t) => {
        const id = idOf(record, idField);
        t.upserts = t.upserts.filter((r) => idOf(r, idField) !== id);
        t.upserts.push(record);
        t.deleted = t.deleted.filter((d) => d !== id);
      });
    return {
      name,
      idField,
      list: () => mergedOf(name).rows,
      get: (id) => mergedOf(name).byId.get(String(id)),
      count: () => mergedOf(name).rows.length,
      insert(record) {
        const given = record[idField];
        const id = given === undefined || given === null || given === '' ? nextId(name) : String(given);
        if (mergedOf(name).byId.has(id)) throw new MockDbError(`${idField} ${id} already exists`, 409);
        const row = derive({ ...record, [idField]: id });
        upsert(row);
        return row;
      },
      update(id, patch) {
        const current = mergedOf(name).byId.get(String(id));
        if (!current) return undefined;
        const row = derive({ ...current, ...patch, [idField]: current[idField] });
        upsert(row);
        return row;
      },
      remove(id) {
        const key = String(id);
        if (!mergedOf(name).byId.has(key)) return false;
        change(name, (t) => {
          t.upserts = t.upserts.filter((r) => idOf(r, idField) !== key);
          if (!t.deleted.includes(key)) t.deleted.push(key);
        });
        return true;
      },
    };
  }

  function table(name: TableName): MockTable {
    let t = tables.get(name);
    if (!t) {
      t = makeTable(name);
      tables.set(name, t);
    }
    return t;
  }

  return {
    seed,
    tableNames: [...definitions.keys()] as TableName[],
    idempotency,
    table: <N extends TableName>(name: N) => table(name) as unknown as MockTable<TableRecords[N]>,
    tableByName: (name) => (definitions.has(name) ? table(name as TableName) : undefined),
    reset() {
      overlay = emptyOverlay(seed);
      merged.clear();
      idempotency.clear();
      storage.removeItem(MOCK_DB_STORAGE_KEY);
      lastRaw = null;
    },
  };
}
