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

/**
 * The console's intent: the planner, loaded on first use (a failed load is tried again next time).
 * Until it is in, a row's view code starts at once, beside the planner's own load: the first record
 * opened does not wait for the two one after the other.
 */
export function intentPrefetcher(deps: IntentDeps): Intent {
  let planner: Promise<(target: IntentTarget) => Promise<void>> | undefined;
  let plannerIn = false;
  return (target) => {
    if (!plannerIn && target.id !== undefined && target.tab === undefined && !target.everyTab)
      void viewCodeOf(deps, target.resource);
    planner ??= import('./plan.ts').then((m) => {
      plannerIn = true;
      return m.createIntentPlanner(deps);
    });
    planner.then((run) => run(target)).catch(() => (planner = undefined));
  };
}

/** Starts loading the code of `resource`'s view page, where the role may see it. Never rejects. */
function viewCodeOf({ registry, allowed, loadView }: IntentDeps, resource: string): Promise<unknown> {
  return registry
    .load(resource)
    .then((def) =>
      def && def.views.includes('show') && allowed(def.name, 'show') === true
        ? loadView(def, 'show')
        : undefined,
    )
    .catch(() => undefined);
}
