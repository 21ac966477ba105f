// @vitest-environment node
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parseIfMatch, versionedDb } from '../../../mocks/handlers/versions.ts';
import { callJson, startMockServer, USERS, type Envelope } from './helpers.ts';

const mock = startMockServer();
afterEach(() => mock.db.reset());
afterAll(() => mock.server.close());

type Row = Record<string, unknown>;
interface Refusal {
  message: string;
  code?: string;
  current?: Row;
  doneBy?: string;
  doneAt?: string;
}

/** A second administrator (the staff table's u-0010), to edit the same announcement. */
const SECOND_ADMIN = 'u-0010';
const nameOf = (userId: string) => {
  const staff = mock.db.table('staffUsers').get(userId) as Row;
  return `${String(staff.firstname)} ${String(staff.lastname)}`;
};
const announcement = () => mock.db.table('announcements').list()[0] as Row;
const path = (row: Row) => `announcement/${String(row.id)}`;

describe('record versions (docs/api-contract.md, "Versions and conflicts")', () => {
  it('a record reads with version 1 and its ETag; a list row carries its version', async () => {
    const row = announcement();
    const one = await callJson<Row>('notification', path(row));
    expect(one.body.version).toBe(1);
    expect(one.headers.get('etag')).toBe('"1"');
    const list = await callJson<Envelope<Row>>('notification', 'announcement', { query: { PageSize: 5 } });
    expect(list.body.items.every((item) => item.version === 1)).toBe(true);
  });

  it('a save on top of the version read counts it up and names who and when', async () => {
    const row = announcement();
    const saved = await callJson<Row>('notification', path(row), {
      method: 'PUT',
      body: { message: 'first save' },
      headers: { 'If-Match': '"1"' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: 'first save', version: 2, updatedBy: nameOf(USERS.admin) });
    expect(String(saved.body.updatedAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/);
    const again = await callJson<Row>('notification', path(row));
    expect(again.headers.get('etag')).toBe('"2"');
  });

  it('edit / edit: the second save on the old version is refused with 412 and the current record', async () => {
    const row = announcement();
    await callJson('notification', path(row), {
      method: 'PUT',
      body: { message: 'first person' },
      headers: { 'If-Match': '"1"' },
    });
    const second = await callJson<Refusal>('notification', path(row), {
      method: 'PUT',
      body: { message: 'second person' },
      headers: { 'If-Match': '"1"' },
      as: SECOND_ADMIN,
    });
    expect(second.status).toBe(412);
    expect(second.body.code).toBe('conflict');
    expect(second.body.current).toMatchObject({
      message: 'first person',
      version: 2,
      updatedBy: nameOf(USERS.admin),
    });
    expect(second.body.message).toContain(nameOf(USERS.admin));
    // The first person's change is still there.
    expect((await callJson<Row>('notification', path(row))).body.message).toBe('first person');
    // Made on top of the current version, the same save goes through.
    const retried = await callJson<Row>('notification', path(row), {
      method: 'PUT',
      body: { message: 'second person' },
      headers: { 'If-Match': '"2"' },
      as: SECOND_ADMIN,
    });
    expect(retried.body).toMatchObject({
      message: 'second person',
      version: 3,
      updatedBy: nameOf(SECOND_ADMIN),
    });
  });

  it('edit / delete: a delete on the old version is refused and deletes nothing; on the current it goes', async () => {
    const row = announcement();
    await callJson('notification', path(row), {
      method: 'PUT',
      body: { message: 'edited' },
      headers: { 'If-Match': '"1"' },
    });
    const stale = await callJson<Refusal>('notification', path(row), {
      method: 'DELETE',
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ message: 'edited', version: 2 });
    expect(mock.db.table('announcements').get(String(row.id))).toBeDefined();
    const fresh = await callJson('notification', path(row), {
      method: 'DELETE',
      headers: { 'If-Match': '"2"' },
    });
    expect(fresh.status).toBe(200);
    expect(mock.db.table('announcements').get(String(row.id))).toBeUndefined();
  });

  it('a toggle on the old version is refused and flips nothing', async () => {
    const row = announcement();
    await callJson('notification', path(row), {
      method: 'PUT',
      body: { message: 'edited' },
      headers: { 'If-Match': '"1"' },
    });
    const toggled = await callJson<Refusal>('notification', `${path(row)}/toggle_active`, {
      method: 'POST',
      headers: { 'If-Match': '"1"' },
    });
    expect(toggled.status).toBe(412);
    expect(mock.db.table('announcements').get(String(row.id))?.isActive).toBe(row.isActive);
  });

  it('a body cannot set the version, and a repeated Idempotency-Key is replayed, not refused', async () => {
    const row = announcement();
    const headers = { 'If-Match': '"1"', 'Idempotency-Key': 'version-key' };
    const body = { message: 'once', version: 99, updatedBy: 'someone else' };
    const first = await callJson<Row>('notification', path(row), { method: 'PUT', body, headers });
    expect(first.body).toMatchObject({ version: 2, updatedBy: nameOf(USERS.admin) });
    const replay = await callJson<Row>('notification', path(row), { method: 'PUT', body, headers });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((mock.db.table('announcements').get(String(row.id)) as Row | undefined)?.version).toBe(2);
  });

  it('the audit trail records the edit without the version fields', async () => {
    const row = announcement();
    await callJson('notification', path(row), {
      method: 'PUT',
      body: { message: 'audited' },
      headers: { 'If-Match': '"1"' },
    });
    const events = await callJson<Envelope<{ changes: { field: string }[] }>>('audit', 'events', {
      query: { resource: 'management/announcement', recordId: String(row.id), PageSize: 5 },
    });
    const fields = events.body.items[0]?.changes.map((change) => change.field);
    expect(fields).toEqual(['message']);
  });
});

describe('a write must name the version it changes (428 version_required)', () => {
  const bank = () => mock.db.table('banks').list()[0] as Row;
  const store = () => mock.db.table('merchants').list()[0] as Row;
  const waitingRequest = () =>
    mock.db
      .table('userRequests')
      .list()
      .find((r) => r.status === 'waiting approve') as Row;
  /** Each kind of write of one record: its call, and how to read what it changes. */
  const writes: {
    kind: string;
    send: (ifMatch: string | null) => Promise<{ status: number; body: Refusal }>;
    read: () => unknown;
  }[] = [
    {
      kind: 'update',
      send: (ifMatch) =>
        callJson('notification', path(announcement()), { method: 'PUT', body: { message: 'm' }, ifMatch }),
      read: () => announcement().message,
    },
    {
      kind: 'delete',
      send: (ifMatch) => callJson('notification', path(announcement()), { method: 'DELETE', ifMatch }),
      read: () => mock.db.table('announcements').count(),
    },
    {
      kind: 'toggle',
      send: (ifMatch) =>
        callJson('notification', `${path(announcement())}/toggle_active`, { method: 'POST', ifMatch }),
      read: () => announcement().isActive,
    },
    {
      kind: 'item toggle',
      send: (ifMatch) => {
        const channel = (bank().channels as Row[])[0].channel as string;
        const url = `bank/${String(bank().bankCode)}/paymentChannel/${encodeURIComponent(channel)}/toggle_active`;
        return callJson('payment', url, { method: 'PUT', ifMatch });
      },
      read: () => JSON.stringify(bank().channels),
    },
    {
      kind: 'part save',
      send: (ifMatch) =>
        callJson('merchant', `merchant/${String(store().storeId)}/callback_url`, {
          method: 'PUT',
          body: { url: 'https://example.co.th/callback' },
          ifMatch,
        }),
      read: () => store().callbackUrl,
    },
    {
      kind: 'action',
      send: (ifMatch) =>
        callJson('merchant', `user_request/${String(waitingRequest().id)}`, {
          method: 'POST',
          body: { status: 'fully approved' },
          ifMatch,
        }),
      read: () => waitingRequest().id,
    },
  ];

  it.each(writes)(
    '$kind: without If-Match 428, on an old version 412, on the current one 200',
    async (write) => {
      const before = write.read();
      const missing = await write.send(null);
      expect(missing.status).toBe(428);
      expect(missing.body.code).toBe('version_required');
      expect(missing.body.message).toMatch(/If-Match/);
      expect(write.read()).toEqual(before);

      const stale = await write.send('"9"');
      expect(stale.status).toBe(412);
      expect(stale.body.code).toBe('conflict');
      expect(write.read()).toEqual(before);

      const current = await write.send('"1"');
      expect(current.status).toBe(200);
      expect(write.read()).not.toEqual(before);
    },
  );

  it('a create names no version and needs none', async () => {
    const created = await callJson<Row>('notification', 'announcement', {
      method: 'POST',
      body: {
        message: 'new announcement',
        startDate: '2026-12-01T09:00:00+07:00',
        endDate: '2026-12-02T09:00:00+07:00',
        isActive: true,
      },
      ifMatch: null,
    });
    expect(created.status).toBeLessThan(300);
    expect(created.body.version).toBe(1);
  });
});

describe('an action already done (409 already_done)', () => {
  it('approve / approve of a user request: the second is told who approved it and when', async () => {
    const request = mock.db
      .table('userRequests')
      .list()
      .find((r) => r.status === 'waiting approve') as Row;
    const first = await callJson<Row>('merchant', `user_request/${String(request.id)}`, {
      method: 'POST',
      body: { status: 'fully approved' },
    });
    expect(first.status).toBe(200);
    const second = await callJson<Refusal>('merchant', `user_request/${String(request.id)}`, {
      method: 'POST',
      body: { status: 'fully approved' },
      headers: { 'If-Match': '"1"' },
      as: USERS.ops,
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'already_done',
      doneBy: nameOf(USERS.admin),
      action: 'approve',
    });
    expect(second.body.doneAt).toBe(first.body.updatedDate);
  });

  it('one pending item decided twice: 409 with who decided it; nothing changes', async () => {
    const request = mock.db
      .table('userRequests')
      .list()
      .find((r) => r.status === 'waiting approve' && (r.pendingList as unknown[]).length > 0) as Row;
    const field = (request.pendingList as { field: string }[])[0].field;
    const url = `user_request/${String(request.id)}`;
    const body = { field, decision: 'approve' };
    expect((await callJson('merchant', url, { method: 'POST', body })).status).toBe(200);
    const after = mock.db.table('userRequests').get(String(request.id)) as Row;
    const second = await callJson<Refusal>('merchant', url, { method: 'POST', body, as: USERS.ops });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'already_done', doneBy: nameOf(USERS.admin) });
    expect((mock.db.table('userRequests').get(String(request.id)) as Row | undefined)?.version).toBe(
      after.version,
    );
  });

  it('a registration passed twice: the second is told, and its history has one change', async () => {
    const reg = mock.db
      .table('merchantRegisters')
      .list()
      .find((r) => r.status === 'contacted') as Row;
    const url = `merchant/${String(reg.storeId)}/register_status`;
    expect((await callJson('merchant', url, { method: 'POST', body: { status: 'passed' } })).status).toBe(
      200,
    );
    const second = await callJson<Refusal>('merchant', url, {
      method: 'POST',
      body: { status: 'passed' },
      as: USERS.ops,
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'already_done',
      doneBy: nameOf(USERS.admin),
      action: 'approve',
    });
    const history = mock.db.table('merchantRegisters').get(String(reg.storeId))?.statusHistory as unknown[];
    expect(history.length).toBe((reg.statusHistory as unknown[]).length + 1);
  });
});

