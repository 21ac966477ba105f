import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, Pagination, type Identifier, type RaRecord } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../contract/paged.ts';
import { ResourceAccessProvider, useResourceAccess } from '../access.tsx';
import { meetsCondition } from '../declarations/actions.ts';
import { useDeclaration } from '../declarationContext.tsx';
import { filterInputs } from '../filters/filterInputs.tsx';
import { useDeclaredPaths, useResourcePaths } from '../routing/paths.ts';
import type { PageLoader, ResourceDefinition } from '../types.ts';
import { bulkActionButtons } from './BulkActions.tsx';
import { canDelete, canEdit, canFollowRowLink, canView, rowLinkPath } from './capabilities.ts';
import { ListEmpty } from './ListEmpty.tsx';
import { ListError } from './ListError.tsx';
import { declaredColumns } from './declaredColumns.tsx';
import { ListToolbarActions } from './ListToolbarActions.tsx';
import { NextPageAhead } from '../../loading/index.ts';
import { RowIntent } from './RowIntent.tsx';
import { lazyPart } from '../../components/lazyPart.tsx';
import { ListKeyboard } from './keyboard/ListKeyboard.tsx';
import { SavedViewOpener } from './views/SavedViewOpener.tsx';

/** The phone layout (a simple list instead of the table) loads on a phone only. */
const PhoneList = lazyPart(() => import('./PhoneList.tsx').then((m) => m.PhoneList));

const headers = new WeakMap<ResourceDefinition, LazyExoticComponent<ComponentType>>();

/** The declaration's `slots.listHeader`, one lazy component per declaration. */
function listHeader(def: ResourceDefinition): LazyExoticComponent<ComponentType> | null {
  const load = def.slots?.listHeader;
  if (!load) return null;
  const cached = headers.get(def);
  if (cached) return cached;
  const header = lazy(load);
  headers.set(def, header);
  return header;
}
const PAGE_SIZES = [DEFAULT_PAGE_SIZE, 25, 50, 100];

const footers = new WeakMap<PageLoader, LazyExoticComponent<ComponentType>>();

/** One lazy footer per loader, made once (a new one per render would remount it). */
function lazyFooter(load: PageLoader): LazyExoticComponent<ComponentType> {
  const cached = footers.get(load);
  if (cached) return cached;
  const footer = lazy(load);
  footers.set(load, footer);
  return footer;
}

/**
 * Rows a selection may hold: with bulk actions that carry a `when`, only rows meeting one of them
 * (e.g. transfers waiting for approval); otherwise every row.
 */
export function rowSelectable(def: ResourceDefinition): ((record: RaRecord) => boolean) | undefined {
  const bulk = (def.actions ?? []).filter((a) => a.scope === 'bulk' || a.bulk === true);
  // "Export selected" takes any row.
  if (def.export?.mode === 'csv' && def.export.bulk === true) return undefined;
  if (bulk.length === 0 || bulk.some((a) => !a.when)) return undefined;
  return (record) => bulk.some((a) => meetsCondition(a.when, record));
}

/**
 * The generated list: server-paged and sorted, filters in the URL (not in the local store, so an
 * address always shows the same view), rows open the view page.
 */
export default function GeneratedList() {
  const def = useDeclaration();
  const access = useResourceAccess(def.name);
  const paths = useDeclaredPaths(def);
  const filters = filterInputs(def);
  const Header = listHeader(def);
  const openedPaths = useResourcePaths(def.rowOpens ?? def.name);
  const rowClick = def.rowOpens
    ? (id: Identifier) => openedPaths.view(id)
    : def.links?.row
      ? canFollowRowLink(def, access)
        ? (id: Identifier) => rowLinkPath(paths, def, id)
        : false
      : canView(def, access)
        ? (id: Identifier) => paths.view(id)
        : canEdit(def, access)
          ? (id: Identifier) => paths.edit(id)
          : false;
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const Footer = def.listFooter ? lazyFooter(def.listFooter) : null;
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
        <NextPageAhead />
        <SavedViewOpener />
        <ListKeyboard />
        {Header && (
          <Suspense fallback={null}>
            <Header />
          </Suspense>
        )}
        {isPhone ? (
          <PhoneList def={def} rowClick={rowClick} />
        ) : (
          // A row the pointer rests on starts loading the page it opens (docs/architecture.md,
          // "Loading policy").
          <RowIntent resource={rowClick !== false && !def.links?.row && (def.rowOpens ?? def.name)}>
            <DataTable
              rowClick={rowClick}
              bulkActionButtons={bulkActionButtons(def, access)}
              isRowSelectable={rowSelectable(def)}
            >
              {declaredColumns(def, hasRowActions)}
            </DataTable>
          </RowIntent>
        )}
        {Footer && (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        )}
      </List>
    </ResourceAccessProvider>
  );
}
