// @vitest-environment node
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { resources } from '../../../resources/declared.ts';
import { isTableName } from '../../../mocks/db/index.ts';
import { call, callJson, startMockServer, type Envelope } from './helpers.ts';
import { takeContractViolations } from '../../setup/contract.ts';

const mock = startMockServer();
afterEach(() => mock.db.reset());
afterAll(() => mock.server.close());

type StoreType = { storeTypeId: string; storeType: string; storeCount: number; isActive: boolean };
type Bank = {
  bankCode: string;
  channel: string;
  channels: { channel: string; isActive: boolean }[];
  isActive: boolean;
};

/** Lists answering only part of their table (the transfer-return report: funding transfers of type RETURN). */
const SCOPED_LISTS: Record<string, (row: Record<string, unknown>) => boolean> = {
  'account/funding-transfer/transfer-return': (row) => row.transferType === 'RETURN',
};

describe('every declaration is answered', () => {
  it('names an existing mock table and answers its list with the envelope', async () => {
    for (const def of resources) {
      expect(isTableName(def.mock.table), def.name).toBe(true);
      if (!def.endpoints.list) continue;
      // A child's list is its parent's: asked for the parent table's first record, counted the same way.
      const parentDef = def.parent && resources.find((r) => r.name === def.parent?.resource);
      const parentWhere = Object.entries(parentDef ? (parentDef.mock.where ?? {}) : {});
      const parentRow = parentDef
        ? mock.db
            .tableByName(parentDef.mock.table)
            ?.list()
            // A parent that is itself a child is taken among the rows that have a parent of their own.
            .find(
              (row) =>
                parentWhere.every(([key, value]) => row[key] === value) &&
                (!parentDef.parent || row[parentDef.parent.param] != null),
            )
        : undefined;
      const parentId = parentDef && parentRow ? String(parentRow[parentDef.idField]) : undefined;
      // A grandchild's path also names its grandparent: the parent row holds that id.
      const path = def.endpoints.list.replace(/\{(\w+)\}/g, (_, param: string) =>
        param === def.parent?.param ? (parentId ?? '') : String(parentRow?.[param] ?? ''),
      );
      const { status, body } = await callJson<Envelope>(def.service, path);
      expect(status, def.name).toBe(200);
      const scope = SCOPED_LISTS[def.name];
      const all = mock.db.tableByName(def.mock.table)?.list() ?? [];
      // A declaration over part of its table (mock.where, e.g. system billers) lists only that part.
      const where = Object.entries(def.mock.where ?? {});
      const own = all.filter((row) => where.every(([key, value]) => row[key] === value));
      const rows = def.parent ? own.filter((row) => row[def.parent!.param] === parentId) : own;
      const count = Array.isArray(body) ? body.length : body.totalCount;
      expect(count, def.name).toBe(scope ? rows.filter(scope).length : rows.length);
    }
  });
});

