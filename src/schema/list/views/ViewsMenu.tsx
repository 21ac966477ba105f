/**
 * The list's saved views (docs/lists.md): the menu of the "Views" button (open a view, save the list as
 * it is shown, manage the views), and which of its dialogs is open: name a view (NameDialog.tsx), manage
 * them (ManageDialog.tsx: rename, make one the default), delete one after a confirmation. Loaded at the
 * first open. A user's views of a list are one entry of react-admin's store, keyed by the user's id
 * (viewsKey.ts), and read back through `readSavedViews`.
 */
import { useState } from 'react';
import { ListItemText, Menu, MenuItem } from '@mui/material';
import {
  Confirm,
  useGetIdentity,
  useListContext,
  useLocation,
  useNavigate,
  useNotify,
  useResourceContext,
  useStore,
  useTranslate,
} from 'react-admin';
import { usePartMessages } from '../../../components/partMessages.ts';
import { ManageDialog } from './ManageDialog.tsx';
import { NameDialog } from './NameDialog.tsx';
import {
  addView,
  deleteView,
  readSavedViews,
  renameView,
  setDefaultView,
  showsView,
  viewSearch,
  type ListState,
  type SavedView,
  type SavedViews,
} from './savedViews.ts';
import { savedViewsKey } from './viewsKey.ts';

type Open =
  | { kind: 'menu' }
  | { kind: 'save' }
  | { kind: 'manage' }
  | { kind: 'rename'; view: SavedView }
  | { kind: 'delete'; view: SavedView };

const MENU_ID = 'list-views-menu';

export function ViewsMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  usePartMessages('lists');
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const resource = useResourceContext() ?? '';
  const { identity } = useGetIdentity();
  const { filterValues, displayedFilters, sort, perPage } = useListContext();
  const [stored, setStored] = useStore<unknown>(savedViewsKey(identity?.id ?? '', resource));
  const saved = readSavedViews(stored);
  const [open, setOpen] = useState<Open>({ kind: 'menu' });
  const state: ListState = {
    filter: filterValues ?? {},
    displayedFilters: Object.fromEntries(
      Object.entries(displayedFilters ?? {}).filter((entry): entry is [string, boolean] => entry[1] === true),
    ),
    sort: { field: sort.field, order: sort.order === 'ASC' ? 'ASC' : 'DESC' },
    perPage,
  };
  const write = (next: SavedViews) => setStored(next);
  const openView = (view: SavedView) => {
    onClose();
    navigate({ pathname, search: viewSearch(view) });
  };

  return (
    <>
      <Menu
        id={MENU_ID}
        anchorEl={anchor}
        open={open.kind === 'menu'}
        onClose={onClose}
        slotProps={{ list: { 'aria-label': translate('pa.engine.views.menu') } }}
      >
        {saved.views.length === 0 && (
          <MenuItem disabled divider>
            {translate('pa.engine.views.none')}
          </MenuItem>
        )}
        {saved.views.map((view, i) => {
          const current = showsView(state, view);
          const isDefault = view.slug === saved.defaultView;
          const notes = [
            isDefault ? translate('pa.engine.views.default') : null,
            current ? translate('pa.engine.views.current') : null,
          ].filter((note) => note !== null);
          return (
            <MenuItem
              key={view.slug}
              divider={i === saved.views.length - 1}
              selected={current}
              onClick={() => openView(view)}
            >
              <ListItemText
                primary={view.name}
                secondary={notes.length > 0 ? notes.join(' · ') : undefined}
              />
            </MenuItem>
          );
        })}
        <MenuItem onClick={() => setOpen({ kind: 'save' })} disabled={!identity}>
          {translate('pa.engine.views.save')}
        </MenuItem>
        {saved.views.length > 0 && (
          <MenuItem onClick={() => setOpen({ kind: 'manage' })}>
            {translate('pa.engine.views.manage')}
          </MenuItem>
        )}
      </Menu>
      {open.kind === 'save' && (
        <NameDialog
          title={translate('pa.engine.views.saveTitle')}
          hint={translate('pa.engine.views.saveHint')}
          views={saved.views}
          onCancel={onClose}
          onSubmit={(name) => {
            write(addView(saved, name, state));
            notify('pa.engine.views.saved', { type: 'success', messageArgs: { name } });
            onClose();
          }}
        />
      )}
      {open.kind === 'manage' && (
        <ManageDialog
          saved={saved}
          onClose={onClose}
          onRename={(view) => setOpen({ kind: 'rename', view })}
          onDelete={(view) => setOpen({ kind: 'delete', view })}
          onDefault={(view) => {
            write(setDefaultView(saved, view?.slug));
            notify(view ? 'pa.engine.views.defaultSet' : 'pa.engine.views.defaultCleared', {
              type: 'info',
              messageArgs: { name: view?.name },
            });
          }}
        />
      )}
      {open.kind === 'rename' && (
        <NameDialog
          title={translate('pa.engine.views.renameTitle', { name: open.view.name })}
          views={saved.views}
          initial={open.view.name}
          except={open.view.slug}
          onCancel={() => setOpen({ kind: 'manage' })}
          onSubmit={(name) => {
            write(renameView(saved, open.view.slug, name));
            notify('pa.engine.views.renamed', { type: 'success' });
            setOpen({ kind: 'manage' });
          }}
        />
      )}
      {open.kind === 'delete' && (
        <Confirm
          isOpen
          title="pa.engine.views.deleteTitle"
          content="pa.engine.views.deleteContent"
          translateOptions={{ name: open.view.name }}
          confirm="pa.engine.views.delete"
          confirmColor="warning"
          onConfirm={() => {
            write(deleteView(saved, open.view.slug));
            notify('pa.engine.views.deleted', { type: 'info' });
            setOpen(saved.views.length > 1 ? { kind: 'manage' } : { kind: 'menu' });
            if (saved.views.length <= 1) onClose();
          }}
          onClose={() => setOpen({ kind: 'manage' })}
        />
      )}
    </>
  );
}
