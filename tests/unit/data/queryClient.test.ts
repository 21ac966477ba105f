import { QueryObserver } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, SESSION_CHECK_FRESH_MS } from '../../../src/data/queryClient.ts';

function observe<T>(read: () => Promise<T>) {
  const client = createQueryClient();
  const observer = new QueryObserver(client, { queryKey: ['read'], queryFn: read });
  const unsubscribe = observer.subscribe(() => undefined);
  return {
    observer,
    done: () => {
      unsubscribe();
      client.clear();
    },
  };
}

describe('the console’s query client', () => {
  it('shows a service’s failure at once: no retry behind the user’s back', async () => {
    const read = vi.fn(() => Promise.reject(new HttpError('pa.failure.server', 500, null)));
    const { observer, done } = observe(read);
    try {
      // react-query's own default would still be pending here, waiting a second before its first retry.
      await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'), { timeout: 500 });
      expect(read).toHaveBeenCalledTimes(1);
      expect(observer.getCurrentResult().error?.message).toBe('pa.failure.server');
    } finally {
      done();
    }
  });

  it('still lets a screen ask for a retry', async () => {
    let calls = 0;
    const read = () =>
      ++calls === 1 ? Promise.reject(new HttpError('pa.failure.timeout', 0, null)) : Promise.resolve(['ok']);
    const { observer, done } = observe(read);
    try {
      await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'), { timeout: 500 });
      await observer.refetch();
      expect(observer.getCurrentResult().data).toEqual(['ok']);
      expect(calls).toBe(2);
    } finally {
      done();
    }
  });

  it('retries any other failure as react-query does (the sign-in’s own checks)', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const read = () =>
        ++calls === 1 ? Promise.reject(new Error('not ready')) : Promise.resolve('profile');
      const { observer, done } = observe(read);
      try {
        await vi.advanceTimersByTimeAsync(1_500);
        expect(observer.getCurrentResult().data).toBe('profile');
        expect(calls).toBe(2);
      } finally {
        done();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not ask a canAccess question again while its answer is cached; other reads are asked again', async () => {
    const client = createQueryClient();
    try {
      const key = ['auth', 'canAccess', { resource: 'management/users', action: 'edit' }];
      client.setQueryData(key, true);
      const ask = vi.fn(async () => false);
      const observer = new QueryObserver(client, { queryKey: key, queryFn: ask });
      const unsubscribe = observer.subscribe(() => undefined);
      expect(observer.getCurrentResult().data).toBe(true);
      expect(observer.getCurrentResult().isFetching).toBe(false);
      unsubscribe();
      expect(ask).not.toHaveBeenCalled();

      client.setQueryData(['management/users', 'getList'], ['cached']);
      const read = vi.fn(async () => ['fresh']);
      const list = new QueryObserver(client, { queryKey: ['management/users', 'getList'], queryFn: read });
      const stop = list.subscribe(() => undefined);
      await vi.waitFor(() => expect(list.getCurrentResult().data).toEqual(['fresh']));
      stop();
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      client.clear();
    }
  });

  it('checks the session again at a screen once the last check is older than its window, and tells its observers only of a new answer, error or status', async () => {
    const client = createQueryClient();
    const now = vi.spyOn(Date, 'now');
    try {
      const start = Date.now();
      now.mockReturnValue(start);
      const key = ['auth', 'checkAuth', {}];
      let answer: Promise<boolean> = Promise.resolve(true);
      const check = vi.fn(() => answer);
      const layout = new QueryObserver(client, { queryKey: key, queryFn: check, retry: false });
      const told = vi.fn();
      const stopLayout = layout.subscribe(told);
      await vi.waitFor(() => expect(layout.getCurrentResult().data).toBe(true));
      told.mockClear();

      // A screen mounts within the window: the passed check stands, and the layout hears nothing.
      now.mockReturnValue(start + SESSION_CHECK_FRESH_MS - 1);
      const screen = new QueryObserver(client, { queryKey: key, queryFn: check, retry: false });
      const stopScreen = screen.subscribe(() => undefined);
      expect(client.getQueryState(key)?.fetchStatus).toBe('idle');
      expect(check).toHaveBeenCalledTimes(1);
      stopScreen();

      // After it, a screen checks again; the same answer tells the layout nothing.
      now.mockReturnValue(start + SESSION_CHECK_FRESH_MS + 1);
      const later = new QueryObserver(client, { queryKey: key, queryFn: check, retry: false });
      const stopLater = later.subscribe(() => undefined);
      await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(2));
      await vi.waitFor(() => expect(client.getQueryState(key)?.fetchStatus).toBe('idle'));
      expect(told).not.toHaveBeenCalled();
      stopLater();

      // The session ended: the next screen's check fails, and the layout is told.
      now.mockReturnValue(start + 2 * SESSION_CHECK_FRESH_MS + 2);
      answer = Promise.reject(new Error('expired'));
      const next = new QueryObserver(client, { queryKey: key, queryFn: check, retry: false });
      const stopNext = next.subscribe(() => undefined);
      await vi.waitFor(() => expect(told).toHaveBeenCalled());
      expect(layout.getCurrentResult().status).toBe('error');
      stopNext();
      stopLayout();
    } finally {
      now.mockRestore();
      client.clear();
    }
  });
});
