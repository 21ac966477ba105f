/**
 * Work queues (docs/adding-a-resource.md, "Cases the generator already knows"): a list's head names
 * the filtered views of the list that are work waiting for someone (registrations to approve, failed
 * transactions today). The start page shows a card per queue of the lists the person's role may view,
 * with the total of the queue's filtered first page (the list call's `totalCount`) and a link to the
 * list so filtered.
 */
import { DEFAULT_PAGE_SIZE } from '../../contract/paged.ts';

export interface QueueDeclaration {
  /** The queue's key, unique in the declaration (the card's test id: `queue-<resource>-<key>`). */
  key: string;
  /** The card's title in each language. */
  label: { th: string; en: string };
  /** The list filter that makes the list the queue (a filter the list declares, or a record field). */
  filter: Readonly<Record<string, string | number | boolean>>;
  /** Only today's rows (Bangkok time): the list's date range set to today, both ends. */
  today?: boolean;
}

/** The paged read of a queue: the list's first page, in its order, with the queue's filter. */
export interface QueueParams {
  pagination: { page: number; perPage: number };
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
}

/** Today's date in Bangkok (UTC+7, no daylight saving) as `yyyy-MM-dd`. */
export function bangkokDay(now: Date): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The queue's filter as the list keeps it in its address (the date range as the list's own). */
export function queueFilter(queue: QueueDeclaration, now: Date): Record<string, unknown> {
  if (!queue.today) return { ...queue.filter };
  const day = bangkokDay(now);
  return { ...queue.filter, StartDate: day, EndDate: day };
}

/**
 * The list call a queue's count comes from: the same page the linked list shows first (page 1 of the
 * default size in the list's order), so opening the card's link finds its rows in the cache.
 */
export function queueParams(
  def: { sort?: { field: string; order: 'ASC' | 'DESC' } },
  queue: QueueDeclaration,
  now: Date,
): QueueParams {
  return {
    pagination: { page: 1, perPage: DEFAULT_PAGE_SIZE },
    sort: { field: def.sort?.field ?? 'id', order: def.sort?.order ?? 'ASC' },
    filter: queueFilter(queue, now),
  };
}

/** The list's address with the queue's filter (react-admin reads `filter` from the list's query). */
export function queueLink(resource: string, queue: QueueDeclaration, now: Date): string {
  const filter = encodeURIComponent(JSON.stringify(queueFilter(queue, now)));
  return `/${resource}?filter=${filter}`;
}
