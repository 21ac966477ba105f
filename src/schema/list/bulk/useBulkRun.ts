/**
 * A bulk run's state on screen: progress while rows are sent, then each row's outcome. Every row has
 * its own Idempotency-Key for the run; "retry the failed ones" sends only the failed and unsent rows
 * again, each with the key it had, so a row the service already applied is not applied twice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Identifier } from 'react-admin';
import { newIdempotencyKey } from '../../../data/http.ts';
import { runBulk, type BulkOutcome } from './runBulk.ts';

export interface BulkRunState {
  phase: 'idle' | 'running' | 'finished';
  /** Rows settled in the current pass, out of `total`. */
  done: number;
  total: number;
  /** Every row of the run, in the order selected (a retry replaces its rows' outcomes). */
  outcomes: BulkOutcome[];
}

export type BulkSend = (id: Identifier, idempotencyKey: string) => Promise<unknown>;

const IDLE: BulkRunState = { phase: 'idle', done: 0, total: 0, outcomes: [] };

/** Rows to send again: those refused or failed, and those a cancel left unsent. */
export const retryable = (outcomes: readonly BulkOutcome[]): Identifier[] =>
  outcomes.filter((outcome) => outcome.status !== 'done').map((outcome) => outcome.id);

export function useBulkRun(send: BulkSend) {
  const [state, setState] = useState<BulkRunState>(IDLE);
  const keys = useRef(new Map<Identifier, string>());
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const pass = useCallback(
    async (ids: readonly Identifier[], before: readonly BulkOutcome[]) => {
      const run = new AbortController();
      controller.current = run;
      setState({ phase: 'running', done: 0, total: ids.length, outcomes: [...before] });
      const outcomes = await runBulk(ids, (id) => send(id, keys.current.get(id) ?? newIdempotencyKey()), {
        signal: run.signal,
        onProgress: (done, total) => setState((current) => ({ ...current, done, total })),
      });
      if (controller.current === run) controller.current = null;
      const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
      const merged =
        before.length === 0 ? outcomes : before.map((outcome) => byId.get(outcome.id) ?? outcome);
      setState({ phase: 'finished', done: ids.length, total: ids.length, outcomes: merged });
      return merged;
    },
    [send],
  );

  /** Sends every row once, each with a new key. */
  const start = useCallback(
    (ids: readonly Identifier[]) => {
      keys.current = new Map(ids.map((id) => [id, newIdempotencyKey()]));
      return pass(ids, []);
    },
    [pass],
  );

  /** Sends the failed and unsent rows again, with the keys they had. */
  const retryFailed = useCallback(
    () => pass(retryable(state.outcomes), state.outcomes),
    [pass, state.outcomes],
  );

  /** Stops sending: rows not yet sent stay unsent (the ones under way finish). */
  const cancel = useCallback(() => controller.current?.abort(), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    setState(IDLE);
  }, []);

  return { state, start, retryFailed, cancel, reset, keyOf: (id: Identifier) => keys.current.get(id) };
}
