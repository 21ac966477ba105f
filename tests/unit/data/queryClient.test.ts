import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/data/queryClient.ts';

describe('the console’s query client', () => {
  it('shows a failed read at once: no retry behind the user’s back', async () => {
    const client = createQueryClient();
    const read = vi.fn(() => Promise.reject(new Error('Service unavailable')));
    const observer = new QueryObserver(client, { queryKey: ['documents', 'ST00001'], queryFn: read });
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      // react-query's own default would still be pending here, waiting a second before its first retry.
      await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'), { timeout: 500 });
      expect(read).toHaveBeenCalledTimes(1);
      expect(observer.getCurrentResult().error?.message).toBe('Service unavailable');
    } finally {
      unsubscribe();
      client.clear();
    }
  });

  it('still lets a screen ask for a retry', async () => {
    const client = createQueryClient();
    let calls = 0;
    const read = () => (++calls === 1 ? Promise.reject(new Error('timeout')) : Promise.resolve(['ok']));
    const observer = new QueryObserver(client, { queryKey: ['menus'], queryFn: read });
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'), { timeout: 500 });
      await observer.refetch();
      expect(observer.getCurrentResult().data).toEqual(['ok']);
      expect(calls).toBe(2);
    } finally {
      unsubscribe();
      client.clear();
    }
  });
});
