/**
 * A declared action's button, whose code (confirmation, summary of the selection, the action's form)
 * loads with the first screen that shows one: a list without actions does not carry it.
 */
import { lazyPart } from '../../components/lazyPart.tsx';

export const DeclaredActionButton = lazyPart(() =>
  import('./DeclaredActionButton.tsx').then((m) => m.DeclaredActionButton),
);
