import { BulkDeleteWithConfirmButton, useListContext } from 'react-admin';
import type { ResourceAccess } from '../access.tsx';
import { toRaAction } from '../access.tsx';
import { DeclaredActionButton } from '../actions/lazyActionButton.ts';
import type { ResourceActionDeclaration, ResourceDefinition } from '../types.ts';
import { toggleSource } from '../fields/active.tsx';
import { BulkActionButton, BulkToggleButton, ExportSelectedButton } from './bulk/lazyBulk.ts';
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

/**
 * The active flag "Switch on" / "Switch off" sets on the selected rows: for a toggle endpoint declared
 * `bulk: true`, for users who may toggle; else undefined.
 */
export function bulkToggleSource(def: ResourceDefinition, access: ResourceAccess): string | undefined {
  return def.endpoints.toggle?.bulk === true && access.toggle ? toggleSource(def) : undefined;
}

/** Delete of the selected rows, each on top of the version the list showed (its If-Match). */
function BulkDeleteButton() {
  const { data, selectedIds } = useListContext();
  const previousData = (data ?? []).filter((record) => selectedIds.includes(record.id));
  return (
    <BulkDeleteWithConfirmButton mutationMode="pessimistic" mutationOptions={{ meta: { previousData } }} />
  );
}

/** Buttons for selected rows, or false when the user may do nothing with a selection. */
export function bulkActionButtons(def: ResourceDefinition, access: ResourceAccess) {
  const actions = selectionActions(def, access);
  const deletable = canDelete(def, access);
  const exportable = canExportSelected(def, access);
  const toggled = bulkToggleSource(def, access);
  if (actions.length === 0 && !deletable && !exportable && !toggled) return false;
  return (
    <>
      {actions.map((action) =>
        action.bulk === true ? (
          <BulkActionButton key={action.name} def={def} action={action} />
        ) : (
          <DeclaredActionButton key={action.name} def={def} action={action} />
        ),
      )}
      {toggled && <BulkToggleButton def={def} source={toggled} on />}
      {toggled && <BulkToggleButton def={def} source={toggled} on={false} />}
      {exportable && <ExportSelectedButton def={def} />}
      {deletable && <BulkDeleteButton />}
    </>
  );
}
