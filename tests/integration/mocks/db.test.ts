// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../mocks/accounts.ts';
import { DEMO_ROLES } from '../../../mocks/roles.ts';
import { bangkokDayKey, REFERENCE_MS } from '../../../mocks/db/dates.ts';
import {
  createMemoryStorage,
  createMockDb,
  MOCK_DB_STORAGE_KEY,
  type TableName,
} from '../../../mocks/db/index.ts';
import { PROVINCES, SUB_DISTRICTS } from '../../../mocks/db/thai-geo.ts';
import {
  FUNDING_TRANSFER_STATUSES,
  QR_TRANSACTION_STATUSES,
  STORE_REGISTER_STATUSES,
  USER_REQUEST_STATUSES,
} from '../../../mocks/db/thai-data.ts';

const DAY_MS = 86_400_000;

describe('seed', () => {
  // Two full databases (some 100,000 rows each): allowed a minute on a busy machine.
  it(
    'is the same for two databases with the same seed, table by table, in any order',
    { timeout: 60_000 },
    () => {
      const a = createMockDb();
      const b = createMockDb();
      // Generate b's tables in the opposite order: lazy generation must not change the data.
      const names = [...a.tableNames];
      for (const name of [...names].reverse()) b.table(name).count();
      // Compared as text: a deep equality over 50,000 + 20,000 rows takes longer than the test may.
      for (const name of names) {
        expect(JSON.stringify(b.table(name).list()), name).toBe(JSON.stringify(a.table(name).list()));
      }
    },
  );

  it('differs for another seed', () => {
    const a = createMockDb({ seed: 1 }).table('merchants').list().slice(0, 5);
    const b = createMockDb({ seed: 2 }).table('merchants').list().slice(0, 5);
    expect(b).not.toEqual(a);
  });

  it('has the sizes the screens are tested with', () => {
    const db = createMockDb();
    const sizes: Partial<Record<TableName, number>> = {
      qrTransactions: 50000,
      externalTransactions: 5000,
      fundingTransfers: 20000,
      merchants: 2000,
      merchantApiKeys: 2000,
      merchantRegisters: 10000,
      announcements: 40,
      merchantCategories: 15,
      banks: 14,
      staffUsers: 60,
    };
    for (const [name, size] of Object.entries(sizes))
      expect(db.table(name as TableName).count(), name).toBe(size);
  });

  it('uses real Thai banks with their codes and channel lists', () => {
    const banks = createMockDb().table('banks').list();
    expect(banks.map((b) => b.bankCode)).toEqual([
      '002',
      '004',
      '006',
      '011',
      '014',
      '022',
      '024',
      '025',
      '030',
      '033',
      '034',
      '067',
      '069',
      '073',
    ]);
    expect(banks.find((b) => b.bankCode === '004')).toMatchObject({
      bankShortName: 'KBANK',
      bankName: 'ธนาคารกสิกรไทย',
    });
    for (const bank of banks) {
      const active = bank.channels.filter((c) => c.isActive).map((c) => c.channel);
      expect(bank.channel).toBe(active.join(', '));
    }
  });

  it('has all 77 provinces and addresses that point at real mapped areas', () => {
    expect(PROVINCES).toHaveLength(77);
    expect(new Set(PROVINCES.map((p) => p.code)).size).toBe(77);
    const subCodes = new Set(SUB_DISTRICTS.map((s) => s.code));
    for (const m of createMockDb().table('merchants').list()) {
      expect(subCodes.has(m.addressDetail.subDistrictCode)).toBe(true);
      expect(m.address).toContain(m.addressDetail.province);
    }
  });

  it('writes Thai phone numbers, two-decimal amounts, spec statuses and dates of the last 18 months', () => {
    const db = createMockDb();
    for (const m of db.table('merchants').list()) expect(m.tel).toMatch(/^0[689]\d{8}$/);
    const earliest = REFERENCE_MS - 549 * DAY_MS;
    // Collected, not asserted row by row: 30,000 expect() calls would dominate the run.
    const bad = db
      .table('qrTransactions')
      .list()
      .filter((t) => {
        const ms = Date.parse(t.createdDate);
        const twoDecimals = Math.abs(Math.round(t.amount * 100) - t.amount * 100) < 1e-6;
        return (
          !twoDecimals || !QR_TRANSACTION_STATUSES.includes(t.status) || ms < earliest || ms >= REFERENCE_MS
        );
      });
    expect(bad).toEqual([]);
    for (const f of db.table('fundingTransfers').list())
      expect(FUNDING_TRANSFER_STATUSES).toContain(f.status);
    for (const r of db.table('merchantRegisters').list()) expect(STORE_REGISTER_STATUSES).toContain(r.status);
    for (const u of db.table('userRequests').list()) expect(USER_REQUEST_STATUSES).toContain(u.status);
    expect(
      new Set(
        db
          .table('qrTransactions')
          .list()
          .map((t) => t.status),
      ),
    ).toEqual(new Set(QR_TRANSACTION_STATUSES));
  });

  it('includes the demo accounts and roles with their ids', () => {
    const db = createMockDb();
    for (const account of DEMO_ACCOUNTS) {
      expect(db.table('staffUsers').get(account.userId)).toMatchObject({
        email: account.email,
        roleId: account.roleId,
      });
    }
    for (const role of DEMO_ROLES) expect(db.table('roles').get(role.roleId)?.menus).toEqual(role.menus);
    expect(db.table('userConfig').get('default')?.sessionTimeoutMinutes).toBe(30);
    expect(db.table('qrCodeSettings').get('default')).toMatchObject({ amount: 50000, timeoutMinutes: 15 });
    expect(
      db
        .table('taxCalculations')
        .list()
        .every((t) => t.taxRate === 7),
    ).toBe(true);
  });

  it('has Bangkok-day keys that follow the +07:00 calendar, not UTC', () => {
    expect(bangkokDayKey('2026-12-01T00:10:00+07:00')).toBe('2026-12-01');
    expect(bangkokDayKey('2026-11-30T17:10:00Z')).toBe('2026-12-01');
    expect(bangkokDayKey('2026-11-30')).toBe('2026-11-30');
    expect(bangkokDayKey('not a date')).toBeNull();
  });
});

