/**
 * Sending a bulk action row by row (docs/lists.md, "Bulk actions"): a few rows at a time, each row its
 * own call with its own Idempotency-Key; a refused row (permission, conflict, already done) is recorded
 * with its reason and never stops the others; cancel stops sending the rows not yet sent.
 */
import { HttpError, type Identifier } from 'react-admin';
import { isServiceErrorCode } from '../../../contract/errors.ts';
import { alreadyDoneOf, conflictOf } from '../../../data/provider/versions.ts';

/** Rows sent at the same time. */
export const BULK_CONCURRENCY = 3;

/** Why a row failed: the service's error code (or `failed`), its text, and who did it already. */
export interface BulkReason {
  code: string;
  message: string;
  doneBy?: string;
  doneAt?: string;
  /** For `already_done`: what was done (`approve`, `disapprove`). */
  action?: string;
  /** For `conflict`: who changed the record and when. */
  changedBy?: string;
  changedAt?: string;
}

export type BulkOutcome =
  | { id: Identifier; status: 'done' }
  | { id: Identifier; status: 'failed'; reason: BulkReason }
  /** Not sent: the run was cancelled before its turn. */
  | { id: Identifier; status: 'cancelled' };

export interface BulkRunOptions {
  concurrency?: number;
  signal?: AbortSignal;
  /** After each row: how many are settled out of how many. */
  onProgress?: (done: number, total: number) => void;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The reason of a failed row, by the service's error code (docs/api-contract.md, "Errors"). */
export function reasonOf(error: unknown): BulkReason {
  const message = error instanceof Error ? error.message : String(error);
  const done = alreadyDoneOf(error);
  if (done)
    return { code: 'already_done', message, doneBy: done.doneBy, doneAt: done.doneAt, action: done.action };
  const conflict = conflictOf(error);
  if (conflict)
    return { code: 'conflict', message, changedBy: conflict.changedBy, changedAt: conflict.changedAt };
  if (error instanceof HttpError) {
    const body: unknown = error.body;
    const code =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>).code : undefined;
    if (isServiceErrorCode(code)) return { code, message };
    if (error.status === 403) return { code: 'forbidden', message };
    if (error.status === 404) return { code: 'not_found', message };
    if (error.status >= 500) return { code: 'server', message };
  }
  return { code: 'failed', message: text(message) ?? '' };
}

/**
 * Sends `send(id)` for every id, `concurrency` at a time, in order. Every row settles as done or failed
 * (with its reason); after `signal` aborts, rows not yet started are `cancelled` and never sent.
 */
export async function runBulk(
  ids: readonly Identifier[],
  send: (id: Identifier) => Promise<unknown>,
  { concurrency = BULK_CONCURRENCY, signal, onProgress }: BulkRunOptions = {},
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = new Array<BulkOutcome>(ids.length);
  let next = 0;
  let settled = 0;
  const worker = async () => {
    while (next < ids.length) {
      const index = next++;
      const id = ids[index];
      if (signal?.aborted) {
        outcomes[index] = { id, status: 'cancelled' };
        continue;
      }
      try {
        await send(id);
        outcomes[index] = { id, status: 'done' };
      } catch (error) {
        outcomes[index] = { id, status: 'failed', reason: reasonOf(error) };
      }
      settled += 1;
      onProgress?.(settled, ids.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, ids.length)) }, worker));
  return outcomes;
}
