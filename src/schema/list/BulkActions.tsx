import { BulkDeleteWithConfirmButton } from 'react-admin';
import type { ResourceAccess } from '../access.tsx';
import { toRaAction } from '../access.tsx';
import { DeclaredActionButton } from '../actions/lazyActionButton.ts';
import type { ResourceActionDeclaration, ResourceDefinition } from '../types.ts';
import { BulkActionButton, ExportSelectedButton } from './bulk/lazyBulk.ts';
import { canDelete } from './capabilities.ts';

/**
 * Actions a selection runs: `scope: 'bulk'` ones (one call for the selection) and those declaring
 * `bulk: true` (row by row, docs/lists.md "Bulk actions"), which the user may run.
 */
export function selectionActions(
  def: ResourceDefinition,
  access: ResourceAccess,
): ResourceActionDeclaration[] {
  return (def.actions ?? []).filter(
    (a) => (a.scope === 'bulk' || a.bulk === true) && access[toRaAction(a.permission)],
  );
}

/** Whether the list offers "export selected": a CSV export declared `bulk`, for users who may export. */
export const canExportSelected = (def: ResourceDefinition, access: ResourceAccess) =>
  def.export?.mode === 'csv' && def.export.bulk === true && access.export;

/** Buttons for selected rows, or false when the user may do nothing with a selection. */
export function bulkActionButtons(def: ResourceDefinition, access: ResourceAccess) {
  const actions = selectionActions(def, access);
  const deletable = canDelete(def, access);
  const exportable = canExportSelected(def, access);
  if (actions.length === 0 && !deletable && !exportable) return false;
  return (
    <>
      {actions.map((action) =>
        action.bulk === true ? (
          <BulkActionButton key={action.name} def={def} action={action} />
        ) : (
          <DeclaredActionButton key={action.name} def={def} action={action} />
        ),
      )}
      {exportable && <ExportSelectedButton def={def} />}
      {deletable && <BulkDeleteWithConfirmButton mutationMode="pessimistic" />}
    </>
  );
}
