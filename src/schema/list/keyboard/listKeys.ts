/**
 * The keys of a generated list (docs/lists.md). A module of its own: the list's first screen needs only
 * which keys are the list's, to know when to load the handler (ListKeyboard.tsx); which key means what
 * is in keyRules.ts, loaded with the handler.
 */
export type ListKeyAction =
  'search' | 'nextRow' | 'previousRow' | 'open' | 'select' | 'nextPage' | 'previousPage' | 'help';

/** The list's keys (LIST_KEYS in keyRules.ts), for the first screen's check (ListKeyboard.tsx). */
export const LIST_KEY = /^([/?jkoxnp]|Enter|Arrow(Up|Down))$/;

/** Ctrl, Alt and Meta leave a key to the browser and the rest of the console (Ctrl+K, Alt+←, …). */
export function withModifier(event: Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'metaKey'>): boolean {
  return event.ctrlKey || event.altKey || event.metaKey;
}

/** Presses of a list key made before the handler was ready, which it replays (ListKeys.tsx). */
export interface EarlyKeys {
  events: KeyboardEvent[];
  ready: boolean;
}
