/**
 * The key adapter (src/loading/keys.ts) against react-admin's own hooks: an answer fetched ahead under
 * the adapter's key is what `useGetList`, `useGetOne` and `useGetManyReference` read, with no second
 * call to the data provider; the session check set under its key is what `useAuthState` reads, with no
 * second call to the auth provider, and so is the identity by `useGetIdentity`. A key that drifts from react-admin's fails here.
 */
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  CoreAdminContext,
  testDataProvider,
  useAuthState,
  useGetList,
  useGetIdentity,
  useGetManyReference,
  useGetOne,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/data/queryClient.ts';
import {
  fetchAhead,
  IDENTITY_KEY,
  listAnswer,
  listKey,
  recordKey,
  referenceKey,
  SESSION_CHECK_KEY,
} from '../../../src/loading/keys.ts';

/** A data provider that counts each read it answers. */
function countingProvider() {
  const getList = vi.fn(async () => ({ data: [{ id: 1, name: 'ร้านหนึ่ง' }], total: 1 }));
  const getOne = vi.fn(async (_resource: string, { id }: { id: unknown }) => ({ data: { id, name: 'one' } }));
  const getManyReference = vi.fn(async () => ({ data: [{ id: 'BR1', storeId: 'ST1' }], total: 1 }));
  const dataProvider = testDataProvider({ getList, getOne, getManyReference } as Partial<DataProvider>);
  return { dataProvider, getList, getOne, getManyReference };
}

function setUp(authProvider?: AuthProvider) {
  const counting = countingProvider();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext
      dataProvider={counting.dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
    >
      {children}
    </CoreAdminContext>
  );
  return { ...counting, queryClient, wrapper };
}

const LIST_PARAMS = {
  pagination: { page: 2, perPage: 10 },
  sort: { field: 'name', order: 'ASC' as const },
  filter: { status: 'active' },
};

describe('the key adapter, read by react-admin’s own hooks', () => {
  it('useGetList reads a page fetched ahead, with no second call', async () => {
    const { dataProvider, getList, queryClient, wrapper } = setUp();
    await fetchAhead(queryClient, listKey('stores', LIST_PARAMS), () =>
      dataProvider.getList('stores', LIST_PARAMS).then(listAnswer),
    );
    expect(getList).toHaveBeenCalledTimes(1);
    const { result } = renderHook(() => useGetList('stores', LIST_PARAMS), { wrapper });
    expect(result.current.data).toEqual([{ id: 1, name: 'ร้านหนึ่ง' }]);
    expect(result.current.total).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('useGetOne reads a record fetched ahead (its id given as a number or as text), with no second call', async () => {
    const { dataProvider, getOne, queryClient, wrapper } = setUp();
    await fetchAhead(queryClient, recordKey('stores', 7), () =>
      dataProvider.getOne('stores', { id: 7 }).then(({ data }) => data),
    );
    const { result } = renderHook(() => useGetOne('stores', { id: '7' }), { wrapper });
    expect(result.current.data).toEqual({ id: 7, name: 'one' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it('useGetManyReference reads a child page fetched ahead, with no second call', async () => {
    const { dataProvider, getManyReference, queryClient, wrapper } = setUp();
    const params = { target: 'storeId', id: 'ST1', ...LIST_PARAMS, filter: {} };
    await fetchAhead(queryClient, referenceKey('branches', params), () =>
      dataProvider.getManyReference('branches', params).then(listAnswer),
    );
    const { result } = renderHook(() => useGetManyReference('branches', params), { wrapper });
    expect(result.current.data).toEqual([{ id: 'BR1', storeId: 'ST1' }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getManyReference).toHaveBeenCalledTimes(1);
  });

  it('a hook with other parameters is not given the answer: it asks the provider itself', async () => {
    const { dataProvider, getList, queryClient, wrapper } = setUp();
    await fetchAhead(queryClient, listKey('stores', LIST_PARAMS), () =>
      dataProvider.getList('stores', LIST_PARAMS).then(listAnswer),
    );
    renderHook(() => useGetList('stores', { ...LIST_PARAMS, pagination: { page: 3, perPage: 10 } }), {
      wrapper,
    });
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
  });

  it('an answer already there is not fetched again', async () => {
    const { dataProvider, getList, queryClient } = setUp();
    const read = () => dataProvider.getList('stores', LIST_PARAMS).then(listAnswer);
    await fetchAhead(queryClient, listKey('stores', LIST_PARAMS), read);
    await fetchAhead(queryClient, listKey('stores', LIST_PARAMS), read);
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('useAuthState reads a passed session check set under the adapter’s key, with no check of its own', async () => {
    const checkAuth = vi.fn(async () => undefined);
    const authProvider: AuthProvider = {
      checkAuth,
      login: async () => undefined,
      logout: async () => undefined,
      checkError: async () => undefined,
    };
    const { queryClient, wrapper } = setUp(authProvider);
    queryClient.setQueryData(SESSION_CHECK_KEY, true);
    const { result } = renderHook(() => useAuthState(), { wrapper });
    expect(result.current.isPending).toBe(false);
    expect(result.current.authenticated).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(checkAuth).not.toHaveBeenCalled();
  });

  it('useGetIdentity reads the identity set under the adapter’s key, with no call of its own', async () => {
    const getIdentity = vi.fn(async () => ({ id: 'U2', fullName: 'someone else' }));
    const authProvider: AuthProvider = {
      checkAuth: async () => undefined,
      login: async () => undefined,
      logout: async () => undefined,
      checkError: async () => undefined,
      getIdentity,
    };
    const { queryClient, wrapper } = setUp(authProvider);
    queryClient.setQueryData(IDENTITY_KEY, { id: 'U1', fullName: 'สมชาย ใจดี' });
    const { result } = renderHook(() => useGetIdentity(), { wrapper });
    expect(result.current.identity?.fullName).toBe('สมชาย ใจดี');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getIdentity).not.toHaveBeenCalled();
  });
});
