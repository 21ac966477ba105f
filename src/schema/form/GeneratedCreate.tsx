import { Create, type Identifier } from 'react-admin';
import { useDeclaration } from '../declarationContext.tsx';
import { useDeclaredPaths, useDeclaredRedirectPaths, useParentMeta } from '../routing/paths.ts';
import { useScreen } from '../routing/screen.tsx';
import { DeclaredForm } from './DeclaredForm.tsx';
import { editableTabFields } from './parts.ts';
import { formPayload } from './payload.ts';

/**
 * Create at `/<name>/form/create` (or `form/create/:id`, `form/:formType/create`): nothing is read.
 * A child's create carries its parent id. After saving, the new record's view page.
 */
export default function GeneratedCreate() {
  const def = useDeclaration();
  const screen = useScreen();
  const paths = useDeclaredPaths(def);
  const targets = useDeclaredRedirectPaths(def);
  const parentMeta = useParentMeta(def);
  const hasView = def.views.includes('show');
  const only = screen.allTabs && def.tabs ? editableTabFields(def) : undefined;
  const redirect = (_resource?: string, newId?: Identifier) =>
    hasView && newId !== undefined ? targets.view(newId) : targets.list;
  return (
    <Create
      resource={def.name}
      mutationMode="pessimistic"
      redirect={redirect}
      transform={formPayload(def, 'create', { only, extra: parentMeta })}
      mutationOptions={{ meta: parentMeta }}
    >
      <DeclaredForm def={def} mode="create" only={only} cancelTo={paths.list} />
    </Create>
  );
}
