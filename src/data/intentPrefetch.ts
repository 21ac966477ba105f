/**
 * Data before the click (docs/performance.md, "Data before the click"): when the pointer rests on a
 * list row, a tab or a menu item (or the keyboard focus reaches it), the first calls of what it opens
 * are put into react-query's cache under the very keys the screen's hooks ask with (react-admin's
 * `useGetOne`, `useGetList`, `useGetManyReference`, the console's own parts), so the click finds them
 * there or already on their way.
 *
 * - only what the role may see: a call whose resource and action the verified session does not allow
 *   (or before the session is verified) is never made;
 * - at most `maxInFlight` calls at a time; an intent replaces the calls an earlier one had queued and
 *   not started (the pointer moved on), the started ones run to their end. A page's warm-up (`warmUp`:
 *   what a record page's tabs open, at rest) is no pointer's: its calls wait behind the pointer's and
 *   are not dropped by them;
 * - deduped with the cache: a key with a fresh answer, or being fetched (by a screen or by an earlier
 *   intent), is not asked again.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** One call a screen makes when it opens: its react-query key, how to make it, who may. */
export interface IntentCall {
  /** The resource whose permission the call needs. */
  resource: string;
  /** react-admin's action: `list` for lists and child lists, `show` (or `edit`) for a record. */
  action: string;
  queryKey: QueryKey;
  queryFn: () => Promise<unknown>;
  /** An answer in the cache stands for the session (a master list: its fields never ask again). */
  keep?: boolean;
}

export interface IntentEngineOptions {
  queryClient: Pick<QueryClient, 'getQueryState' | 'prefetchQuery'>;
  /** The verified session's answer (the auth provider's `verifiedAccess`); undefined → not yet known. */
  allowed: (resource: string, action: string) => boolean | undefined;
  /** Calls at a time. */
  maxInFlight?: number;
  /** An answer younger than this is not asked again. */
  freshMs?: number;
  now?: () => number;
}

export interface IntentEngine {
  /**
   * Queues the calls of one intent (those allowed, not cached, not on their way) and starts what it can.
   * `warmUp`: a page's warm-up, whose calls come after the pointer's and stay queued when it moves.
   */
  run(calls: readonly IntentCall[], options?: { warmUp?: boolean }): void;
  /** Calls started and not yet answered. */
  inFlight(): number;
  /** Calls waiting for a free place. */
  queued(): number;
}

export const INTENT_MAX_IN_FLIGHT = 3;
export const INTENT_FRESH_MS = 30_000;

/** react-query's own key hash (stable key order), so two keys the cache holds as one are one here. */
function hashOf(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, (value as Record<string, unknown>)[k]]),
        )
      : value,
  );
}

export function createIntentEngine({
  queryClient,
  allowed,
  maxInFlight = INTENT_MAX_IN_FLIGHT,
  freshMs = INTENT_FRESH_MS,
  now = Date.now,
}: IntentEngineOptions): IntentEngine {
  const running = new Set<string>();
  let waiting: { hash: string; call: IntentCall }[] = [];
  let warming: { hash: string; call: IntentCall }[] = [];

  const cachedOrOnItsWay = (call: IntentCall, hash: string) => {
    if (running.has(hash)) return true;
    const state = queryClient.getQueryState(call.queryKey);
    if (!state) return false;
    if (state.fetchStatus === 'fetching') return true;
    return state.status === 'success' && (call.keep === true || now() - state.dataUpdatedAt < freshMs);
  };

  const pump = () => {
    while (running.size < maxInFlight && waiting.length + warming.length > 0) {
      const next = waiting.length > 0 ? waiting.shift() : warming.shift();
      if (!next || cachedOrOnItsWay(next.call, next.hash)) continue;
      running.add(next.hash);
      // prefetchQuery never rejects; a failed call leaves the screen's own call to report it.
      void queryClient
        .prefetchQuery({ queryKey: next.call.queryKey, queryFn: next.call.queryFn, retry: false })
        .finally(() => {
          running.delete(next.hash);
          pump();
        });
    }
  };

  return {
    run(calls, { warmUp = false } = {}) {
      const fresh: { hash: string; call: IntentCall }[] = [];
      for (const call of calls) {
        if (allowed(call.resource, call.action) !== true) continue;
        const hash = hashOf(call.queryKey);
        if (cachedOrOnItsWay(call, hash) || fresh.some((w) => w.hash === hash)) continue;
        fresh.push({ hash, call });
      }
      if (warmUp) warming = [...warming, ...fresh.filter((w) => !warming.some((q) => q.hash === w.hash))];
      // The latest intent is what the user is about to open: what an earlier one queued is dropped.
      else waiting = fresh;
      pump();
    },
    inFlight: () => running.size,
    queued: () => waiting.length + warming.length,
  };
}
