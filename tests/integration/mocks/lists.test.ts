// @vitest-environment node
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { bangkokDayKey } from '../../../mocks/db/dates.ts';
import { callJson, startMockServer, type Envelope } from './helpers.ts';

const mock = startMockServer();
afterEach(() => mock.db.reset());
afterAll(() => mock.server.close());

type StoreType = { storeTypeId: string; storeType: string; storeCount: number; isActive: boolean };

describe('paged envelope', () => {
  it('answers page 2 of the store types with the paged envelope of docs/api-contract.md', async () => {
    const { status, body } = await callJson<Envelope<StoreType>>('master', 'merchant_category', {
      query: { PageNumber: 2, PageSize: 4, SortBy: 'storeTypeId', SortDirection: 'asc' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      currentPage: 2,
      pageSize: 4,
      totalCount: 15,
      totalPages: 4,
      hasNext: true,
      hasPrevious: true,
    });
    expect(body.items.map((i) => i.storeTypeId)).toEqual(['MC05', 'MC06', 'MC07', 'MC08']);
  });

  it('says there is no next page on the last one, and answers an empty page past the end', async () => {
    const last = await callJson<Envelope>('master', 'merchant_category', {
      query: { PageNumber: 4, PageSize: 4 },
    });
    expect(last.body).toMatchObject({ hasNext: false, hasPrevious: true });
    expect(last.body.items).toHaveLength(3);
    const past = await callJson<Envelope>('master', 'merchant_category', {
      query: { PageNumber: 9, PageSize: 4 },
    });
    expect(past.body.items).toEqual([]);
    expect(past.body.totalCount).toBe(15);
  });

  it('defaults to page 1 of 10 and refuses a malformed page number', async () => {
    const { body } = await callJson<Envelope>('payment', 'bank');
    expect(body).toMatchObject({ currentPage: 1, pageSize: 10, totalCount: 14, totalPages: 2 });
    const bad = await callJson<{ message: string }>('payment', 'bank', { query: { PageNumber: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/PageNumber/);
  });
});

describe('sort, search and filters', () => {
  it('sorts both ways by the given field', async () => {
    const asc = await callJson<Envelope<StoreType>>('master', 'merchant_category', {
      query: { SortBy: 'storeCount', SortDirection: 'asc', PageSize: 15 },
    });
    const counts = asc.body.items.map((i) => i.storeCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const desc = await callJson<Envelope<StoreType>>('master', 'merchant_category', {
      query: { SortBy: 'storeCount', SortDirection: 'desc', PageSize: 15 },
    });
    expect(desc.body.items.map((i) => i.storeCount)).toEqual([...counts].reverse());
  });

  it('sorts date-times as instants, newest first when asked', async () => {
    const { body } = await callJson<Envelope<{ time: string }>>('notification', 'announcement', {
      query: { SortBy: 'time', SortDirection: 'desc', PageSize: 40 },
    });
    const times = body.items.map((i) => Date.parse(i.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('applies the declaration default sort when the client sends none', async () => {
    const { body } = await callJson<Envelope<StoreType>>('master', 'merchant_category', {
      query: { PageSize: 15 },
    });
    const names = body.items.map((i) => i.storeType);
    expect(names).toEqual([...names].sort(new Intl.Collator('th').compare));
  });

  it('matches q against the declared search fields only', async () => {
    const { body } = await callJson<Envelope<{ bankCode: string; bankName: string }>>('payment', 'bank', {
      query: { q: 'กสิกร' },
    });
    expect(body.items.map((b) => b.bankCode)).toEqual(['004']);
    const byCode = await callJson<Envelope<{ bankCode: string }>>('payment', 'bank', { query: { q: '069' } });
    expect(byCode.body.items.map((b) => b.bankCode)).toEqual(['069']);
  });

  it('filters isActive true and false', async () => {
    const all = mock.db.table('merchantCategories').list();
    const off = await callJson<Envelope<StoreType>>('master', 'merchant_category', {
      query: { isActive: 'false' },
    });
    expect(off.body.totalCount).toBe(all.filter((c) => !c.isActive).length);
    expect(off.body.totalCount).toBeGreaterThan(0);
    expect(off.body.items.every((i) => i.isActive === false)).toBe(true);
    const on = await callJson<Envelope<StoreType>>('master', 'merchant_category', {
      query: { isActive: 'true' },
    });
    expect(on.body.totalCount).toBe(all.length - off.body.totalCount);
  });

  it('filters by field equality regardless of the parameter case, and names unknown parameters', async () => {
    const expected = mock.db
      .table('merchantRegisters')
      .list()
      .filter((r) => r.merchantCategoryId === 'MC03').length;
    const { body, headers } = await callJson<Envelope<{ merchantCategoryId: string }>>(
      'merchant',
      'merchant_register',
      {
        query: { MerchantCategoryId: 'MC03', Bogus: 'x', PageSize: 1000 },
      },
    );
    expect(body.totalCount).toBe(expected);
    expect(body.items.every((r) => r.merchantCategoryId === 'MC03')).toBe(true);
    expect(headers.get('x-mock-ignored-params')).toBe('Bogus');
  });
});

describe('date rules', () => {
  type Register = { storeId: string; date: string };
  type Announcement = { id: string; time: string };

  it('dmy-next-day: EndDate is exclusive (the client moved it on), across a month end, by Bangkok day', async () => {
    const registers = mock.db.table('merchantRegisters');
    const base = registers.list()[0];
    const on30 = registers.insert({ ...base, storeId: undefined, date: '2026-11-30T23:30:00+07:00' });
    // 00:10 on 1 December in Bangkok is still 30 November in UTC: it must not count.
    const on1 = registers.insert({ ...base, storeId: undefined, date: '2026-12-01T00:10:00+07:00' });
    const { status, body } = await callJson<Envelope<Register>>('merchant', 'merchant_register', {
      query: { StartDate: '30-11-2026', EndDate: '01-12-2026', PageSize: 50 },
    });
    expect(status).toBe(200);
    expect(body.items.map((r) => r.storeId)).toEqual([on30.storeId]);
    const both = await callJson<Envelope<Register>>('merchant', 'merchant_register', {
      query: { StartDate: '30-11-2026', EndDate: '02-12-2026', PageSize: 50 },
    });
    expect(both.body.items.map((r) => r.storeId).sort()).toEqual([on30.storeId, on1.storeId].sort());
  });

  it('dmy-next-day on the seed: 31-10 to 01-11 gives exactly the registrations of 31 October', async () => {
    const expected = mock.db
      .table('merchantRegisters')
      .list()
      .filter((r) => bangkokDayKey(r.date) === '2026-10-31');
    expect(expected.length).toBeGreaterThan(0);
    const { body } = await callJson<Envelope<Register>>('merchant', 'merchant_register', {
      query: { StartDate: '31-10-2026', EndDate: '01-11-2026', PageSize: 100 },
    });
    expect(body.totalCount).toBe(expected.length);
    expect(body.items.every((r) => bangkokDayKey(r.date) === '2026-10-31')).toBe(true);
  });

  it('ymd: both ends inclusive', async () => {
    const table = mock.db.table('announcements');
    const last = table.insert({ message: 'late', time: '2026-10-31T23:59:00+07:00', isActive: true });
    const next = table.insert({ message: 'next day', time: '2026-11-01T00:00:30+07:00', isActive: true });
    const { body } = await callJson<Envelope<Announcement>>('notification', 'announcement', {
      query: { StartDate: '2026-10-31', EndDate: '2026-10-31', PageSize: 100 },
    });
    const ids = body.items.map((a) => a.id);
    expect(ids).toContain(last.id);
    expect(ids).not.toContain(next.id);
    expect(body.items.every((a) => bangkokDayKey(a.time) === '2026-10-31')).toBe(true);
  });

  it('ymd report: a one-day range gives that day of the 30,000 transactions', async () => {
    const expected = mock.db
      .table('qrTransactions')
      .list()
      .filter((t) => bangkokDayKey(t.createdDate) === '2026-09-15').length;
    const { body } = await callJson<Envelope>(
      'reporting',
      'report/transaction/GetTransactionByPaymentAdmin',
      {
        query: { StartDate: '2026-09-15', EndDate: '2026-09-15' },
      },
    );
    expect(expected).toBeGreaterThan(50);
    expect(body.totalCount).toBe(expected);
  });

  it('refuses a date in the other rule’s format', async () => {
    const ymdOnDmy = await callJson<{ message: string }>('merchant', 'merchant_register', {
      query: { StartDate: '2026-10-01' },
    });
    expect(ymdOnDmy.status).toBe(400);
    expect(ymdOnDmy.body.message).toBe('StartDate must be dd-MM-yyyy');
    const dmyOnYmd = await callJson<{ message: string }>('notification', 'announcement', {
      query: { EndDate: '31-10-2026' },
    });
    expect(dmyOnYmd.status).toBe(400);
    expect(dmyOnYmd.body.message).toBe('EndDate must be yyyy-MM-dd');
  });
});
