import { DataTable } from 'react-admin';
import { FieldDisplay } from '../fields/FieldDisplay.tsx';
import { fieldLabel } from '../labels.ts';
import { inList, isSortable } from '../placement.ts';
import type { ResourceDefinition } from '../types.ts';
import { RowActions } from './RowActions.tsx';

/**
 * The columns of a declared list (a list screen, or a child's list on its parent's page): its list
 * fields, sortable where declared, then the row actions. Returned as elements, not a component,
 * because DataTable reads its columns from its own children.
 */
export function declaredColumns(def: ResourceDefinition, withRowActions: boolean) {
  return [
    ...def.fields.filter(inList).map((field) => (
      <DataTable.Col
        key={field.source}
        source={field.source}
        label={fieldLabel(def, field)}
        disableSort={!isSortable(field)}
      >
        <FieldDisplay field={field} context="list" />
      </DataTable.Col>
    )),
    withRowActions ? (
      <DataTable.Col key="pa-row-actions" label="pa.engine.list.actions" disableSort>
        <RowActions />
      </DataTable.Col>
    ) : null,
  ];
}
