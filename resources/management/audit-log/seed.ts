/**
 * Past events of the audit trail, so its lists are not empty; the mock backend adds one for every
 * record a write changes (mocks/handlers/audit.ts).
 */
import { toBangkokIso } from '../../../mocks/db/dates.ts';
import { seedTable, type SeedContext } from '../../../mocks/db/seeds/define.ts';
import type auditLog from './declaration.ts';

const HOUR_MS = 3_600_000;
/** A few days before the seed's reference date (mocks/db/dates.ts). */
const FIRST_EVENT_MS = Date.parse('2026-10-27T09:15:00+07:00');

function pastEvents(ctx: SeedContext) {
  const staff = ctx.seedOf('staffUsers');
  const announcements = ctx.seedOf('announcements');
  const actor = (i: number) => {
    // The administrator, and another staff member of the seed (not a demo account).
    const s = staff[i % 2 === 0 ? 0 : Math.min(4, staff.length - 1)];
    return { id: s.userId, name: `${s.firstname} ${s.lastname}`, email: s.email };
  };
  const rows = announcements.slice(0, 4).flatMap((a, i) => {
    const at = (h: number) => toBangkokIso(FIRST_EVENT_MS + (i * 24 + h) * HOUR_MS);
    return [
      {
        at: at(0),
        actor: actor(0),
        action: 'create',
        resource: 'management/announcement',
        recordId: a.id,
        changes: [],
      },
      {
        at: at(3),
        actor: actor(i),
        action: 'edit',
        resource: 'management/announcement',
        recordId: a.id,
        changes: [{ field: 'message', before: `${a.message} (ร่าง)`, after: a.message }],
      },
    ];
  });
  return rows
    .sort((x, y) => Date.parse(x.at) - Date.parse(y.at))
    .map((row, i) => ({ id: `EV${String(i + 1).padStart(6, '0')}`, ...row }));
}

export const auditEvents = seedTable<typeof auditLog>()({
  table: 'auditEvents',
  idField: 'id',
  idPrefix: 'EV',
  idWidth: 6,
  // Rows in the service's shape: `actor` an object (the declared `actor.name`, `actor.email`).
  rows: pastEvents,
});
