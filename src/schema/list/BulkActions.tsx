import { BulkDeleteWithConfirmButton } from 'react-admin';
import type { ResourceAccess } from '../access.tsx';
import { toRaAction } from '../access.tsx';
import { DeclaredActionButton } from '../actions/lazyActionButton.ts';
import type { ResourceDefinition } from '../types.ts';
import { canDelete } from './capabilities.ts';

/** Buttons for selected rows, or false when the user may do nothing with a selection. */
export function bulkActionButtons(def: ResourceDefinition, access: ResourceAccess) {
  const actions = (def.actions ?? []).filter((a) => a.scope === 'bulk' && access[toRaAction(a.permission)]);
  const deletable = canDelete(def, access);
  if (actions.length === 0 && !deletable) return false;
  return (
    <>
      {actions.map((action) => (
        <DeclaredActionButton key={action.name} def={def} action={action} />
      ))}
      {deletable && <BulkDeleteWithConfirmButton mutationMode="pessimistic" />}
    </>
  );
}
