/**
 * The start page's cards: one per work queue the registry's heads declare (a list's head names its
 * queues, src/schema/declarations/queues.ts), in the side menu's order, each with the list call its
 * count comes from and the address of the list so filtered.
 */
import {
  bangkokDay,
  queueLink,
  queueParams,
  type LazyRegistry,
  type QueueDeclaration,
  type QueueParams,
} from '../../src/schema/index.ts';

export interface QueueCardModel {
  /** The list the queue is a filtered view of (the react-admin resource name). */
  resource: string;
  queue: QueueDeclaration;
  /** The list call whose total is the count: the linked list's first page. */
  params: QueueParams;
  /** The list's address with the queue's filter. */
  link: string;
}

type Head = LazyRegistry['heads'][number];

/** Every declared queue of `heads`, in their order, as of `now` (a queue of today's rows). */
export function queueCards(heads: readonly Head[], now: Date): QueueCardModel[] {
  return heads.flatMap((head) =>
    (head.queues ?? []).map((queue) => ({
      resource: head.name,
      queue,
      params: queueParams({ sort: head.firstPage?.sort }, queue, now),
      link: queueLink(head.name, queue, now),
    })),
  );
}

/** Today in Bangkok, `yyyy-MM-dd`. */
export const bangkokToday = (now: Date = new Date()): string => bangkokDay(now);
