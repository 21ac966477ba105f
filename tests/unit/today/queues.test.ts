/**
 * Work queues (src/schema/declarations/queues.ts, resources/today/queues.ts): the heads' queue
 * declarations become the start page's cards, each with the linked list's first-page call and the
 * list's address with the queue's filter; a queue of today's rows takes the Bangkok day.
 */
import { describe, expect, it } from 'vitest';
import { lazyRegistry } from '../../../resources/index.ts';
import { queueCards } from '../../../resources/today/queues.ts';
import { bangkokDay, queueLink, queueParams } from '../../../src/schema/index.ts';
import { queueReads } from '../../../src/loading/firstPage.ts';
import { listKey } from '../../../src/loading/keys.ts';

// 01:30 in Bangkok on 29 November is still 28 November in UTC.
const NOW = new Date('2026-11-28T18:30:00Z');

describe('queue declarations → start page cards', () => {
  it('makes a card per declared queue, in the registry order, from the heads alone', () => {
    const cards = queueCards(lazyRegistry.heads, NOW);
    expect(cards.map((c) => `${c.resource}:${c.queue.key}`)).toEqual([
      'store/store-register-information:toApprove',
      'store/transaction:failedToday',
      'store/user-request:toApprove',
      'account/funding-transfer/transfer-return:toReview',
      'management/reconcile:mismatches',
    ]);
    const failed = cards.find((c) => c.queue.key === 'failedToday');
    expect(failed?.params).toEqual({
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdDate', order: 'DESC' },
      filter: { status: 'cancelled', StartDate: '2026-11-29', EndDate: '2026-11-29' },
    });
    expect(failed?.queue.label).toEqual({ th: 'ธุรกรรมไม่สำเร็จวันนี้', en: 'Failed transactions today' });
  });

  it('links each card to its list with the same filter the count is read with', () => {
    for (const card of queueCards(lazyRegistry.heads, NOW)) {
      const url = new URL(card.link, 'http://console.test');
      expect(url.pathname).toBe(`/${card.resource}`);
      expect(JSON.parse(url.searchParams.get('filter') ?? 'null')).toEqual(card.params.filter);
    }
  });

  it('takes the Bangkok day for a queue of today, whatever the UTC day is', () => {
    expect(bangkokDay(new Date('2026-11-28T16:59:59Z'))).toBe('2026-11-28');
    expect(bangkokDay(new Date('2026-11-28T17:00:00Z'))).toBe('2026-11-29');
    const queue = { key: 'q', label: { th: 'ก', en: 'q' }, filter: { status: 'x' } };
    expect(queueParams({}, queue, NOW).filter).toEqual({ status: 'x' });
    expect(queueLink('a/b', { ...queue, today: true }, NOW)).toBe(
      `/a/b?filter=${encodeURIComponent('{"status":"x","StartDate":"2026-11-29","EndDate":"2026-11-29"}')}`,
    );
  });

  it('reads the counts at boot under the keys the cards read', () => {
    const cards = queueCards(lazyRegistry.heads, NOW);
    const reads = queueReads(lazyRegistry.heads, NOW);
    expect(reads.map((r) => listKey(r.resource, r.params))).toEqual(
      cards.map((c) => listKey(c.resource, { ...c.params, meta: undefined })),
    );
  });
});
