/**
 * The first render's wait for the stored session's check (src/boot/sessionGate.ts): react-admin mounts
 * only once the check has settled, with a passed check's answer already in the query cache.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/data/queryClient.ts';
import { SESSION_CHECK_KEY } from '../../../src/loading/keys.ts';
import { useSessionChecked } from '../../../src/boot/sessionGate.ts';

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

describe('useSessionChecked', () => {
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
});
