/**
 * A settings page at `/<name>` (SettingsDeclaration): the current values, read from each part's GET.
 * `form: 'inline'` edits them in place for users with `edit`; `form: 'route'` offers an Edit button
 * leading to `/<name>/form`. Users without `edit` only read.
 */
import EditIcon from '@mui/icons-material/Edit';
import Stack from '@mui/material/Stack';
import { Edit, Labeled, Loading, Show, TopToolbar, useNotify } from 'react-admin';
import { LinkButton } from '../../components/LinkButton.tsx';
import { SETTINGS_RECORD_ID } from '../../data/resourceDataProvider.ts';
import { ResourceAccessProvider, useResourceAccess } from '../access.tsx';
import { useDeclaration } from '../declarationContext.tsx';
import { FieldDisplay } from '../fields/FieldDisplay.tsx';
import { DeclaredForm } from '../form/DeclaredForm.tsx';
import { toPayload } from '../form/payload.ts';
import { fieldLabel } from '../labels.ts';
import { inShow } from '../placement.ts';
import { settingsFormPath } from '../routing/paths.ts';
import type { ResourceDefinition } from '../types.ts';
import { SettingsTitle } from './SettingsTitle.tsx';

function SettingsShow({ def, canEdit }: { def: ResourceDefinition; canEdit: boolean }) {
  const actions =
    canEdit && def.settings?.form === 'route' ? (
      <TopToolbar>
        <LinkButton label="ra.action.edit" to={settingsFormPath(def.name)} icon={<EditIcon />} />
      </TopToolbar>
    ) : (
      false
    );
  return (
    <Show resource={def.name} id={SETTINGS_RECORD_ID} title={<SettingsTitle def={def} />} actions={actions}>
      <Stack spacing={2} sx={{ p: 2 }}>
        {def.fields.filter(inShow).map((field) => (
          <Labeled key={field.source} label={fieldLabel(def, field)} source={field.source}>
            <FieldDisplay field={field} context="show" />
          </Labeled>
        ))}
      </Stack>
    </Show>
  );
}

/** The form of a settings page; after saving, `redirectTo` (the page itself when inline). */
export function SettingsForm({ def, redirectTo }: { def: ResourceDefinition; redirectTo: string | false }) {
  const notify = useNotify();
  return (
    <Edit
      resource={def.name}
      id={SETTINGS_RECORD_ID}
      mutationMode="pessimistic"
      redirect={redirectTo}
      transform={toPayload(def)}
      title={<SettingsTitle def={def} />}
      actions={false}
      mutationOptions={{ onSuccess: () => notify('pa.engine.settings.saved', { type: 'success' }) }}
    >
      <DeclaredForm def={def} mode="edit" cancelTo={redirectTo === false ? undefined : redirectTo} />
    </Edit>
  );
}

export default function SettingsPage() {
  const def = useDeclaration();
  const access = useResourceAccess(def.name);
  if (access.isPending) return <Loading />;
  return (
    <ResourceAccessProvider value={access}>
      {access.edit && def.settings?.form === 'inline' ? (
        <SettingsForm def={def} redirectTo={false} />
      ) : (
        <SettingsShow def={def} canEdit={access.edit} />
      )}
    </ResourceAccessProvider>
  );
}
