/**
 * The declared actions' button (DeclaredActionButton.tsx, with its confirmation, form dialog and
 * selection summary) as a part that loads with a declaration that has actions (src/schema/declaredParts.ts).
 */
import { lazyPart } from '../../components/lazyPart.tsx';

export const DeclaredActionButton = lazyPart(() =>
  import('./DeclaredActionButton.tsx').then((m) => m.DeclaredActionButton),
);
