import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, Pagination, type Identifier } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../contract/paged.ts';
import { ResourceAccessProvider, useResourceAccess } from '../access.tsx';
import { useDeclaration } from '../declarationContext.tsx';
import { FieldDisplay } from '../fields/FieldDisplay.tsx';
import { filterInputs } from '../filters/filterInputs.tsx';
import { fieldLabel } from '../labels.ts';
import { inList, isSortable } from '../placement.ts';
import { useDeclaredPaths } from '../routing/paths.ts';
import { bulkActionButtons } from './BulkActions.tsx';
import { canDelete, canEdit, canView } from './capabilities.ts';
import { ListEmpty } from './ListEmpty.tsx';
import { ListError } from './ListError.tsx';
import { ListToolbarActions } from './ListToolbarActions.tsx';
import { PhoneList } from './PhoneList.tsx';
import { RowActions } from './RowActions.tsx';

const PAGE_SIZES = [DEFAULT_PAGE_SIZE, 25, 50, 100];

/**
 * The generated list: server-paged and sorted, filters in the URL (not in the local store, so an
 * address always shows the same view), rows open the view page.
 */
export default function GeneratedList() {
  const def = useDeclaration();
  const access = useResourceAccess(def.name);
  const paths = useDeclaredPaths(def);
  const filters = filterInputs(def);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rowClick = canView(def, access)
    ? (id: Identifier) => paths.view(id)
    : canEdit(def, access)
      ? (id: Identifier) => paths.edit(id)
      : false;
  const hasRowActions =
    canEdit(def, access) || canDelete(def, access) || (def.actions ?? []).some((a) => a.scope === 'row');

  return (
    <ResourceAccessProvider value={access}>
      <List
        resource={def.name}
        sort={def.sort}
        perPage={DEFAULT_PAGE_SIZE}
        filters={filters.length > 0 ? filters : undefined}
        actions={<ListToolbarActions />}
        empty={<ListEmpty />}
        error={<ListError />}
        pagination={<Pagination rowsPerPageOptions={isPhone ? [] : PAGE_SIZES} />}
        storeKey={false}
      >
        {isPhone ? (
          <PhoneList def={def} rowClick={rowClick} />
        ) : (
          <DataTable rowClick={rowClick} bulkActionButtons={bulkActionButtons(def, access)}>
            {def.fields.filter(inList).map((field) => (
              <DataTable.Col
                key={field.source}
                source={field.source}
                label={fieldLabel(def, field)}
                disableSort={!isSortable(field)}
              >
                <FieldDisplay field={field} context="list" />
              </DataTable.Col>
            ))}
            {hasRowActions && (
              <DataTable.Col label="pa.engine.list.actions" disableSort>
                <RowActions />
              </DataTable.Col>
            )}
          </DataTable>
        )}
      </List>
    </ResourceAccessProvider>
  );
}
