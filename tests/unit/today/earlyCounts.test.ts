/**
 * The counts start early (docs/architecture.md, "Loading policy"): the start page opened at boot reads
 * the counts of the queues the role may view into the cache, under the keys its cards read; the
 * pointer on the side menu's "Today" plans the same calls (the intent's `queues` target).
 */
import { describe, expect, it, vi } from 'vitest';
import { lazyRegistry } from '../../../resources/index.ts';
import { queueCards } from '../../../resources/today/queues.ts';
import { createQueryClient } from '../../../src/data/queryClient.ts';
import { readQueueCounts } from '../../../src/loading/firstPage.ts';
import { listKey } from '../../../src/loading/keys.ts';
import { plan } from '../../../src/loading/plan.ts';

const NOW = new Date('2026-10-31T03:00:00Z');
const ALLOWED = ['store/user-request', 'store/transaction'];

describe('queue counts read early', () => {
  it('at boot: only the queues the role may view, into the keys the cards read', async () => {
    const queryClient = createQueryClient();
    const getList = vi.fn(async (resource: string) => ({ data: [], total: resource.length }));
    const access = { verifiedAccess: ({ resource }: { resource: string }) => ALLOWED.includes(resource) };
    await readQueueCounts(queryClient, { getList }, lazyRegistry.heads, access, NOW);
    expect(getList.mock.calls.map(([resource]) => resource).sort()).toEqual([...ALLOWED].sort());
    for (const card of queueCards(lazyRegistry.heads, NOW)) {
      const cached = queryClient.getQueryData<{ total: number }>(listKey(card.resource, card.params));
      if (ALLOWED.includes(card.resource)) expect(cached?.total).toBe(card.resource.length);
      else expect(cached).toBeUndefined();
    }
  });

  it("on intent: the side menu's Today plans every queue's count call", async () => {
    const getList = vi.fn(async () => ({ data: [], total: 3 }));
    const calls = await plan(
      { resource: 'app/today', queues: true },
      {
        registry: lazyRegistry,
        dataProvider: { getList } as never,
        allowed: () => true,
        loadView: async () => undefined,
      },
    );
    const cards = queueCards(lazyRegistry.heads, new Date());
    expect(calls.map((c) => c.queryKey)).toEqual(cards.map((c) => listKey(c.resource, c.params)));
    expect(calls.every((c) => c.action === 'list')).toBe(true);
  });
});
