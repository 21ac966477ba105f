import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createIntentEngine, type IntentCall } from '../../../src/loading/engine.ts';

/** A call whose answer the test gives when it wants (`answer()`), counting how often it was made. */
function deferredCall(resource: string, key: unknown[], action = 'list') {
  const answers: ((value: unknown) => void)[] = [];
  const queryFn = vi.fn(() => new Promise((resolve) => answers.push(resolve)));
  const call: IntentCall = { resource, action, queryKey: key, queryFn };
  return { call, queryFn, answer: (value: unknown = { data: [] }) => answers.shift()?.(value) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const allowAll = () => true;

describe('intent prefetch engine', () => {
  it('makes only the calls the verified session allows, none before it is verified', async () => {
    const queryClient = new QueryClient();
    const roles: Record<string, boolean | undefined> = {
      'store/store-detail:show': true,
      'store/branch:list': false,
    };
    const engine = createIntentEngine({
      queryClient,
      allowed: (resource, action) => roles[`${resource}:${action}`],
    });
    const record = deferredCall(
      'store/store-detail',
      ['store/store-detail', 'getOne', { id: 'ST1' }],
      'show',
    );
    const branches = deferredCall('store/branch', ['store/branch', 'getManyReference', { id: 'ST1' }]);
    const unknown = deferredCall('store/biller', ['store/biller', 'getManyReference', { id: 'ST1' }]);
    engine.run([record.call, branches.call, unknown.call]);
    await settle();
    expect(record.queryFn).toHaveBeenCalledTimes(1);
    expect(branches.queryFn).not.toHaveBeenCalled();
    expect(unknown.queryFn).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(['store/branch', 'getManyReference', { id: 'ST1' }])).toBeUndefined();
  });

  it('runs at most maxInFlight calls at a time and starts the next when one is answered', async () => {
    const queryClient = new QueryClient();
    const engine = createIntentEngine({ queryClient, allowed: allowAll, maxInFlight: 2 });
    const calls = [1, 2, 3, 4].map((n) => deferredCall('r', ['r', 'getOne', { id: String(n) }]));
    engine.run(calls.map((c) => c.call));
    await settle();
    expect(calls.map((c) => c.queryFn.mock.calls.length)).toEqual([1, 1, 0, 0]);
    expect(engine.inFlight()).toBe(2);
    expect(engine.queued()).toBe(2);
    calls[0].answer();
    await settle();
    expect(calls.map((c) => c.queryFn.mock.calls.length)).toEqual([1, 1, 1, 0]);
    expect(engine.inFlight()).toBe(2);
    calls[1].answer();
    calls[2].answer();
    await settle();
    calls[3].answer();
    await settle();
    expect(calls.map((c) => c.queryFn.mock.calls.length)).toEqual([1, 1, 1, 1]);
    expect(engine.inFlight()).toBe(0);
    // The answers are in react-query's cache under the screens' keys.
    expect(queryClient.getQueryData(['r', 'getOne', { id: '4' }])).toEqual({ data: [] });
  });

  it('lets a call that does not answer hold its place for slotMs only: the next one starts beside it', async () => {
    vi.useFakeTimers();
    try {
      const queryClient = new QueryClient();
      const engine = createIntentEngine({ queryClient, allowed: allowAll, maxInFlight: 1, slotMs: 500 });
      const silent = deferredCall('master', ['master', 'list', 'bank']);
      const next = deferredCall('store/branch', ['store/branch', 'getManyReference', { id: 'ST1' }]);
      engine.run([silent.call, next.call]);
      await vi.advanceTimersByTimeAsync(499);
      expect(next.queryFn).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(next.queryFn).toHaveBeenCalledTimes(1);
      expect(engine.inFlight()).toBe(1);
      // Still on its way: another intent does not ask for it again, and its late answer is cached.
      engine.run([silent.call]);
      expect(silent.queryFn).toHaveBeenCalledTimes(1);
      silent.answer({ data: ['late'] });
      next.answer();
      await vi.advanceTimersByTimeAsync(0);
      expect(queryClient.getQueryData(['master', 'list', 'bank'])).toEqual({ data: ['late'] });
      expect(engine.inFlight()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops what an earlier intent queued when a new one comes; started calls finish', async () => {
    const queryClient = new QueryClient();
    const engine = createIntentEngine({ queryClient, allowed: allowAll, maxInFlight: 1 });
    const first = [1, 2, 3].map((n) => deferredCall('r', ['r', 'getOne', { id: `a${n}` }]));
    const second = deferredCall('r', ['r', 'getOne', { id: 'b1' }]);
    engine.run(first.map((c) => c.call));
    engine.run([second.call]);
    first[0].answer();
    await settle();
    expect(first[1].queryFn).not.toHaveBeenCalled();
    expect(first[2].queryFn).not.toHaveBeenCalled();
    expect(second.queryFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['r', 'getOne', { id: 'a1' }])).toEqual({ data: [] });
  });

  it("keeps a page's warm-up queued behind the pointer's calls: a new intent does not drop it", async () => {
    const queryClient = new QueryClient();
    const engine = createIntentEngine({ queryClient, allowed: allowAll, maxInFlight: 1 });
    const tabs = [1, 2, 3].map((n) => deferredCall('r', ['r', 'tab', { n }]));
    const hovered = deferredCall('r', ['r', 'getOne', { id: 'hovered' }]);
    const moved = deferredCall('r', ['r', 'getOne', { id: 'moved' }]);
    engine.run(
      tabs.map((t) => t.call),
      { warmUp: true },
    );
    await settle();
    // Two intents of the pointer while the warm-up's first call runs: the second replaces the first.
    engine.run([hovered.call]);
    engine.run([moved.call]);
    expect(engine.queued()).toBe(3);
    tabs[0].answer();
    await settle();
    // The pointer's call goes first, then the rest of the warm-up, in its order.
    expect(moved.queryFn).toHaveBeenCalledTimes(1);
    expect(tabs[1].queryFn).not.toHaveBeenCalled();
    moved.answer();
    await settle();
    tabs[1].answer();
    await settle();
    tabs[2].answer();
    await settle();
    expect(tabs.map((t) => t.queryFn.mock.calls.length)).toEqual([1, 1, 1]);
    expect(hovered.queryFn).not.toHaveBeenCalled();
    expect(engine.queued()).toBe(0);
  });

  it('does not ask again what the cache holds fresh, what is on its way, or twice in one intent', async () => {
    const queryClient = new QueryClient();
    let now = 1_000_000;
    const engine = createIntentEngine({ queryClient, allowed: allowAll, freshMs: 30_000, now: () => now });
    // Same key, object keys in another order: one query for react-query, one call here.
    const a = deferredCall('r', ['r', 'getList', { pagination: { page: 1 }, sort: 'x' }]);
    const b = deferredCall('r', ['r', 'getList', { sort: 'x', pagination: { page: 1 } }]);
    engine.run([a.call, b.call]);
    engine.run([b.call]);
    await settle();
    expect(a.queryFn.mock.calls.length + b.queryFn.mock.calls.length).toBe(1);

    // A screen's own fetch of a key is on its way: the intent does not start another.
    const own = vi.fn(() => new Promise(() => undefined));
    void queryClient.prefetchQuery({ queryKey: ['r', 'getOne', { id: '7' }], queryFn: own });
    const seven = deferredCall('r', ['r', 'getOne', { id: '7' }]);
    engine.run([seven.call]);
    await settle();
    expect(seven.queryFn).not.toHaveBeenCalled();

    // An answer in the cache: fresh, not asked; older than freshMs, asked again.
    queryClient.setQueryData(['r', 'getOne', { id: '8' }], { id: '8' });
    now = Date.now();
    const eight = deferredCall('r', ['r', 'getOne', { id: '8' }]);
    engine.run([eight.call]);
    await settle();
    expect(eight.queryFn).not.toHaveBeenCalled();
    now += 31_000;
    engine.run([eight.call]);
    await settle();
    expect(eight.queryFn).toHaveBeenCalledTimes(1);

    // A call whose answer stands for the session (a master list) is never asked again once cached.
    queryClient.setQueryData(['masterList', 'bank', null], [{ name: 'Bank', value: '1' }]);
    now += 3_600_000;
    const bank = deferredCall('r', ['masterList', 'bank', null]);
    engine.run([{ ...bank.call, keep: true }]);
    await settle();
    expect(bank.queryFn).not.toHaveBeenCalled();
  });

  it('leaves a failed call to the screen: nothing rejects, the next intent may ask again', async () => {
    const queryClient = new QueryClient();
    const engine = createIntentEngine({ queryClient, allowed: allowAll });
    const queryFn = vi.fn(() => Promise.reject(new Error('503')));
    const call: IntentCall = { resource: 'r', action: 'list', queryKey: ['r', 'getList', {}], queryFn };
    engine.run([call]);
    await settle();
    expect(engine.inFlight()).toBe(0);
    engine.run([call]);
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
