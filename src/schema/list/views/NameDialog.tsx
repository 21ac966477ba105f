/**
 * The saved views' name dialog (docs/lists.md): names a new view, or renames one. The name is required,
 * at most MAX_NAME_LENGTH characters, and not another of the user's views of the list (savedViews.ts).
 */
import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAX_NAME_LENGTH, nameTaken, type SavedView } from './savedViews.ts';

const NAME_TITLE_ID = 'list-view-name-title';

/** Names a view (a new one, or a rename): required, at most 60 characters, not another view's name. */
export function NameDialog({
  title,
  hint,
  views,
  initial = '',
  except,
  onCancel,
  onSubmit,
}: {
  title: string;
  hint?: string;
  views: readonly SavedView[];
  initial?: string;
  except?: string;
  onCancel: () => void;
  onSubmit: (name: string) => void;
}) {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const taken = nameTaken(name, views, except);
  const empty = name.trim() === '';
  const error = taken
    ? translate('pa.engine.views.nameTaken')
    : touched && empty
      ? translate('ra.validation.required')
      : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!empty && !taken) onSubmit(name);
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby={NAME_TITLE_ID} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={NAME_TITLE_ID}>{title}</DialogTitle>
        <DialogContent>
          {hint && <DialogContentText sx={{ mb: 2 }}>{hint}</DialogContentText>}
          <TextField
            autoFocus
            fullWidth
            required
            label={translate('pa.engine.views.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error !== ''}
            helperText={error || ' '}
            slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
