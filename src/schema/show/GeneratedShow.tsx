import { Show, useParams } from 'react-admin';
import { KEEP_PAGE_ON_ERROR, ShowLoadError } from '../../components/LoadError.tsx';
import { ResourceAccessProvider, useResourceAccess } from '../access.tsx';
import { useDeclaration } from '../declarationContext.tsx';
import { RecordTitle } from './RecordTitle.tsx';
import { ShowActions } from './ShowActions.tsx';
import { ShownFields } from './ShownFields.tsx';

/** The view page at `/<name>/view/:id`: every shown field, labelled, with the record's actions. */
export default function GeneratedShow() {
  const def = useDeclaration();
  const { id = '' } = useParams<{ id: string }>();
  const access = useResourceAccess(def.name);
  return (
    <ResourceAccessProvider value={access}>
      <Show
        resource={def.name}
        id={id}
        title={<RecordTitle def={def} />}
        actions={<ShowActions />}
        queryOptions={KEEP_PAGE_ON_ERROR}
        error={<ShowLoadError />}
      >
        <ShownFields def={def} />
      </Show>
    </ResourceAccessProvider>
  );
}
