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
  entity?: string;
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

/** A record's history as its page asks for it: its screen, and the record by its entity and id. */
const recordHistory = (resource: string, entity: string, recordId: string) =>
  callJson<Envelope<Event>>('audit', 'events', { query: { resource, entity, recordId, PageSize: 50 } });

describe('an event says what was done, to which record, whichever screen did it (src/contract/audit.ts)', () => {
  it("records switching one of a bank's payment channels as a toggle of that bank, with the list before and after", async () => {
    const bank = mock.db.table('banks').get('014')!;
    const qr = bank.channels.find((c) => c.channel === 'QR')!;
    const done = await callJson('payment', 'bank/014/paymentChannel/QR/toggle_active', { method: 'PUT' });
    expect(done.status).toBe(200);

    const { body } = await recordHistory('management/payment-channel', 'payment/banks', '014');
    const event = body.items[0];
    expect(event).toMatchObject({ action: 'toggle', entity: 'payment/banks', recordId: '014' });
    const channels = event.changes.find((c) => c.field === 'channels')!;
    const after = (channels.after as { channel: string; isActive: boolean }[]).find(
      (c) => c.channel === 'QR',
    );
    expect(after?.isActive).toBe(!qr.isActive);
    expect(channels.before).toEqual(bank.channels);
  });

  it('records a declared action by its name and the record by its entity', async () => {
    const store = mock.db.table('merchants').list()[0];
    await callJson('merchant', `merchant/${store.storeId}/send_success_mail`, { method: 'PUT' });
    const { body } = await recordHistory('store/store-detail', 'merchant/merchants', String(store.storeId));
    expect(body.items[0]).toMatchObject({ action: 'sendSuccessMail', entity: 'merchant/merchants' });
  });

  it("a branch toggled and edited through one screen's calls is in the History of the other screen over it", async () => {
    const branch = mock.db.table('branches').list()[0];
    const id = String(branch.branchId);
    expect((await callJson('merchant', `branch/${id}/toggle_active`, { method: 'PUT' })).status).toBe(200);
    expect(
      (await callJson('merchant', `branch/${id}`, { method: 'PUT', body: { branchName: 'สาขาใหม่' } })).status,
    ).toBe(200);
    const written = mock.db.tableByName('auditEvents')!.list().slice(-2);
    // Both screens call the same endpoints: the events name one of them as the writer.
    const writer = String(written[0].resource);
    const other = writer === 'store/branch' ? 'store/store-detail-branch' : 'store/branch';
    expect(['store/branch', 'store/store-detail-branch']).toContain(writer);

    // By the screen alone, the other screen sees nothing of this record; by its entity, both events.
    const byScreen = await callJson<Envelope<Event>>('audit', 'events', {
      query: { resource: other, recordId: id },
    });
    expect(byScreen.body.items).toEqual([]);
    for (const screen of [writer, other]) {
      const { status, body } = await recordHistory(screen, 'merchant/branches', id);
      expect(status).toBe(200);
      expect(body.items.map((e) => [e.action, e.entity, e.recordId])).toEqual([
        ['edit', 'merchant/branches', id],
        ['toggle', 'merchant/branches', id],
      ]);
    }
  });

  it("keeps the seeded events (no entity of their own) in their record's History, and refuses an entity not the screen's", async () => {
    const id = mock.db.table('announcements').list()[0].id;
    const { body } = await recordHistory('management/announcement', 'notification/announcements', id);
    expect(body.items.map((e) => e.action)).toEqual(['edit', 'create']);

    const foreign = await recordHistory('management/announcement', 'merchant/merchants', 'ST00001');
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ message: expect.stringContaining('merchant/merchants') });
  });
});

describe('every failure names its kind by a code (docs/api-contract.md, "Errors")', () => {
  it('not found, refused, invalid with per-field errors', async () => {
    const missing = await callJson<{ message: string; code: string }>('notification', 'announcement/ANN9999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found', message: expect.stringContaining('ANN9999') });

    const refused = await callJson('notification', 'announcement/ANN0001', {
      method: 'DELETE',
      as: USERS.viewer,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'forbidden' });

    const invalid = await callJson<{ code: string; errors?: Record<string, string> }>(
      'notification',
      'announcement/ANN0001',
      { method: 'PUT', body: { message: '' } },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('validation');
    expect(Object.keys(invalid.body.errors ?? {})).toContain('message');
  });
});
