import { Edit, useParams, type Identifier } from 'react-admin';
import { EditLoadError, KEEP_PAGE_ON_ERROR } from '../../components/LoadError.tsx';
import { useDeclaration } from '../declarationContext.tsx';
import { resourcePaths, useResourcePaths } from '../routing/paths.ts';
import { RecordTitle } from '../show/RecordTitle.tsx';
import { DeclaredForm } from './DeclaredForm.tsx';
import { toPayload } from './payload.ts';

/**
 * Edit at `/<name>/form/:id`: waits for the server (pessimistic); on an error the server's message is
 * notified and the form keeps what was typed; on success it opens the view page.
 */
export default function GeneratedEdit() {
  const def = useDeclaration();
  const { id = '' } = useParams<{ id: string }>();
  const paths = useResourcePaths(def.name);
  const hasView = def.views.includes('show');
  // useRedirect adds the basename itself, so the target is built without it.
  const redirect = (_resource?: string, savedId?: Identifier) => {
    const target = resourcePaths(def.name);
    return hasView && savedId !== undefined ? target.view(savedId) : target.list;
  };
  return (
    <Edit
      resource={def.name}
      id={id}
      mutationMode="pessimistic"
      redirect={redirect}
      transform={toPayload(def)}
      title={<RecordTitle def={def} />}
      actions={false}
      queryOptions={KEEP_PAGE_ON_ERROR}
      error={<EditLoadError />}
    >
      <DeclaredForm def={def} mode="edit" cancelTo={hasView ? paths.view(id) : paths.list} />
    </Edit>
  );
}