describe('the versioned view of the database', () => {
  it('reads If-Match tags: quoted, weak, lists and *', () => {
    expect(parseIfMatch('"3"')).toEqual([3]);
    expect(parseIfMatch('W/"4", "5"')).toEqual([4, 5]);
    expect(parseIfMatch('*')).toBeNull();
    expect(parseIfMatch(null)).toBeUndefined();
    expect(parseIfMatch('"x"')).toBeUndefined();
  });

  it('a refused call puts back what it wrote before the record it names', async () => {
    const accounts = mock.db.table('bankAccounts').list() as unknown as Row[];
    const byStore = new Map<string, Row[]>();
    for (const a of accounts) byStore.set(String(a.storeId), [...(byStore.get(String(a.storeId)) ?? []), a]);
    const group = [...byStore.values()].find(
      (list) => list.length > 1 && list.some((a) => a.isMain === true),
    )!;
    const main = group.find((a) => a.isMain === true)!;
    const other = group.find((a) => a.isMain !== true && a.isActive === true)!;
    // "Make main" demotes the old main account first, then promotes this one: refused on version 5.
    const refused = await callJson<Refusal>('merchant', `bank_account/${String(other.accountId)}/main`, {
      method: 'PUT',
      headers: { 'If-Match': '"5"' },
    });
    expect(refused.status).toBe(412);
    expect(mock.db.table('bankAccounts').get(String(main.accountId))?.isMain).toBe(true);
    expect(mock.db.table('bankAccounts').get(String(other.accountId))?.isMain).not.toBe(true);
  });

  it('checks only the record the path names, once', () => {
    const row = announcement();
    const other = mock.db.table('announcements').list()[1] as Row;
    const db = versionedDb(mock.db, {
      by: 'Tester',
      ifMatch: '"7"',
      pathSegments: ['announcement', String(row.id)],
    });
    // Another record is written without a check.
    expect(
      (db.table('announcements').update(String(other.id), { message: 'x' }) as Row | undefined)?.version,
    ).toBe(2);
    expect(() => db.table('announcements').update(String(row.id), { message: 'y' })).toThrow(/changed by/);
  });
});
