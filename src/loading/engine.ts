/**
 * The calls of an intent, run a few at a time (docs/architecture.md, "Loading policy"): when the
 * pointer rests on a list row, a tab or a menu item (or the keyboard focus reaches it), the first calls
 * of what it opens are put into react-query's cache under the keys the screen's hooks ask with
 * (src/loading/keys.ts), so the click finds them there or already on their way.
 *
 * - only what the role may see: a call whose resource and action the verified session does not allow
 *   (or before the session is verified) is never made;
 * - at most `maxInFlight` calls at a time, a call holding its place for `slotMs` at most: one that
 *   has not answered by then runs on (its answer still goes into the cache) beside the next, so a
 *   service that is slow or does not answer stalls only its own calls;
 * - an intent replaces the calls an earlier one had queued and not started (the pointer moved on),
 *   the started ones run to their end. A page's warm-up (`warmUp`: what a record page's tabs open, at
 *   rest) is no pointer's: its calls wait behind the pointer's and are not dropped by them;
 * - deduped with the cache: a key with a fresh answer, or being fetched (by a screen or by an earlier
 *   intent), is not asked again.
 */
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { AHEAD_FRESH_MS, fetchAhead } from './keys.ts';

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
  queryClient: Pick<QueryClient, 'getQueryState' | 'prefetchQuery' | 'setQueryData'>;
  /** The verified session's answer (the auth provider's `verifiedAccess`); undefined → not yet known. */
  allowed: (resource: string, action: string) => boolean | undefined;
  /** Calls at a time. */
  maxInFlight?: number;
  /** An answer younger than this is not asked again. */
  freshMs?: number;
  /** How long a call holds its place among the `maxInFlight` at most. */
  slotMs?: number;
  now?: () => number;
}

export interface IntentEngine {
  /**
   * Queues the calls of one intent (those allowed, not cached, not on their way) and starts what it can.
   * `warmUp`: a page's warm-up, whose calls come after the pointer's and stay queued when it moves.
   */
  run(calls: readonly IntentCall[], options?: { warmUp?: boolean }): void;
  /** Calls holding a place: started, not yet answered, not past `slotMs`. */
  inFlight(): number;
  /** Calls waiting for a free place. */
  queued(): number;
}

export const INTENT_MAX_IN_FLIGHT = 3;
export const INTENT_FRESH_MS = AHEAD_FRESH_MS;
/** A mock or a service answers within 80–200 ms; one that takes seconds no longer holds up the others. */
export const INTENT_SLOT_MS = 2_000;

export function createIntentEngine({
  queryClient,
  allowed,
  maxInFlight = INTENT_MAX_IN_FLIGHT,
  freshMs = INTENT_FRESH_MS,
  slotMs = INTENT_SLOT_MS,
  now = Date.now,
}: IntentEngineOptions): IntentEngine {
  const running = new Set<string>();
  let waiting: { hash: string; call: IntentCall }[] = [];
  let warming: { hash: string; call: IntentCall }[] = [];

  // Calls started and not answered: a call past its slot is on its way (react-query's fetchStatus)
  // without holding a place (`running`).
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
      const { hash } = next;
      running.add(hash);
      let holding = true;
      const release = () => {
        if (!holding) return;
        holding = false;
        clearTimeout(slot);
        running.delete(hash);
        pump();
      };
      const slot = setTimeout(release, slotMs);
      // Whether the cache's answer will do was decided above. A failed call leaves the screen's own
      // call to report it.
      void fetchAhead(queryClient, next.call.queryKey, next.call.queryFn, 0).finally(release);
    }
  };

  return {
    run(calls, { warmUp = false } = {}) {
      const fresh: { hash: string; call: IntentCall }[] = [];
      for (const call of calls) {
        if (allowed(call.resource, call.action) !== true) continue;
        const hash = hashKey(call.queryKey);
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
