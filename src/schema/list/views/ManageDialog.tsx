/**
 * The saved views' manage dialog (docs/lists.md): the user's views of the list, each with its buttons to
 * rename it, make it (or stop it being) the default, and delete it. What each button does is the views
 * menu's (ViewsMenu.tsx), which opens the name dialog or the confirmation in its place.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SavedView, SavedViews } from './savedViews.ts';

const MANAGE_TITLE_ID = 'list-views-manage-title';

/** The user's views of the list, each with rename, make (or stop being) the default, and delete. */
export function ManageDialog({
  saved,
  onClose,
  onRename,
  onDelete,
  onDefault,
}: {
  saved: SavedViews;
  onClose: () => void;
  onRename: (view: SavedView) => void;
  onDelete: (view: SavedView) => void;
  onDefault: (view: SavedView | undefined) => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby={MANAGE_TITLE_ID} maxWidth="sm" fullWidth>
      <DialogTitle id={MANAGE_TITLE_ID}>{translate('pa.engine.views.manageTitle')}</DialogTitle>
      <DialogContent>
        <List aria-labelledby={MANAGE_TITLE_ID}>
          {saved.views.map((view) => {
            const isDefault = view.slug === saved.defaultView;
            const name = { name: view.name };
            return (
              <ListItem key={view.slug} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={view.name}
                  secondary={isDefault ? translate('pa.engine.views.default') : undefined}
                />
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    aria-label={translate('pa.engine.views.renameOf', name)}
                    onClick={() => onRename(view)}
                  >
                    {translate('pa.engine.views.rename')}
                  </Button>
                  <Button
                    size="small"
                    aria-label={translate(
                      isDefault ? 'pa.engine.views.clearDefaultOf' : 'pa.engine.views.makeDefaultOf',
                      name,
                    )}
                    onClick={() => onDefault(isDefault ? undefined : view)}
                  >
                    {translate(isDefault ? 'pa.engine.views.clearDefault' : 'pa.engine.views.makeDefault')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={translate('pa.engine.views.deleteOf', name)}
                    onClick={() => onDelete(view)}
                  >
                    {translate('pa.engine.views.delete')}
                  </Button>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('pa.engine.views.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
