/**
 * Every page of a list, for the exports (`fetchAllPages` in src/data/provider/downloads.ts). A module
 * of its own, apart from paging.ts, which every list's first call uses: the walk loads with the exports.
 */
import type { RaRecord } from 'react-admin';
import type { ListPage } from './paging.ts';

export interface PageWalkOptions {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  /** Guards against a server that keeps answering hasNext. */
  maxPages?: number;
}

export type FetchPage = (page: number, signal?: AbortSignal) => Promise<ListPage>;

function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) {
    throw signal.reason instanceof Error ? signal.reason : new DOMException('Export cancelled', 'AbortError');
  }
}

/** Pages asked for at once once the first page has told how many there are. */
export const PAGE_CONCURRENCY = 4;

/**
 * Every page of a list, in order: page 1 first (it tells the total and the page size), then the other
 * pages PAGE_CONCURRENCY at a time, then page by page while the server still says there is a next one
 * (rows added meanwhile). Cancellable: the signal stops the walk and the calls under way; one failed
 * page fails the walk and cancels the others.
 */
export async function collectAllPages(
  fetchPage: FetchPage,
  { signal, onProgress, maxPages = 10_000 }: PageWalkOptions = {},
): Promise<RaRecord[]> {
  throwIfAborted(signal);
  const first = await fetchPage(1, signal);
  throwIfAborted(signal);
  const rows: RaRecord[] = [...first.data];
  let total = Math.max(first.total, rows.length);
  onProgress?.(rows.length, total);
  const more = (page: ListPage, count: number) =>
    page.pageInfo.hasNextPage && page.data.length > 0 && count < page.total;
  if (!more(first, rows.length)) return rows;
  throwIfAborted(signal);

  const size = first.data.length;
  const lastKnown = Math.min(maxPages, Math.ceil(total / size));
  const pages: ListPage[] = [];
  const inner = new AbortController();
  const stop = () => inner.abort(signal?.reason);
  signal?.addEventListener('abort', stop, { once: true });
  let next = 2;
  let done = rows.length;
  const worker = async () => {
    while (next <= lastKnown) {
      throwIfAborted(signal);
      const number = next;
      next += 1;
      const page = await fetchPage(number, inner.signal);
      throwIfAborted(signal);
      pages[number] = page;
      done += page.data.length;
      total = Math.max(total, page.total, done);
      onProgress?.(done, total);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PAGE_CONCURRENCY, lastKnown - 1) }, worker));
  } catch (error) {
    inner.abort();
    throwIfAborted(signal);
    throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  let last = first;
  for (let number = 2; number <= lastKnown; number += 1) {
    last = pages[number];
    rows.push(...last.data);
    if (last.data.length === 0) return rows;
  }
  for (let number = lastKnown + 1; number <= maxPages && more(last, rows.length); number += 1) {
    throwIfAborted(signal);
    last = await fetchPage(number, signal);
    throwIfAborted(signal);
    rows.push(...last.data);
    onProgress?.(rows.length, Math.max(last.total, rows.length));
  }
  return rows;
}

/** Receives each page's rows in order; the walk waits for it before handing over the next page. */
export type PageHandler = (rows: RaRecord[]) => Promise<void> | void;

/**
 * Every page of a list handed to `onPage` in order, without keeping the rows: page 1 first (it tells
 * the total and the page size), then the other pages PAGE_CONCURRENCY at a time, each handed over as
 * soon as the pages before it have been; at most PAGE_CONCURRENCY pages wait to be handed over, so the
 * memory stays that of a few pages whatever the list's size. Cancellable like collectAllPages.
 */
export async function walkPages(
  fetchPage: FetchPage,
  onPage: PageHandler,
  { signal, onProgress, maxPages = 10_000 }: PageWalkOptions = {},
): Promise<void> {
  throwIfAborted(signal);
  const first = await fetchPage(1, signal);
  throwIfAborted(signal);
  let total = Math.max(first.total, first.data.length);
  let done = first.data.length;
  await onPage(first.data);
  onProgress?.(done, total);
  const more = (page: ListPage, count: number) =>
    page.pageInfo.hasNextPage && page.data.length > 0 && count < page.total;
  if (!more(first, done)) return;

  const size = first.data.length;
  const lastKnown = Math.min(maxPages, Math.ceil(total / size));
  const inner = new AbortController();
  const stop = () => inner.abort(signal?.reason);
  signal?.addEventListener('abort', stop, { once: true });
  const waiting = new Map<number, ListPage>();
  let next = 2;
  let handed = 1;
  let last = first;
  let handing: Promise<void> = Promise.resolve();
  // Workers that wait for the pages before theirs to be handed over.
  const advanced: (() => void)[] = [];
  // Hands over the waiting pages that follow the last one handed, one at a time.
  const handOver = () => {
    handing = handing.then(async () => {
      while (waiting.has(handed + 1)) {
        throwIfAborted(signal);
        const page = waiting.get(handed + 1) as ListPage;
        waiting.delete(handed + 1);
        handed += 1;
        advanced.splice(0).forEach((resolve) => resolve());
        last = page;
        await onPage(page.data);
        done += page.data.length;
        total = Math.max(total, page.total, done);
        onProgress?.(done, total);
      }
    });
    return handing;
  };
  const worker = async () => {
    while (next <= lastKnown) {
      throwIfAborted(signal);
      // Backpressure: no more than PAGE_CONCURRENCY pages fetched ahead of the one being written.
      while (next - handed > PAGE_CONCURRENCY * 2) {
        await new Promise<void>((resolve) => advanced.push(resolve));
        throwIfAborted(signal);
      }
      const number = next;
      next += 1;
      const page = await fetchPage(number, inner.signal);
      throwIfAborted(signal);
      waiting.set(number, page);
      await handOver();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PAGE_CONCURRENCY, lastKnown - 1) }, worker));
    await handOver();
  } catch (error) {
    inner.abort();
    advanced.splice(0).forEach((resolve) => resolve());
    throwIfAborted(signal);
    throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  for (let number = lastKnown + 1; number <= maxPages && more(last, done); number += 1) {
    throwIfAborted(signal);
    last = await fetchPage(number, signal);
    throwIfAborted(signal);
    await onPage(last.data);
    done += last.data.length;
    onProgress?.(done, Math.max(last.total, done));
  }
}
