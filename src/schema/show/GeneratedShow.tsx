import { Show, useParams } from 'react-admin';
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
      <Show resource={def.name} id={id} title={<RecordTitle def={def} />} actions={<ShowActions />}>
        <ShownFields def={def} />
      </Show>
    </ResourceAccessProvider>
  );
}
