/**
 * The audit trail of the mock backend (docs/mock-backend.md, "Audit trail"): every write a route
 * answers with a success becomes one event per record it changed, in the `auditEvents` table that the
 * audit service's `GET events` reads (docs/api-contract.md, "audit"). Done once, around every route
 * (handlers/router.ts): the route runs against a journaling view of the database, which notes each
 * record's state before and after, so no entity's handler knows about it. The caller is the verified
 * bearer token's (handlers/actor.ts); an edit carries its changed fields, before → after. An event
 * names the record by its entity and id (src/contract/audit.ts), so a record's History holds the writes
 * of every screen over it.
 */
import type { ResourceDefinition } from '../../src/schema/index.ts';
import { auditEntity, type RecordKind } from '../../src/contract/audit.ts';
import { VERSION_FIELDS } from '../../src/contract/errors.ts';
import { toBangkokIso } from '../db/dates.ts';
import type { MockDb, MockRecord } from '../db/index.ts';
import { withTableViews } from './tableViews.ts';
import { actorOf } from './actor.ts';
import type { Route, RouteContext, WriteObserver } from './router.ts';

/** The table of the recorded events (resources/management/audit-log/seed.ts). */
export const AUDIT_TABLE = 'auditEvents';

/** One call changes at most this many records' histories (a bulk approval of 500 rows keeps 100). */
export const MAX_EVENTS_PER_CALL = 100;

/** What was done: one of the kinds every record may undergo, or a declared action's name. */
export type AuditAction = RecordKind | (string & {});

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** An event as the audit service answers it. */
export interface AuditEvent {
  id: string;
  /** ISO date-time (Bangkok offset). */
  at: string;
  actor: { id: string; name: string; email: string };
  action: AuditAction;
  /** The console's resource name of the screen whose call wrote it, e.g. `management/announcement`. */
  resource: string;
  /** The record's entity, whichever screen wrote it (`auditEntity`: `notification/announcements`). */
  entity: string;
  recordId: string;
  /** The fields an edit (or a toggle) changed; empty for a create or a delete. */
  changes: FieldChange[];
}

