import EditIcon from '@mui/icons-material/Edit';
import Stack from '@mui/material/Stack';
import { useRecordContext } from 'react-admin';
import { DeleteRecordButton } from '../../components/DeleteRecordButton.tsx';
import { LinkButton } from '../../components/LinkButton.tsx';
import { toRaAction, useResourceAccessContext } from '../access.tsx';
import { DeclaredActionButton } from '../actions/lazyActionButton.ts';
import { useDeclaration } from '../declarationContext.tsx';
import { resourceName } from '../labels.ts';
import { useDeclaredPaths, useParentMeta } from '../routing/paths.ts';
import { meetsCondition } from '../declarations/actions.ts';
import { canDelete, canEdit } from './capabilities.ts';

/** The last cell of a row: edit, the declared row actions, delete. Clicks do not open the row. */
export function RowActions() {
  const def = useDeclaration();
  const access = useResourceAccessContext();
  const paths = useDeclaredPaths(def);
  const parentMeta = useParentMeta(def);
  const record = useRecordContext();
  if (!record) return null;
  const rowActions = (def.actions ?? []).filter(
    (a) => a.scope === 'row' && access?.[toRaAction(a.permission)] === true && meetsCondition(a.when, record),
  );
  return (
    <Stack direction="row" spacing={0.5} onClick={(event) => event.stopPropagation()}>
      {canEdit(def, access) && (
        <LinkButton label="ra.action.edit" to={paths.edit(record.id)} icon={<EditIcon />} />
      )}
      {rowActions.map((action) => (
        <DeclaredActionButton key={action.name} def={def} action={action} />
      ))}
      {canDelete(def, access) && (
        <DeleteRecordButton nameKey={resourceName(def)} titleSource={def.recordTitle} meta={parentMeta} />
      )}
    </Stack>
  );
}
