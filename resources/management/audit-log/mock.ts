/**
 * The audit service's event list (docs/api-contract.md, "audit"): the events the mock backend recorded
 * (mocks/handlers/audit.ts) and the seeded ones, newest first. `actor` matches the caller's id, name or
 * e-mail (a part of it); `resource`, `recordId` and `action` are equality filters; StartDate/EndDate
 * bound `at`. A record's history (`resource` and `recordId` given, or `resource` alone for a settings
 * page, whose one record has no id) is open to whoever may view that resource; the whole log needs view
 * on the Audit Log menu. With `entity` beside `recordId`, the history is the record's whichever screen
 * wrote it (`resource` then only says which screen's view the caller needs).
 */
import { callerPermissions } from '../../../mocks/auth/guard.ts';
import type { MockRecord } from '../../../mocks/db/index.ts';
import { listResponse } from '../../../mocks/handlers/entities.ts';
import { fail } from '../../../mocks/handlers/respond.ts';
import type { Route, RouteContext } from '../../../mocks/handlers/router.ts';
import { hasAction } from '../../../src/auth/index.ts';
import { auditEntity } from '../../../src/contract/audit.ts';
import { lazyRegistry } from '../../index.ts';

const LOG_MENU = 'auditLog';

/** Null when the caller may read these events, else the 403. */
async function refusal(ctx: RouteContext): Promise<Response | null> {
  if (!ctx.user) return fail(401, 'Sign-in required');
  const map = callerPermissions(ctx.db, ctx.user.userId, () => undefined);
  if (map instanceof Response) return map;
  const params = ctx.url.searchParams;
  const resource = params.get('resource');
  // The permission of a declared screen, from its head: a record's history needs no declaration loaded.
  const found = resource === null ? undefined : lazyRegistry.head(resource);
  const head = found?.placeholder ? undefined : found;
  // A record's history: one record of the screen, or a settings page's one record (no id of its own).
  const settings =
    head && !params.get('recordId') ? (await lazyRegistry.load(head.name))?.settings : undefined;
  const key = head && (params.get('recordId') || settings) ? head.permission : undefined;
  if (hasAction(map, LOG_MENU, 'view') || (key && hasAction(map, key, 'view'))) return null;
  return fail(403, 'Your role may not view the Audit Log');
}

function matchesActor(row: MockRecord, wanted: string): boolean {
  const actor = (row.actor ?? {}) as Record<string, unknown>;
  return ['id', 'name', 'email'].some((k) =>
    String(actor[k] ?? '')
      .toLowerCase()
      .includes(wanted),
  );
}

/** The entity of an event; a seeded one names only its screen, whose declaration tells its entity. */
async function entityOf(row: MockRecord): Promise<string | undefined> {
  if (typeof row.entity === 'string') return row.entity;
  const def = typeof row.resource === 'string' ? await lazyRegistry.load(row.resource) : undefined;
  return def ? auditEntity(def) : undefined;
}

/** The events of one record of `entity`, by whichever screen they were written. */
async function ofRecord(
  rows: readonly MockRecord[],
  entity: string,
  recordId: string,
): Promise<MockRecord[]> {
  const mine = rows.filter((row) => row.recordId === recordId);
  const entities = await Promise.all(mine.map(entityOf));
  return mine.filter((_, i) => entities[i] === entity);
}

export function routes(): Route[] {
  return [
    {
      service: 'audit',
      method: 'GET',
      path: 'events',
      overrides: 'management/audit-log',
      // Any signed-in user; the route decides by what is asked (refusal above).
      access: {},
      async resolve(ctx) {
        const refused = await refusal(ctx);
        if (refused) return refused;
        const params = ctx.url.searchParams;
        const wanted = params.get('actor')?.trim().toLowerCase() ?? '';
        // Newest first also among events of the same instant (one call's records): latest added first.
        let rows = [...(ctx.db.tableByName('auditEvents')?.list() ?? [])].reverse();
        const url = new URL(ctx.url);
        url.searchParams.delete('actor');
        const entity = params.get('entity');
        const recordId = params.get('recordId');
        if (entity && recordId) {
          // The screen whose view the caller was checked against must be one over that entity.
          const screen = await lazyRegistry.load(params.get('resource') ?? '');
          if (!screen || auditEntity(screen) !== entity)
            return fail(
              400,
              `entity ${entity} is not the records of ${params.get('resource') ?? 'no screen'}`,
            );
          rows = await ofRecord(rows, entity, recordId);
          for (const name of ['entity', 'resource', 'recordId']) url.searchParams.delete(name);
        }
        return listResponse(
          wanted ? rows.filter((row) => matchesActor(row, wanted)) : rows,
          { ...ctx, url },
          { dateField: 'at', defaultSort: { field: 'at', order: 'DESC' } },
        );
      },
    },
  ];
}
