/**
 * Record versions of the mock services (docs/api-contract.md, "Versions and conflicts"), done once
 * around every write route (handlers/router.ts) so that no entity's handler knows about them:
 * - every record a write inserts or updates gets `version` (1 for a new record, one more on every
 *   change), `updatedAt` (now) and `updatedBy` (the caller's name, handlers/actor.ts); a seed row that
 *   was never written reads as version 1 (`versionOf`);
 * - a write sent with `If-Match: "<version>"` is checked at the first record it updates or deletes
 *   whose id is a segment of the call's path (the record the call names): another version answers
 *   `412 { code: "conflict", current }` with the record as it is now, and nothing is written.
 *   `If-Match: *` matches any version. A write that changes or deletes the record its path names
 *   without If-Match answers `428 { code: "version_required" }`, and nothing is written; a create
 *   (it names no record it changes) needs none. What the call wrote before that record (another
 *   record of the same call) is put back.
 */
import { VERSION_FIELDS } from '../../src/contract/errors.ts';
import { toBangkokIso } from '../db/dates.ts';
import type { MockDb, MockRecord, MockTable } from '../db/index.ts';
import { withTableViews } from './tableViews.ts';
import { actorOf, type CallerIdentity } from './actor.ts';
import { MockHttpError } from './respond.ts';

export { VERSION_FIELDS };

/** A record's version: its `version`, or 1 for a row never written through the services. */
export function versionOf(record: MockRecord): number {
  const value = record.version;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 1;
}

/** The record with its version (1 when it has none yet). */
export function withVersion<R extends MockRecord>(record: R): R {
  return record.version === undefined ? { ...record, version: 1 } : record;
}

/** The strong entity tag of a record: `"<version>"`. */
export const etagOf = (record: MockRecord): string => `"${versionOf(record)}"`;

/**
 * The versions an If-Match header names: `"3"`, `W/"3"`, `3`, a list of them; `*` is any (null);
 * undefined when the header is absent or names none.
 */
export function parseIfMatch(header: string | null): readonly number[] | null | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (header.trim() === '*') return null;
  const versions = header
    .split(',')
    .map((tag) => Number(tag.trim().replace(/^W\//, '').replace(/"/g, '')))
    .filter((n) => Number.isInteger(n) && n > 0);
  return versions.length > 0 ? versions : undefined;
}

export interface VersionedWrite {
  /** Name of the staff member writing (handlers/actor.ts). */
  by: string;
  /** The call's If-Match header. */
  ifMatch: string | null;
  /** The call's path segments (decoded): the record they name is the one If-Match is about. */
  pathSegments: readonly string[];
  /** Name used in the message, e.g. `Announcement`; else the table's. */
  label?: string;
  now?: () => number;
}

/** A view of `db` whose writes stamp versions and check If-Match (see the module's comment). */
export function versionedDb(db: MockDb, write: VersionedWrite): MockDb {
  const expected = parseIfMatch(write.ifMatch);
  let checked = expected === null;
  const stamp = () => ({ updatedAt: toBangkokIso((write.now ?? Date.now)()), updatedBy: write.by });
  const named = (id: string | number) => write.pathSegments.includes(String(id));

  const check = (table: MockTable, id: string | number, current: MockRecord) => {
    if (checked || !named(id)) return;
    checked = true;
    if (expected === undefined) {
      throw new MockHttpError(
        428,
        `${write.label ?? table.name} ${String(id)} is written without If-Match: send the version it was read at`,
      );
    }
    if (expected?.includes(versionOf(current))) return;
    const who = typeof current.updatedBy === 'string' ? current.updatedBy : 'someone';
    const when = typeof current.updatedAt === 'string' ? ` at ${current.updatedAt}` : '';
    throw new MockHttpError(
      412,
      `${write.label ?? table.name} ${String(id)} was changed by ${who}${when}: it is now version ${versionOf(current)}`,
      undefined,
      { code: 'conflict', current: withVersion(current) },
    );
  };

  // What this call wrote, to put back when its If-Match fails after an earlier write of it.
  const undo: (() => void)[] = [];
  const refuse = (error: unknown): never => {
    for (const step of undo.reverse()) step();
    undo.length = 0;
    throw error;
  };

  return withTableViews(db, (table) => ({
    name: table.name,
    idField: table.idField,
    list: () => table.list(),
    get: (id) => table.get(id),
    count: () => table.count(),
    insert(record) {
      const row = table.insert({ ...record, ...stamp(), version: 1 });
      undo.push(() => table.remove(String(row[table.idField])));
      return row;
    },
    update(id, patch) {
      const current = table.get(id);
      if (!current) return table.update(id, patch);
      try {
        check(table, id, current);
      } catch (error) {
        refuse(error);
      }
      const row = table.update(id, { ...patch, ...stamp(), version: versionOf(current) + 1 });
      undo.push(() => table.update(id, current));
      return row;
    },
    remove(id) {
      const current = table.get(id);
      if (!current) return table.remove(id);
      try {
        check(table, id, current);
      } catch (error) {
        refuse(error);
      }
      const removed = table.remove(id);
      undo.push(() => table.insert(current));
      return removed;
    },
  }));
}

function segmentsOf(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** The database a write route runs against: its caller's name stamped, its If-Match checked. */
export function versionedWrites(ctx: {
  db: MockDb;
  request: Request;
  url: URL;
  user: CallerIdentity | null;
}): MockDb {
  return versionedDb(ctx.db, {
    by: actorOf(ctx).name,
    ifMatch: ctx.request.headers.get('if-match'),
    pathSegments: segmentsOf(ctx.url),
  });
}
