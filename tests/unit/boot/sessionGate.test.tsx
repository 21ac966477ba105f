/**
 * The first render's wait for the stored session's check (src/boot/sessionGate.ts): react-admin mounts
 * only once the check has settled, with a passed check's answer already in the query cache.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/data/queryClient.ts';
import { IDENTITY_KEY, SESSION_CHECK_KEY } from '../../../src/loading/keys.ts';
import { FIRST_SCREEN_WAIT_MS, useSessionChecked } from '../../../src/boot/sessionGate.ts';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets the promise callbacks already due run, inside act. */
const flush = () => act(async () => undefined);

/** The hook after a passed check, the first screen's data not in yet. */
async function passedCheckAwaitingPage() {
  const queryClient = createQueryClient();
  const check = deferred();
  const page = deferred();
  const { result } = renderHook(() =>
    useSessionChecked(queryClient, check.promise, { firstScreen: () => page.promise }),
  );
  check.resolve();
  await flush();
  return { queryClient, page, result };
}

describe('useSessionChecked', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is true at once without a check to wait for (no stored sign-in, a public page)', () => {
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useSessionChecked(queryClient, undefined));
    expect(result.current).toBe(true);
    expect(queryClient.getQueryData(SESSION_CHECK_KEY)).toBeUndefined();
  });

  it('waits for a check, then puts its pass where react-admin reads it', async () => {
    const queryClient = createQueryClient();
    const check = deferred();
    const { result } = renderHook(() => useSessionChecked(queryClient, check.promise));
    await flush();
    expect(result.current).toBe(false);
    expect(queryClient.getQueryData(SESSION_CHECK_KEY)).toBeUndefined();

    check.resolve();
    await flush();
    expect(result.current).toBe(true);
    expect(queryClient.getQueryData(SESSION_CHECK_KEY)).toBe(true);
    // Fresh: react-admin's routes, mounting now, do not check again.
    expect(queryClient.getQueryState(SESSION_CHECK_KEY)?.isInvalidated).toBe(false);
  });

  it('lets react-admin mount after a failed check with nothing in the cache: it asks, and signs out', async () => {
    const queryClient = createQueryClient();
    const check = deferred();
    const { result } = renderHook(() => useSessionChecked(queryClient, check.promise));
    check.reject({ redirectTo: '/login' });
    await flush();
    expect(result.current).toBe(true);
    expect(queryClient.getQueryData(SESSION_CHECK_KEY)).toBeUndefined();
  });

  it('puts the verified identity in with a passed check, and none after a failed one', async () => {
    const queryClient = createQueryClient();
    const check = deferred();
    const identity = async () => ({ id: 'U1', fullName: 'สมชาย ใจดี' });
    const { result } = renderHook(() => useSessionChecked(queryClient, check.promise, { identity }));
    check.resolve();
    await flush();
    expect(result.current).toBe(true);
    expect(queryClient.getQueryData(IDENTITY_KEY)).toEqual({ id: 'U1', fullName: 'สมชาย ใจดี' });

    const refused = createQueryClient();
    const failed = deferred();
    const after = renderHook(() => useSessionChecked(refused, failed.promise, { identity }));
    failed.reject({ redirectTo: '/login' });
    await flush();
    expect(after.result.current).toBe(true);
    expect(refused.getQueryData(IDENTITY_KEY)).toBeUndefined();
  });

  it('waits for the first screen’s data after a passed check', async () => {
    const { page, result } = await passedCheckAwaitingPage();
    expect(result.current).toBe(false);
    page.resolve();
    await flush();
    expect(result.current).toBe(true);
  });

  it('does not wait for late first data longer than FIRST_SCREEN_WAIT_MS', async () => {
    vi.useFakeTimers();
    const { queryClient, result } = await passedCheckAwaitingPage();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    });
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current).toBe(true);
    expect(queryClient.getQueryData(SESSION_CHECK_KEY)).toBe(true);
  });
});
