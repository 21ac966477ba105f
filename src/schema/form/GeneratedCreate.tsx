import { Create, type Identifier } from 'react-admin';
import { useDeclaration } from '../declarationContext.tsx';
import { resourcePaths, useResourcePaths } from '../routing/paths.ts';
import { DeclaredForm } from './DeclaredForm.tsx';
import { toPayload } from './payload.ts';

/** Create at `/<name>/form/create`; after saving, the new record's view page. */
export default function GeneratedCreate() {
  const def = useDeclaration();
  const paths = useResourcePaths(def.name);
  const hasView = def.views.includes('show');
  const redirect = (_resource?: string, newId?: Identifier) => {
    const target = resourcePaths(def.name);
    return hasView && newId !== undefined ? target.view(newId) : target.list;
  };
  return (
    <Create resource={def.name} mutationMode="pessimistic" redirect={redirect} transform={toPayload(def)}>
      <DeclaredForm def={def} mode="create" cancelTo={paths.list} />
    </Create>
  );
}
