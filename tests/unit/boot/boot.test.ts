import { describe, expect, it, vi } from 'vitest';
import type { DataProvider, GetListParams } from 'react-admin';
import {
  firstScreenList,
  oneFirstPageRequest,
  PREFETCH_TTL_MS,
  withFirstScreenPrefetch,
} from '../../../src/boot/prefetch.ts';
import { readStoredUser } from '../../../src/auth/storedUser.ts';
import { resources } from '../../../resources/declared.ts';

const storeType = resources.find((r) => r.name === 'management/store-type')!;

function fakeProvider() {
  let calls = 0;
  const getList = vi.fn(async () => ({ data: [{ id: ++calls }], total: 1 }));
  return { getList } as unknown as DataProvider & { getList: typeof getList };
}

const firstPage = (): GetListParams => ({
  pagination: { page: 1, perPage: 10 },
  sort: { field: storeType.sort!.field, order: storeType.sort!.order },
  filter: {},
});

describe('first screen prefetch', () => {
  it('finds the declared list the page opens, and nothing with a query or on another path', () => {
    const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });
    expect(firstScreenList(resources, at('/management/store-type'))?.name).toBe('management/store-type');
    expect(firstScreenList(resources, at('/management/store-type', '?page=2'))).toBeUndefined();
    expect(firstScreenList(resources, at('/management/store-type/view/1'))).toBeUndefined();
    expect(firstScreenList(resources, at('/login'))).toBeUndefined();
  });

  it('asks at once and hands that answer to the first identical call, once', async () => {
    const inner = fakeProvider();
    const provider = withFirstScreenPrefetch(inner, storeType);
    expect(inner.getList).toHaveBeenCalledTimes(1);
    const first = await provider.getList(storeType.name, firstPage());
    expect(first.data).toEqual([{ id: 1 }]);
    expect(inner.getList).toHaveBeenCalledTimes(1);
    const second = await provider.getList(storeType.name, firstPage());
    expect(second.data).toEqual([{ id: 2 }]);
  });

  it('asks once per boot when the boot wraps two data providers (strict mode in development)', async () => {
    const once = oneFirstPageRequest();
    const first = fakeProvider();
    const second = fakeProvider();
    const kept = withFirstScreenPrefetch(first, storeType, Date.now, undefined, once);
    const used = withFirstScreenPrefetch(second, storeType, Date.now, undefined, once);
    expect(first.getList).toHaveBeenCalledTimes(1);
    expect(second.getList).not.toHaveBeenCalled();
    expect((await used.getList(storeType.name, firstPage())).data).toEqual([{ id: 1 }]);
    expect((await kept.getList(storeType.name, firstPage())).data).toEqual([{ id: 1 }]);
    expect(second.getList).not.toHaveBeenCalled();
  });

  it('does not hand it to a call with other parameters, nor after the time limit', async () => {
    const inner = fakeProvider();
    let now = 0;
    const provider = withFirstScreenPrefetch(inner, storeType, () => now);
    await provider.getList(storeType.name, { ...firstPage(), filter: { q: 'x' } });
    expect(inner.getList).toHaveBeenCalledTimes(2);
    now = PREFETCH_TTL_MS;
    await provider.getList(storeType.name, firstPage());
    expect(inner.getList).toHaveBeenCalledTimes(3);
  });
});

/** Lets every promise already resolved run its callbacks (one macrotask). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('first page in the query cache', () => {
  it("is put under react-admin's list key once the session is verified, never before or after a failure", async () => {
    const setQueryData = vi.fn();
    let verify: () => void = () => undefined;
    const verified = new Promise<void>((resolve) => (verify = resolve));
    withFirstScreenPrefetch(fakeProvider(), storeType, Date.now, { queryClient: { setQueryData }, verified });
    await settled();
    expect(setQueryData).not.toHaveBeenCalled();
    verify();
    await vi.waitFor(() => expect(setQueryData).toHaveBeenCalledTimes(1));
    // useListController's key: [resource, 'getList', { pagination, sort, filter, meta }].
    expect(setQueryData).toHaveBeenCalledWith(
      [storeType.name, 'getList', { ...firstPage(), meta: undefined }],
      { data: [{ id: 1 }], total: 1, pageInfo: undefined, meta: undefined },
    );

    const refused = vi.fn();
    withFirstScreenPrefetch(fakeProvider(), storeType, Date.now, {
      queryClient: { setQueryData: refused },
      verified: Promise.reject(new Error('signature')),
    });
    await settled();
    expect(refused).not.toHaveBeenCalled();
  });

  it('says when the page is in, or will not be (src/boot/sessionGate.ts waits for it)', async () => {
    const setQueryData = vi.fn();
    let verify: () => void = () => undefined;
    const verified = new Promise<void>((resolve) => (verify = resolve));
    const pageIn = vi.fn(() => expect(setQueryData).toHaveBeenCalledTimes(1));
    withFirstScreenPrefetch(fakeProvider(), storeType, Date.now, {
      queryClient: { setQueryData },
      verified,
      settled: pageIn,
    });
    await settled();
    expect(pageIn).not.toHaveBeenCalled();
    verify();
    await vi.waitFor(() => expect(pageIn).toHaveBeenCalledTimes(1));

    const failed = vi.fn();
    withFirstScreenPrefetch(fakeProvider(), storeType, Date.now, {
      queryClient: { setQueryData: vi.fn() },
      verified: Promise.reject(new Error('signature')),
      settled: failed,
    });
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
  });
});

describe('a failed session check while the first page is prefetched', () => {
  /** Rejections nobody handled while `run` and the callbacks it queued ran. */
  async function unhandledDuring(run: () => void): Promise<unknown[]> {
    const seen: unknown[] = [];
    const onUnhandled = (reason: unknown) => void seen.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      run();
      await settled();
      await settled();
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    return seen;
  }

  // The auth provider rejects with an object (react-admin's redirect to /login with the reason).
  const refusal = () => Promise.reject({ redirectTo: '/login', message: false, reason: 'profile' });

  it('leaves no unhandled rejection on a page that opens no declared list', async () => {
    const inner = fakeProvider();
    const seen = await unhandledDuring(() => {
      const provider = withFirstScreenPrefetch(inner, undefined, Date.now, {
        queryClient: { setQueryData: vi.fn() },
        verified: refusal(),
      });
      expect(provider).toBe(inner);
    });
    expect(seen).toEqual([]);
  });

  it('leaves none on a declared list either, and fills no cache', async () => {
    const setQueryData = vi.fn();
    const seen = await unhandledDuring(() => {
      withFirstScreenPrefetch(fakeProvider(), storeType, Date.now, {
        queryClient: { setQueryData },
        verified: refusal(),
      });
    });
    expect(seen).toEqual([]);
    expect(setQueryData).not.toHaveBeenCalled();
  });
});

describe('stored user', () => {
  it('reads what oidc-client-ts stored, and refuses anything else', () => {
    const storage = window.localStorage;
    storage.setItem(
      'k',
      JSON.stringify({ access_token: 't', expires_at: 10, id_token: 'i', profile: { sub: 's' } }),
    );
    expect(readStoredUser('k', storage)).toEqual({
      access_token: 't',
      expires_at: 10,
      id_token: 'i',
      profile: { sub: 's' },
    });
    storage.setItem('k', '{not json');
    expect(readStoredUser('k', storage)).toBeNull();
    storage.setItem('k', JSON.stringify({ access_token: '' }));
    expect(readStoredUser('k', storage)).toBeNull();
    storage.removeItem('k');
    expect(readStoredUser('k', storage)).toBeNull();
  });
});
