/**
 * The lists of a record's child resources on its view page (or tab), ReferenceManyField-style: each
 * keeps its own page and sort, none follows the page URL, so several sit side by side.
 */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import {
  DataTable,
  Pagination,
  ReferenceManyField,
  useBasename,
  useParams,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { LinkButton } from '../../components/LinkButton.tsx';
import { ResourceAccessProvider, useResourceAccess } from '../access.tsx';
import { DeclarationProvider } from '../declarationContext.tsx';
import { resourceName } from '../labels.ts';
import { canCreate, canDelete, canEdit, canView } from '../list/capabilities.ts';
import { declaredColumns } from '../list/declaredColumns.tsx';
import { ancestorValues, declaredPaths, ParentIdContext, type PageParams } from '../routing/paths.ts';
import { useSameWhileEqual } from '../../components/sameWhileEqual.ts';
import type { ResourceDefinition } from '../types.ts';
import { CHILD_PAGE_SIZE, childSort } from './childPage.ts';

export function ChildLists({ childDefs }: { childDefs: readonly ResourceDefinition[] }) {
  if (childDefs.length === 0) return null;
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      {childDefs.map((child) => (
        <ChildList key={child.name} def={child} />
      ))}
    </Stack>
  );
}

/**
 * The page's route params that an address reads (all but its id and rest, as `declaredPaths` drops
 * them), the same object while they stay the same: a memoised part given them renders again only when
 * an address it links could change.
 */
function useAddressParams(): PageParams {
  const { id: _id, '*': _rest, ...values } = useParams();
  return useSameWhileEqual(values);
}

/** A child list: what it reads of the address is handed to its list, which renders again only when that changes. */
function ChildList({ def }: { def: ResourceDefinition }) {
  return <ChildListOf def={def} page={useAddressParams()} />;
}

const ChildListOf = memo(function ChildListOf({ def, page }: { def: ResourceDefinition; page: PageParams }) {
  const parent = useRecordContext();
  const access = useResourceAccess(def.name);
  const translate = useTranslate();
  const basename = useBasename();
  // A record without its id (react-admin's record while a view page is being left, a 401 for one)
  // has no child lists to show: their paths and calls need the parent's id.
  if (parent?.id == null || !def.parent || !access.list) return null;
  const paths = declaredPaths(def, parent.id, basename, page);
  const rowClick = canView(def, access)
    ? (id: Identifier) => paths.view(id)
    : canEdit(def, access)
      ? (id: Identifier) => paths.edit(id)
      : false;
  const name = translate(resourceName(def), { _: def.path });
  const hasRowActions =
    canEdit(def, access) || canDelete(def, access) || (def.actions ?? []).some((a) => a.scope === 'row');
  // A child of a child: its list call names its ancestors' ids too (the page's address holds them).
  const meta = def.ancestors?.length ? ancestorValues(def, page) : undefined;
  return (
    <ParentIdContext.Provider value={parent.id}>
      <DeclarationProvider def={def}>
        <ResourceAccessProvider value={access}>
          <Box component="section" aria-label={name}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="h6" component="h2">
                {name}
              </Typography>
              {canCreate(def, access) && (
                <LinkButton label="ra.action.create" to={paths.create} icon={<AddIcon />} />
              )}
            </Stack>
            <ReferenceManyField
              reference={def.name}
              target={def.parent.param}
              perPage={CHILD_PAGE_SIZE}
              sort={childSort(def)}
              {...(meta ? { queryOptions: { meta } } : {})}
              pagination={<Pagination rowsPerPageOptions={[CHILD_PAGE_SIZE]} />}
            >
              <DataTable rowClick={rowClick} bulkActionButtons={false}>
                {declaredColumns(def, hasRowActions)}
              </DataTable>
            </ReferenceManyField>
          </Box>
        </ResourceAccessProvider>
      </DeclarationProvider>
    </ParentIdContext.Provider>
  );
});
