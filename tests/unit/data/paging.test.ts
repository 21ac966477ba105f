import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { collectAllPages, PAGE_CONCURRENCY } from '../../../src/data/pageWalk.ts';
import { fromEnvelope, toListQuery, type ListPage } from '../../../src/data/paging.ts';
import { envelope } from './fixtures.ts';

const storeRegister = { dateRule: 'dmy-next-day' as const, sort: { field: 'date', order: 'DESC' as const } };
const transactions = { dateRule: 'ymd' as const };

describe('toListQuery', () => {
  it('maps react-admin page 3 of 25 to PageNumber 3 / PageSize 25', () => {
    const query = toListQuery(
      { pagination: { page: 3, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {} },
      transactions,
    );
    expect(query).toEqual({ PageNumber: 3, PageSize: 25, SortBy: 'name', SortDirection: 'asc' });
  });

  it('maps DESC to desc and ASC to asc', () => {
    const base = { pagination: { page: 1, perPage: 10 }, filter: {} };
    expect(toListQuery({ ...base, sort: { field: 'amount', order: 'DESC' } }, transactions)).toMatchObject({
      SortBy: 'amount',
      SortDirection: 'desc',
    });
    expect(toListQuery({ ...base, sort: { field: 'amount', order: 'ASC' } }, transactions)).toMatchObject({
      SortDirection: 'asc',
    });
  });

  it("falls back to the declaration's sort, and sends no sort when there is none", () => {
    expect(toListQuery({ pagination: { page: 1, perPage: 10 } }, storeRegister)).toMatchObject({
      SortBy: 'date',
      SortDirection: 'desc',
    });
    const query = toListQuery({ pagination: { page: 1, perPage: 10 } }, transactions);
    expect(query).not.toHaveProperty('SortBy');
    expect(query).not.toHaveProperty('SortDirection');
  });

  it('drops empty filters (MerchantCategoryId: "") but keeps 0 and false', () => {
    const query = toListQuery(
      {
        pagination: { page: 1, perPage: 10 },
        filter: {
          MerchantCategoryId: '',
          q: '  ',
          status: null,
          bank: undefined,
          storeCount: 0,
          isActive: false,
        },
      },
      transactions,
    );
    expect(query).toEqual({ PageNumber: 1, PageSize: 10, storeCount: 0, isActive: false });
  });

  it('formats the date range by the resource rule (dd-MM-yyyy, end plus one day)', () => {
    const query = toListQuery(
      {
        pagination: { page: 2, perPage: 10 },
        filter: { dateRange: { StartDate: '2026-11-01', EndDate: '2026-11-30' }, MerchantCategoryId: '7' },
      },
      storeRegister,
    );
    expect(query).toMatchObject({ StartDate: '01-11-2026', EndDate: '01-12-2026', MerchantCategoryId: '7' });
    expect(query).not.toHaveProperty('dateRange');
  });

  it('sends flat yyyy-MM-dd dates unchanged for ymd resources', () => {
    const query = toListQuery(
      { pagination: { page: 1, perPage: 10 }, filter: { StartDate: '2026-12-31', EndDate: '2026-12-31' } },
      transactions,
    );
    expect(query).toMatchObject({ StartDate: '2026-12-31', EndDate: '2026-12-31' });
  });

  it('keeps non-empty arrays and drops empty ones', () => {
    const query = toListQuery(
      { pagination: { page: 1, perPage: 10 }, filter: { status: ['PAID', ''], channel: [] } },
      transactions,
    );
    expect(query.status).toEqual(['PAID']);
    expect(query).not.toHaveProperty('channel');
  });
});

describe('fromEnvelope', () => {
  it('maps the envelope to data / total / pageInfo with id from the idField', () => {
    const page = fromEnvelope(
      {
        ...envelope(
          [
            { bankCode: 'KBANK', bankName: 'กสิกรไทย' },
            { bankCode: 'SCB', bankName: 'ไทยพาณิชย์' },
          ],
          42,
          2,
          2,
        ),
      },
      { idField: 'bankCode' },
    );
    expect(page.total).toBe(42);
    expect(page.data.map((r) => r.id)).toEqual(['KBANK', 'SCB']);
    expect(page.data[0]).toMatchObject({ bankCode: 'KBANK', bankName: 'กสิกรไทย' });
    expect(page.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
  });

  it.each([
    ['null', null],
    ['an array holding a record without its id field', [{ name: 'x' }]],
    ['no items', { totalCount: 1, hasNext: false, hasPrevious: false }],
    ['a string totalCount', { ...envelope([]), totalCount: '3' }],
    ['a missing hasNext', { items: [], totalCount: 0, hasPrevious: false }],
    ['a record without its id field', envelope([{ name: 'x' }])],
    ['an item that is not an object', envelope(['x'])],
  ])('rejects %s as an unreadable answer', (_label, body) => {
    let caught: unknown;
    try {
      fromEnvelope(body, { idField: 'storeId' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(HttpError);
    expect((caught as HttpError).message).toBe('pa.failure.malformed');
  });
});

describe('fromEnvelope with a plain array (billers, bank accounts of a store)', () => {
  const accounts = [1, 2, 3, 4, 5].map((n) => ({ accountId: `A${n}`, bankCode: 'KBANK' }));

  it('takes every item as one page when no paging is asked', () => {
    const page = fromEnvelope(accounts, { idField: 'accountId' });
    expect(page.data.map((r) => r.id)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
    expect(page.total).toBe(5);
    expect(page.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
  });

  it('pages the array itself by the asked page', () => {
    const page = fromEnvelope(accounts, { idField: 'accountId' }, { page: 2, perPage: 2 });
    expect(page.data.map((r) => r.id)).toEqual(['A3', 'A4']);
    expect(page.total).toBe(5);
    expect(page.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    const last = fromEnvelope(accounts, { idField: 'accountId' }, { page: 3, perPage: 2 });
    expect(last.data.map((r) => r.id)).toEqual(['A5']);
    expect(last.pageInfo.hasNextPage).toBe(false);
  });

  it('accepts an empty array as an empty list', () => {
    expect(fromEnvelope([], { idField: 'accountId' }).total).toBe(0);
  });
});

describe('collectAllPages', () => {
  const pages: ListPage[] = [
    { data: [{ id: 1 }, { id: 2 }], total: 5, pageInfo: { hasNextPage: true, hasPreviousPage: false } },
    { data: [{ id: 3 }, { id: 4 }], total: 5, pageInfo: { hasNextPage: true, hasPreviousPage: true } },
    { data: [{ id: 5 }], total: 5, pageInfo: { hasNextPage: false, hasPreviousPage: true } },
  ];

  it('walks every page and reports progress', async () => {
    const fetchPage = vi.fn(async (page: number) => pages[page - 1]);
    const progress: [number, number][] = [];
    const rows = await collectAllPages(fetchPage, {
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
    expect(progress).toEqual([
      [2, 5],
      [4, 5],
      [5, 5],
    ]);
  });

  it('stops between pages when the signal is aborted', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(async (page: number) => {
      if (page === 1) controller.abort();
      return pages[page - 1];
    });
    await expect(collectAllPages(fetchPage, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  /** A list of `total` rows served `size` at a time, each page answered when `release` is called. */
  function slowList(total: number, size: number) {
    const waiting: { page: number; release: () => void; signal?: AbortSignal }[] = [];
    const fetchPage = vi.fn(
      (page: number, signal?: AbortSignal) =>
        new Promise<ListPage>((resolve, reject) => {
          const start = (page - 1) * size;
          const data = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => ({
            id: start + i + 1,
          }));
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          waiting.push({
            page,
            signal,
            release: () =>
              resolve({
                data,
                total,
                pageInfo: { hasNextPage: start + size < total, hasPreviousPage: page > 1 },
              }),
          });
        }),
    );
    return { fetchPage, waiting };
  }

  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('asks for the pages after the first a few at a time, and keeps their order', async () => {
    const { fetchPage, waiting } = slowList(95, 10);
    const walk = collectAllPages(fetchPage);
    await tick();
    expect(waiting.map((w) => w.page)).toEqual([1]);
    waiting.shift()?.release();
    await tick();
    expect(waiting.map((w) => w.page)).toEqual([2, 3, 4, 5].slice(0, PAGE_CONCURRENCY));
    // Answers out of order: the rows still come in page order.
    while (waiting.length > 0) {
      waiting.pop()?.release();
      await tick();
    }
    const rows = await walk;
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 95 }, (_, i) => i + 1));
    expect(fetchPage).toHaveBeenCalledTimes(10);
  });

  it('fails when one page fails, and cancels the pages under way', async () => {
    const { fetchPage: slow, waiting } = slowList(100, 10);
    const fetchPage = vi.fn((page: number, signal?: AbortSignal) =>
      page === 3 ? Promise.reject(new Error('page 3 refused')) : slow(page, signal),
    );
    const walk = collectAllPages(fetchPage);
    await tick();
    waiting.shift()?.release();
    await expect(walk).rejects.toThrow('page 3 refused');
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((w) => w.signal?.aborted)).toBe(true);
  });

  it('goes on page by page while the server says rows were added during the walk', async () => {
    const answers: ListPage[] = [
      { data: [{ id: 1 }, { id: 2 }], total: 4, pageInfo: { hasNextPage: true, hasPreviousPage: false } },
      { data: [{ id: 3 }, { id: 4 }], total: 5, pageInfo: { hasNextPage: true, hasPreviousPage: true } },
      { data: [{ id: 5 }], total: 5, pageInfo: { hasNextPage: false, hasPreviousPage: true } },
    ];
    const fetchPage = vi.fn(async (page: number) => answers[page - 1]);
    const rows = await collectAllPages(fetchPage);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it('stops on an empty page even if the server claims there is more', async () => {
    const fetchPage = vi.fn(async () => ({ data: [], total: 10, pageInfo: { hasNextPage: true } }));
    expect(await collectAllPages(fetchPage)).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
