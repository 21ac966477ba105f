/**
 * Code a declaration needs beyond the generated list's own, loaded with the declaration (src/App.tsx
 * awaits it in the registry's load listener), so its screen shows everything in its first render: the
 * display kinds few lists show, and the declared actions' button, confirmation and form dialog. A
 * screen without them does not carry them.
 */
import { preloadDisplayKinds } from './fields/FieldDisplay.tsx';
import { DeclaredActionButton } from './actions/lazyActionButton.ts';
import type { ResourceDefinition } from './types.ts';

export function preloadDeclaredParts(defs: readonly ResourceDefinition[]): Promise<unknown> {
  const withActions = defs.some((def) => (def.actions ?? []).length > 0);
  return Promise.all([preloadDisplayKinds(defs), withActions ? DeclaredActionButton.preload() : null]);
}
