// @vitest-environment node
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { callJson, startMockServer, USERS, type Envelope } from './helpers.ts';
import { diffRecords, netChanges } from '../../../mocks/handlers/audit.ts';

const mock = startMockServer();
afterEach(() => mock.db.reset());
afterAll(() => mock.server.close());

interface Event {
  id: string;
  at: string;
  actor: { id: string; name: string; email: string };
  action: string;
  resource: string;
  recordId: string;
  changes: { field: string; before: unknown; after: unknown }[];
}

const historyOf = (resource: string, recordId: string, as: string = USERS.admin) =>
  callJson<Envelope<Event>>('audit', 'events', { query: { resource, recordId, PageSize: 50 }, as });

describe('the diff of a record', () => {
  it('names each changed field with its value before and after, ignoring the id', () => {
    expect(
      diffRecords(
        { id: 'A1', message: 'old', isActive: true, tags: ['a'] },
        { id: 'A2', message: 'new', isActive: true, tags: ['a', 'b'], note: 'added' },
        ['id'],
      ),
    ).toEqual([
      { field: 'message', before: 'old', after: 'new' },
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
      { field: 'note', before: null, after: 'added' },
    ]);
  });

  it('keeps one change per record: its first state before, its last after', () => {
    const first = { id: 'A1', n: 1 };
    expect(
      netChanges([
        { table: 't', id: 'A1', before: first, after: { id: 'A1', n: 2 } },
        { table: 't', id: 'A1', before: { id: 'A1', n: 2 }, after: { id: 'A1', n: 3 } },
      ]),
    ).toEqual([{ table: 't', id: 'A1', before: first, after: { id: 'A1', n: 3 } }]);
  });
});

describe('the mock backend records every write (docs/mock-backend.md)', () => {
  it('an edit gives one event with the caller and the changed field, before and after', async () => {
    const announcement = mock.db.table('announcements').list()[0];
    const before = (await historyOf('management/announcement', announcement.id)).body.totalCount;
    const saved = await callJson('notification', `announcement/${announcement.id}`, {
      method: 'PUT',
      body: { message: 'ปิดปรับปรุงระบบ' },
    });
    expect(saved.status).toBe(200);

    const { body } = await historyOf('management/announcement', announcement.id);
    expect(body.totalCount).toBe(before + 1);
    const event = body.items[0];
    expect(event.action).toBe('edit');
    expect(event.actor).toEqual({ id: USERS.admin, name: 'สมชาย ใจดี', email: 'admin@demo.test' });
    expect(event.changes).toEqual([
      { field: 'message', before: announcement.message, after: 'ปิดปรับปรุงระบบ' },
    ]);
  });

  it('records a toggle and a delete, and not a refused write', async () => {
    const id = mock.db.table('announcements').list()[1].id;
    expect(
      (await callJson('notification', `announcement/${id}/toggle_active`, { method: 'POST' })).status,
    ).toBe(200);
    const refused = await callJson('notification', `announcement/${id}`, {
      method: 'DELETE',
      as: USERS.viewer,
    });
    expect(refused.status).toBe(403);
    expect((await callJson('notification', `announcement/${id}`, { method: 'DELETE' })).status).toBe(200);

    const actions = (await historyOf('management/announcement', id)).body.items.map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['delete', 'toggle']);
  });

  it('lists the log filtered by action and user, and keeps it from a role without the menu', async () => {
    const id = mock.db.table('announcements').list()[2].id;
    await callJson('notification', `announcement/${id}`, { method: 'PUT', body: { message: 'x' } });
    const edits = await callJson<Envelope<Event>>('audit', 'events', {
      query: { action: 'edit', actor: 'admin@demo' },
    });
    expect(edits.body.items.length).toBeGreaterThan(0);
    expect(edits.body.items.every((e) => e.action === 'edit' && e.actor.email === 'admin@demo.test')).toBe(
      true,
    );

    expect((await callJson('audit', 'events', { as: USERS.ops })).status).toBe(403);
    // A record's history: whoever may view the record (ops may view stores, not announcements).
    expect((await historyOf('management/announcement', id, USERS.ops)).status).toBe(403);
    expect((await historyOf('management/announcement', id, USERS.viewer)).status).toBe(200);
  });

  it('filters by screen and by the dates of `at`', async () => {
    const store = mock.db.table('merchants').list()[0];
    await callJson('merchant', `merchant/${store.storeId}/send_success_mail`, { method: 'PUT' });
    const stores = await callJson<Envelope<Event>>('audit', 'events', {
      query: { resource: 'store/store-detail' },
    });
    expect(stores.body.items.map((e) => [e.resource, e.action])).toEqual([
      ['store/store-detail', 'sendSuccessMail'],
    ]);

    const day = await callJson<Envelope<Event>>('audit', 'events', {
      query: { StartDate: '2026-10-27', EndDate: '2026-10-27' },
    });
    expect(day.body.items.length).toBeGreaterThan(0);
    expect(day.body.items.every((e) => e.at.startsWith('2026-10-27'))).toBe(true);
    const all = await callJson<Envelope<Event>>('audit', 'events', { query: { PageSize: 50 } });
    expect(all.body.totalCount).toBeGreaterThan(day.body.totalCount);
  });

  it("opens a settings page's history (its screen alone, no record id) to whoever may view that screen", async () => {
    await callJson('payment', 'qr_code/amount', { method: 'PUT', body: { amount: 1234 } });
    const settings = { query: { resource: 'management/qr-code' } };
    // Operations may view neither the QR code settings nor the Audit Log.
    expect((await callJson('audit', 'events', { ...settings, as: USERS.ops })).status).toBe(403);
    // A screen alone that is no settings page is the log's, not a record's history: ops may view stores.
    const stores = { query: { resource: 'store/store-detail' }, as: USERS.ops };
    expect((await callJson('audit', 'events', stores)).status).toBe(403);

    // Given view on the QR code menu (and still not on the Audit Log), operations may read its history.
    const roles = mock.db.table('roles');
    const role = roles.get('role-operations')!;
    roles.update('role-operations', {
      menus: role.menus.map((m) =>
        m.menuName === 'คิวอาร์โค้ด' || m.menuName === 'QR Code' ? { ...m, actions: 'view' } : m,
      ),
    });
    const read = await callJson<Envelope<Event>>('audit', 'events', { ...settings, as: USERS.ops });
    expect(read.status).toBe(200);
    expect(read.body.items[0]).toMatchObject({
      action: 'edit',
      resource: 'management/qr-code',
      changes: [{ field: 'amount', before: 50000, after: 1234 }],
    });
    expect((await callJson('audit', 'events', { as: USERS.ops })).status).toBe(403);
  });
});
