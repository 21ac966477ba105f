import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { DataProvider, GetListParams } from 'react-admin';
import {
  forgetReadAhead,
  listParamsKey,
  PAGE_PREFETCH_TTL_MS,
  readAhead,
  withPagePrefetch,
} from '../../../src/data/pagePrefetch.ts';

const page = (n: number, filter: Record<string, unknown> = {}): GetListParams => ({
  pagination: { page: n, perPage: 10 },
  sort: { field: 'createdDate', order: 'DESC' },
  filter,
});

function inner() {
  let calls = 0;
  const provider = {
    getList: vi.fn(async (_resource: string, params: GetListParams) => {
      calls += 1;
      return { data: [{ id: `${params.pagination?.page}-${calls}` }], total: 50 };
    }),
    update: vi.fn(async () => ({ data: { id: 1 } })),
    lookup: vi.fn(async () => null),
  };
  return provider;
}

describe('next page prefetch', () => {
  it('answers the list call with the same parameters from the prefetched page, once', async () => {
    const spies = inner();
    const provider = withPagePrefetch(spies as unknown as DataProvider);
    await provider.prefetchList('store/transaction', page(2));
    expect(spies.getList).toHaveBeenCalledTimes(1);

    const asked = await provider.getList('store/transaction', {
      ...page(2),
      signal: new AbortController().signal,
    });
    expect(asked.data).toEqual([{ id: '2-1' }]);
    expect(spies.getList).toHaveBeenCalledTimes(1);

    // Once: the same page asked again goes to the service.
    const again = await provider.getList('store/transaction', page(2));
    expect(again.data).toEqual([{ id: '2-2' }]);
    expect(spies.getList).toHaveBeenCalledTimes(2);
  });

  it('asks the service for other parameters, another resource, or an answer kept too long', async () => {
    const spies = inner();
    let now = 0;
    const provider = withPagePrefetch(spies as unknown as DataProvider, () => now);
    await provider.prefetchList('store/transaction', page(2));
    await provider.getList('store/transaction', page(2, { status: 'paid' }));
    await provider.getList('store/transaction-external', page(2));
    expect(spies.getList).toHaveBeenCalledTimes(3);

    await provider.prefetchList('store/transaction', page(3));
    now = PAGE_PREFETCH_TTL_MS;
    const late = await provider.getList('store/transaction', page(3));
    expect(late.data).toEqual([{ id: '3-5' }]);
    expect(spies.getList).toHaveBeenCalledTimes(5);
  });

  it('drops the kept pages when a change starts and when it ends, but not for a read', async () => {
    const spies = inner();
    const provider = withPagePrefetch(spies as unknown as DataProvider & { lookup: () => Promise<null> });
    await provider.prefetchList('store/transaction', page(2));
    await provider.lookup();
    expect((await provider.getList('store/transaction', page(2))).data).toEqual([{ id: '2-1' }]);

    await provider.prefetchList('store/transaction', page(3));
    await provider.update('store/transaction', { id: 1, data: {}, previousData: { id: 1 } });
    expect(spies.update).toHaveBeenCalledTimes(1);
    expect((await provider.getList('store/transaction', page(3))).data).toEqual([{ id: '3-3' }]);

    // A page asked for while a change is on its way may predate it.
    let finish: () => void = () => undefined;
    spies.update.mockImplementationOnce(
      () => new Promise((resolve) => (finish = () => resolve({ data: { id: 1 } }))),
    );
    const saving = provider.update('store/transaction', { id: 1, data: {}, previousData: { id: 1 } });
    await provider.prefetchList('store/transaction', page(4));
    finish();
    await saving;
    await Promise.resolve();
    expect((await provider.getList('store/transaction', page(4))).data).toEqual([{ id: '4-5' }]);
  });

  it('never rejects, and a failed prefetch leaves the list call to the service', async () => {
    const spies = inner();
    spies.getList.mockRejectedValueOnce(new Error('Service unavailable'));
    const provider = withPagePrefetch(spies as unknown as DataProvider);
    await expect(provider.prefetchList('store/transaction', page(2))).resolves.toBeUndefined();
    // The failed call counted no answer; the list's own call is the service's first answer.
    const asked = await provider.getList('store/transaction', page(2));
    expect(asked.data).toEqual([{ id: '2-1' }]);
    expect(spies.getList).toHaveBeenCalledTimes(2);
  });

  it('keys the parameters regardless of the order of filter keys', () => {
    expect(listParamsKey('r', page(1, { a: 1, b: 2 }))).toBe(listParamsKey('r', page(1, { b: 2, a: 1 })));
    expect(listParamsKey('r', page(1, { a: 1 }))).not.toBe(listParamsKey('r', page(2, { a: 1 })));
  });
});

describe('pages read ahead in react-query', () => {
  const key = (n: number) => ['store/transaction', 'getList', { ...page(n), meta: undefined }];

  it('resolves the prefetch with its answer, and tells of each change so the read-ahead pages go', async () => {
    const spies = inner();
    const changed = vi.fn();
    const provider = withPagePrefetch(
      spies as unknown as DataProvider,
      Date.now,
      PAGE_PREFETCH_TTL_MS,
      changed,
    );
    const answer = await provider.prefetchList('store/transaction', page(2));
    expect(answer?.data).toEqual([{ id: '2-1' }]);
    // Asked again while kept: the same answer, no second call.
    expect((await provider.prefetchList('store/transaction', page(2)))?.data).toEqual([{ id: '2-1' }]);
    expect(spies.getList).toHaveBeenCalledTimes(1);
    expect(changed).not.toHaveBeenCalled();
    await provider.update('store/transaction', { id: 1, data: {}, previousData: { id: 1 } });
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('puts the page where the list looks, keeps a page already there, and drops only unshown pages on a change', () => {
    const client = new QueryClient();
    try {
      readAhead(client, key(2), { data: [{ id: 'a' }], total: 50 });
      expect(client.getQueryData(key(2))).toEqual({
        data: [{ id: 'a' }],
        total: 50,
        pageInfo: undefined,
        meta: undefined,
      });
      // A page the cache has is not replaced by an older read-ahead answer.
      readAhead(client, key(2), { data: [{ id: 'b' }], total: 50 });
      expect(client.getQueryData(key(2))).toMatchObject({ data: [{ id: 'a' }] });

      readAhead(client, key(3), { data: [{ id: 'c' }], total: 50 });
      // Page 3 is on screen (observed); page 2 is not.
      const shown = new QueryObserver(client, {
        queryKey: key(3),
        queryFn: () => new Promise(() => undefined),
        staleTime: Infinity,
      });
      const stop = shown.subscribe(() => undefined);
      forgetReadAhead(client);
      expect(client.getQueryData(key(2))).toBeUndefined();
      expect(client.getQueryData(key(3))).toMatchObject({ data: [{ id: 'c' }] });
      stop();
    } finally {
      client.clear();
    }
  });
});