describe('create, get, update, delete', () => {
  it('creates a store type that the next get and list return', async () => {
    const created = await callJson<StoreType>('master', 'merchant_category', {
      method: 'POST',
      body: { storeType: 'ร้านสัตว์เลี้ยง', storeCount: 999 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ storeTypeId: 'MC16', storeType: 'ร้านสัตว์เลี้ยง', isActive: true });
    // storeCount is not a form field: the server owns it.
    expect(created.body.storeCount).toBeUndefined();
    const got = await callJson<StoreType>('master', 'merchant_category/MC16');
    expect(got.body.storeType).toBe('ร้านสัตว์เลี้ยง');
    const list = await callJson<Envelope<StoreType>>('master', 'merchant_category', {
      query: { q: 'สัตว์เลี้ยง' },
    });
    expect(list.body.items.map((i) => i.storeTypeId)).toEqual(['MC16']);
  });

  it('refuses a create without a required field, naming it', async () => {
    const { status, body } = await callJson<{ message: string; errors: Record<string, string> }>(
      'master',
      'merchant_category',
      { method: 'POST', body: { storeType: '  ' } },
    );
    expect(status).toBe(400);
    expect(body.message).toBe('storeType is required');
    expect(body.errors).toEqual({ storeType: 'is required' });
    expect(mock.db.table('merchantCategories').count()).toBe(15);
  });

  it('refuses values against the declared limits', async () => {
    const { status, body } = await callJson<{ message: string }>('notification', 'announcement', {
      method: 'POST',
      body: { message: 'x'.repeat(501), startDate: 'soon', endDate: '2026-11-05T08:00:00+07:00' },
    });
    expect(status).toBe(400);
    expect(body.message).toContain('message must be at most 500 characters');
    expect(body.message).toContain('startDate must be a date');
  });

  it('updates without touching server-owned fields or the id', async () => {
    const before = mock.db.table('merchantCategories').get('MC01');
    const { status, body } = await callJson<StoreType>('master', 'merchant_category/MC01', {
      method: 'PUT',
      body: { storeTypeId: 'HACK', storeType: 'อาหาร', storeCount: 0, isActive: false },
    });
    expect(status).toBe(200);
    // The service stamps the new version, when and by whom (docs/api-contract.md, "Versions and conflicts").
    expect(body).toEqual({
      ...before,
      storeType: 'อาหาร',
      version: 2,
      updatedAt: expect.any(String),
      updatedBy: expect.any(String),
    });
  });

  it('answers 404 with a message for an unknown id', async () => {
    const { status, body } = await callJson<{ message: string }>('master', 'merchant_category/NOPE');
    expect(status).toBe(404);
    expect(body.message).toBe('Store Type NOPE not found');
  });

  it('deletes an announcement, after which get is 404', async () => {
    const del = await call('notification', 'announcement/ANN0005', { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect((await call('notification', 'announcement/ANN0005')).status).toBe(404);
    expect(mock.db.table('announcements').count()).toBe(39);
  });
});

describe('toggles', () => {
  it('flips isActive of a store type and the master dropdown follows', async () => {
    const first = await callJson<StoreType>('master', 'merchant_category/MC02/toggle', { method: 'POST' });
    expect(first.body.isActive).toBe(false);
    const dropdown = await callJson<{ value: string }[]>('master', 'master/merchant_category', {
      auth: 'apiKey',
    });
    expect(dropdown.body.map((e) => e.value)).not.toContain('MC02');
    const second = await callJson<StoreType>('master', 'merchant_category/MC02/toggle', { method: 'POST' });
    expect(second.body.isActive).toBe(true);
  });

  it('flips one payment channel of a bank and keeps the channel summary in step', async () => {
    const before = mock.db.table('banks').get('014') as Bank;
    const wasActive = before.channels.find((c) => c.channel === 'QR')?.isActive;
    const { status, body } = await callJson<Bank>('payment', 'bank/014/paymentChannel/QR/toggle_active', {
      method: 'PUT',
    });
    expect(status).toBe(200);
    expect(body.channels.find((c) => c.channel === 'QR')?.isActive).toBe(!wasActive);
    expect(body.channel.split(', ').includes('QR')).toBe(!wasActive);
    const missing = await call('payment', 'bank/014/paymentChannel/TELEPORT/toggle_active', {
      method: 'PUT',
    });
    expect(missing.status).toBe(404);
  });

  it('toggles a bank through PUT, as declared', async () => {
    const { body } = await callJson<Bank>('payment', 'bank/002/toggle_active', { method: 'PUT' });
    expect(body.isActive).toBe(false);
    expect((await call('payment', 'bank/002/toggle_active', { method: 'POST' })).status).toBe(404);
    // That second call is off the contract on purpose: taken here, it fails nothing after the test.
    expect((await takeContractViolations()).map((v) => v.operation)).toEqual([
      'POST /payment/bank/002/toggle_active',
    ]);
  });
});