/** A record a call changed: its state before (none: created) and after (none: deleted). */
export interface RecordChange {
  table: string;
  id: string;
  before?: MockRecord;
  after?: MockRecord;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ, in the order of the record after (then the dropped ones). */
export function diffRecords(
  before: MockRecord,
  after: MockRecord,
  ignore: readonly string[] = [],
): FieldChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => !ignore.includes(field) && !same(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/**
 * A view of `db` whose tables note every insert, update and delete in `journal` (the record before
 * and after), so the changes a route made are known however it made them.
 */
export function journalingDb(db: MockDb, journal: RecordChange[]): MockDb {
  return withTableViews(db, (table) => {
    const note = (id: string, before?: MockRecord, after?: MockRecord) =>
      journal.push({ table: table.name, id, before, after });
    return {
      name: table.name,
      idField: table.idField,
      list: () => table.list(),
      get: (id) => table.get(id),
      count: () => table.count(),
      insert(record) {
        const row = table.insert(record);
        note(String(row[table.idField]), undefined, row);
        return row;
      },
      update(id, patch) {
        const before = table.get(id);
        const row = table.update(id, patch);
        if (row) note(String(id), before, row);
        return row;
      },
      remove(id) {
        const before = table.get(id);
        const removed = table.remove(id);
        if (removed) note(String(id), before, undefined);
        return removed;
      },
    };
  });
}

/** The changes a call made, one per record: its first state before and its last after. */
export function netChanges(journal: readonly RecordChange[]): RecordChange[] {
  const byRecord = new Map<string, RecordChange>();
  for (const change of journal) {
    const key = `${change.table}|${change.id}`;
    const seen = byRecord.get(key);
    if (seen) seen.after = change.after;
    else byRecord.set(key, { ...change });
  }
  return [...byRecord.values()].filter((c) => c.before !== undefined || c.after !== undefined);
}

/** `merchant/{id}/toggle_active` and `merchant/:id/toggle_active` → `merchant/:/toggle_active`. */
const shapeOf = (path: string) =>
  path
    .replace(/\?.*$/, '')
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') || /^\{\w+\}$/.test(s) ? ':' : s))
    .join('/');

interface CallKind {
  resource: ResourceDefinition;
  action: AuditAction;
}

/**
 * What the declarations say a call is: a declared action (its name), or a toggle (the record's own or
 * an embedded list's item's, a bank's payment channel), by the shape of its path; else nothing, and the
 * records' states tell (created, deleted, edited).
 */
function declaredCalls(resources: readonly ResourceDefinition[]): Map<string, CallKind> {
  const calls = new Map<string, CallKind>();
  for (const resource of resources) {
    for (const action of resource.actions ?? []) {
      const key = `${action.service ?? resource.service} ${action.method} ${shapeOf(action.path)}`;
      if (!calls.has(key)) calls.set(key, { resource, action: action.name });
    }
    const toggles = [
      resource.endpoints.toggle,
      ...resource.fields.map((field) => (field.type === 'embeddedList' ? field.toggle : undefined)),
    ];
    for (const toggle of toggles) {
      if (!toggle) continue;
      const key = `${resource.service} ${toggle.method} ${shapeOf(toggle.path)}`;
      if (!calls.has(key)) calls.set(key, { resource, action: 'toggle' });
    }
  }
  return calls;
}

const isFlag = (value: unknown) => typeof value === 'boolean';

/** Created, deleted, an active flag flipped (toggle), or edited. */
function stateAction(change: RecordChange, changes: readonly FieldChange[]): AuditAction {
  if (!change.before) return 'create';
  if (!change.after) return 'delete';
  const toggled =
    changes.length > 0 &&
    changes.every((c) => /active$/i.test(c.field) && isFlag(c.before) && isFlag(c.after));
  return toggled ? 'toggle' : 'edit';
}

export interface AuditRecorder {
  /** Records the events of a write that `route` answered with `status`, from the changes noted. */
  record(route: Route, ctx: RouteContext, status: number, journal: readonly RecordChange[]): void;
}

/**
 * The recorder over the declarations (which resource a table's records are, which calls are declared
 * actions or toggles). The events go to `db`'s `auditEvents` table, if it has one.
 */
export function createAuditRecorder(
  resources: readonly ResourceDefinition[],
  now: () => number = Date.now,
): AuditRecorder {
  const calls = declaredCalls(resources);
  const byName = new Map(resources.map((r) => [r.name, r]));
  const byTable = new Map<string, ResourceDefinition>();
  for (const resource of resources) {
    // A record's view page is its table's first declaration whose view it is (not a filtered view).
    if (!resource.mock.where && !byTable.has(resource.mock.table)) byTable.set(resource.mock.table, resource);
  }
  for (const resource of resources)
    if (!byTable.has(resource.mock.table)) byTable.set(resource.mock.table, resource);

  return {
    record(route, ctx, status, journal) {
      if (route.method === 'GET' || status < 200 || status >= 300) return;
      const changed = netChanges(journal).filter((c) => c.table !== AUDIT_TABLE);
      if (changed.length === 0) return;
      const events = ctx.db.tableByName(AUDIT_TABLE);
      if (!events) return;
      const declared = calls.get(`${route.service} ${route.method} ${shapeOf(route.path)}`);
      const named = [route.generatedFrom, ...[route.overrides ?? []].flat()]
        .map((name) => (name ? byName.get(name) : undefined))
        .find((r) => r !== undefined);
      const caller = actorOf(ctx);
      const actor = { id: caller.userId ?? '', name: caller.name, email: caller.staff?.email ?? '' };
      const at = toBangkokIso(now());
      for (const change of changed.slice(0, MAX_EVENTS_PER_CALL)) {
        const own = [declared?.resource, named].find((r) => r?.mock.table === change.table);
        const resource = own ?? byTable.get(change.table);
        if (!resource) continue;
        const record = change.after ?? change.before ?? {};
        const idValue = record[resource.idField];
        // A record's version, when and by whom are the event's own, not a change (versions.ts).
        const ignore = [
          resource.idField,
          ...VERSION_FIELDS,
          ...(resource.mock.where ? Object.keys(resource.mock.where) : []),
        ];
        const changes = change.before && change.after ? diffRecords(change.before, change.after, ignore) : [];
        if (change.before && change.after && changes.length === 0) continue;
        const action = own && declared ? declared.action : stateAction(change, changes);
        const event: Omit<AuditEvent, 'id'> = {
          at,
          actor,
          action,
          resource: resource.name,
          entity: auditEntity(resource),
          recordId: idValue === undefined || idValue === null ? change.id : String(idValue),
          changes,
        };
        events.insert(event as unknown as MockRecord);
      }
    },
  };
}

/**
 * The audit trail around every route (handlers/router.ts): a write runs against a journaling view of
 * the database, and its success is recorded from what it changed.
 */
export function auditObserver(resources: readonly ResourceDefinition[]): WriteObserver {
  const recorder = createAuditRecorder(resources);
  return {
    watch(db) {
      const journal: RecordChange[] = [];
      return {
        db: journalingDb(db, journal),
        done: (route, ctx, status) => recorder.record(route, { ...ctx, db }, status, journal),
      };
    },
  };
}
