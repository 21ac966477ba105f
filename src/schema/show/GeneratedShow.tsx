import Stack from '@mui/material/Stack';
import { Labeled, Show, useParams } from 'react-admin';
import { ResourceAccessProvider, useResourceAccess } from '../access.tsx';
import { useDeclaration } from '../declarationContext.tsx';
import { FieldDisplay } from '../fields/FieldDisplay.tsx';
import { fieldLabel } from '../labels.ts';
import { inShow } from '../placement.ts';
import { RecordTitle } from './RecordTitle.tsx';
import { ShowActions } from './ShowActions.tsx';

/** The view page at `/<name>/view/:id`: every shown field, labelled, with the record's actions. */
export default function GeneratedShow() {
  const def = useDeclaration();
  const { id = '' } = useParams<{ id: string }>();
  const access = useResourceAccess(def.name);
  return (
    <ResourceAccessProvider value={access}>
      <Show resource={def.name} id={id} title={<RecordTitle def={def} />} actions={<ShowActions />}>
        <Stack spacing={2} sx={{ p: 2 }}>
          {def.fields.filter(inShow).map((field) => (
            <Labeled key={field.source} label={fieldLabel(def, field)} source={field.source}>
              <FieldDisplay field={field} context="show" />
            </Labeled>
          ))}
        </Stack>
      </Show>
    </ResourceAccessProvider>
  );
}
