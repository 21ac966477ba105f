/**
 * Intents (docs/architecture.md, "Loading policy"): a menu item, a list row or a tab tells what the
 * pointer rests on (or the focus reaches), and what it opens starts loading. The planner and the
 * engine (src/loading/plan.ts, src/loading/engine.ts) load on the first intent.
 */
import { createContext, useContext } from 'react';
import type { IntentDeps, IntentTarget } from './plan.ts';

export type { IntentTarget };
export type Intent = (target: IntentTarget) => void;

const IntentContext = createContext<Intent>(() => undefined);
export const IntentProvider = IntentContext.Provider;

/** What the pointer or the focus is on: call it with the target (a no-op outside the console). */
export const useIntent = (): Intent => useContext(IntentContext);

/** The console's intent: the planner, loaded on first use (a failed load is tried again next time). */
export function intentPrefetcher(deps: IntentDeps): Intent {
  let planner: Promise<(target: IntentTarget) => Promise<void>> | undefined;
  return (target) => {
    planner ??= import('./plan.ts').then((m) => m.createIntentPlanner(deps));
    planner.then((run) => run(target)).catch(() => (planner = undefined));
  };
}
