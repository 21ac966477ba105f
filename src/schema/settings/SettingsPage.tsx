/**
 * A settings page at `/<name>` (SettingsDeclaration): the current values, read from each part's GET.
 * `form: 'inline'` edits them in place for users with `edit`; `form: 'route'` offers an Edit button
 * leading to `/<name>/form`. Users without `edit` only read. Under the values (or the form in place),
 * the settings' History, as under a view page (RecordHistory.tsx); its `/form` has none, as no form has.
 */
import EditIcon from '@mui/icons-material/Edit';
import { PageLoading } from '../../components/Progress.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { Edit, Show, TopToolbar, useBasename, useNotify, useRedirect } from 'react-admin';
import { LinkButton } from '../../components/LinkButton.tsx';
import { EditLoadError, KEEP_PAGE_ON_ERROR, ShowLoadError } from '../../components/LoadError.tsx';
import { SETTINGS_RECORD_ID } from '../../data/resourceDataProvider.ts';
import { ResourceAccessProvider, useResourceAccess } from '../access.tsx';
import { useDeclaration } from '../declarationContext.tsx';
import { DeclaredForm } from '../form/DeclaredForm.tsx';
import { toPayload } from '../form/payload.ts';
import { resourcePaths, settingsFormPath, useResourcePaths } from '../routing/paths.ts';
import { historyQueryKey, RecordHistory } from '../show/RecordHistory.tsx';
import { ShownFields } from '../show/ShownFields.tsx';
import type { ResourceDefinition } from '../types.ts';
import { SettingsTitle } from './SettingsTitle.tsx';
import { usePartMessages } from '../../components/partMessages.ts';

function SettingsShow({ def, canEdit }: { def: ResourceDefinition; canEdit: boolean }) {
  const basename = useBasename();
  const actions =
    canEdit && def.settings?.form === 'route' ? (
      <TopToolbar>
        <LinkButton label="ra.action.edit" to={settingsFormPath(def.name, basename)} icon={<EditIcon />} />
      </TopToolbar>
    ) : (
      false
    );
  return (
    <Show
      resource={def.name}
      id={SETTINGS_RECORD_ID}
      title={<SettingsTitle def={def} />}
      actions={actions}
      queryOptions={KEEP_PAGE_ON_ERROR}
      error={<ShowLoadError />}
    >
      <ShownFields def={def} />
    </Show>
  );
}

/** The form of a settings page: in place (stays on the page after saving) or at `/form` (back to the page). */
export function SettingsForm({ def, inline }: { def: ResourceDefinition; inline: boolean }) {
  usePartMessages('records');
  const notify = useNotify();
  const redirect = useRedirect();
  const paths = useResourcePaths(def.name);
  const queryClient = useQueryClient();
  // Our own onSuccess replaces react-admin's, so it notifies and redirects itself (useRedirect adds the
  // basename, so its target is built without one). The History under a form in place reads again.
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: historyQueryKey(def.name) });
    notify('pa.engine.settings.saved', { type: 'success' });
    if (!inline) redirect(resourcePaths(def.name).list);
  };
  return (
    <Edit
      resource={def.name}
      id={SETTINGS_RECORD_ID}
      mutationMode="pessimistic"
      transform={toPayload(def)}
      title={<SettingsTitle def={def} />}
      actions={false}
      mutationOptions={{ onSuccess }}
      queryOptions={KEEP_PAGE_ON_ERROR}
      error={<EditLoadError />}
    >
      <DeclaredForm def={def} mode="edit" cancelTo={inline ? undefined : paths.list} />
    </Edit>
  );
}

export default function SettingsPage() {
  const def = useDeclaration();
  const access = useResourceAccess(def.name);
  if (access.isPending) return <PageLoading />;
  return (
    <ResourceAccessProvider value={access}>
      {access.edit && def.settings?.form === 'inline' ? (
        <SettingsForm def={def} inline />
      ) : (
        <SettingsShow def={def} canEdit={access.edit} />
      )}
      <RecordHistory def={def} />
    </ResourceAccessProvider>
  );
}