describe('persistence overlay', () => {
  it('keeps only the changes in storage, survives a new instance, and reset drops them', () => {
    const storage = createMemoryStorage();
    const db = createMockDb({ storage });
    const before = db.table('qrTransactions').count();
    const first = db.table('qrTransactions').list()[0];
    db.table('qrTransactions').update(first.transactionNo, { status: 'cancelled' });
    const created = db.table('announcements').insert({ message: 'ทดสอบ', time: '2026-10-01T10:00:00+07:00' });
    const removed = db.table('merchants').list()[3];
    db.table('merchants').remove(removed.storeId);

    const raw = storage.getItem(MOCK_DB_STORAGE_KEY) ?? '';
    // Three changed records, not 30,000 transactions.
    expect(raw.length).toBeLessThan(5_000);
    expect(raw).toContain(first.transactionNo);

    const reopened = createMockDb({ storage });
    expect(reopened.table('qrTransactions').count()).toBe(before);
    expect(reopened.table('qrTransactions').get(first.transactionNo)?.status).toBe('cancelled');
    expect(reopened.table('announcements').get(created.id)?.message).toBe('ทดสอบ');
    expect(reopened.table('merchants').get(removed.storeId)).toBeUndefined();
    expect(reopened.table('merchants').count()).toBe(1999);

    reopened.reset();
    expect(storage.getItem(MOCK_DB_STORAGE_KEY)).toBeNull();
    expect(reopened.table('qrTransactions').get(first.transactionNo)).toEqual(first);
    expect(reopened.table('announcements').get(created.id)).toBeUndefined();
    expect(reopened.table('merchants').count()).toBe(2000);
  });

  it('sees a change another tab wrote to the same storage', () => {
    const storage = createMemoryStorage();
    const tabA = createMockDb({ storage });
    const tabB = createMockDb({ storage });
    tabB.table('banks').count();
    tabA.table('banks').update('002', { isActive: false });
    expect(tabB.table('banks').get('002')?.isActive).toBe(false);
    tabB.table('banks').update('004', { isActive: false });
    // A's change is kept when B writes its own.
    expect(createMockDb({ storage }).table('banks').get('002')?.isActive).toBe(false);
  });

  it('ignores stored changes made over another seed or in a broken format', () => {
    const storage = createMemoryStorage();
    createMockDb({ storage, seed: 7 }).table('banks').update('002', { isActive: false });
    expect(createMockDb({ storage }).table('banks').get('002')?.isActive).toBe(true);
    storage.setItem(MOCK_DB_STORAGE_KEY, '{not json');
    expect(createMockDb({ storage }).table('banks').count()).toBe(14);
  });

  it('numbers new records after the highest id, never reusing a deleted one', () => {
    const db = createMockDb();
    const a = db.table('announcements').insert({ message: 'a' });
    expect(a.id).toBe('ANN0041');
    db.table('announcements').remove(a.id);
    expect(db.table('announcements').insert({ message: 'b' }).id).toBe('ANN0042');
    expect(() => db.table('announcements').insert({ id: 'ANN0001', message: 'dup' })).toThrow(
      /already exists/,
    );
  });

  it('keeps derived fields in step on update', () => {
    const db = createMockDb();
    const bank = db.table('banks').get('014');
    const channels = (bank?.channels ?? []).map((c) => ({ ...c, isActive: c.channel === 'QR' }));
    expect(db.table('banks').update('014', { channels })?.channel).toBe('QR');
    const ann = db.table('announcements').update('ANN0001', {
      startDate: '2026-11-02T08:00:00+07:00',
      endDate: '2026-11-05T20:30:00+07:00',
    });
    expect(ann?.timeRange).toBe('02/11/2026 08:00 - 05/11/2026 20:30');
  });
});
