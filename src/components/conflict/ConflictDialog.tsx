import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Conflict } from '../../data/provider/versions.ts';
import { valueText, type ConflictRow } from './conflictValues.ts';
import { useWhoWhen } from './whoWhen.ts';

export interface ConflictDialogProps {
  conflict: Conflict;
  /** The changed fields whose value differs from the current record's (conflictValues.ts). */
  rows: readonly ConflictRow[];
  /** A field's label, translated. */
  labelOf: (source: string) => string;
  /** Saving mine on top of the current version is under way: both choices wait. */
  busy?: boolean;
  onApplyMine: () => void;
  onTakeCurrent: () => void;
  /** Back to the form, nothing chosen yet (what was typed stays). */
  onClose: () => void;
  /**
   * `form` (default): a form's save, the person's values beside the current ones. `write`: a switch or
   * an action, the record as it was shown beside the current one; "apply mine" does it again on top
   * of the current version.
   */
  variant?: 'form' | 'write';
}

/**
 * The one conflict part (docs/api-contract.md, "Versions and conflicts"): a save refused because
 * someone changed the record since it was read. Says who and when, compares field by field the
 * person's value with the current one (only the fields that differ), and offers the two ways on:
 * apply mine on top of the current version, or take the current one. A switch or an action refused
 * the same way (`variant: 'write'`) compares the record as it was shown with the current one and
 * offers to do it again on the current version. Its words are the `conflict` part's
 * (i18n/messages/parts/conflict.ts), loaded before it opens.
 */
export function ConflictDialog({
  conflict,
  rows,
  labelOf,
  busy = false,
  onApplyMine,
  onTakeCurrent,
  onClose,
  variant = 'form',
}: ConflictDialogProps) {
  const form = variant === 'form';
  const translate = useTranslate();
  const titleId = useId();
  const whoWhen = useWhoWhen();
  const yesNo = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const shown = (value: unknown) => valueText(value, yesNo) ?? translate('pa.conflict.empty');
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate('pa.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate(
            form ? 'pa.conflict.changedBy' : 'pa.conflict.write.changedBy',
            whoWhen(conflict.changedBy, conflict.changedAt),
          )}
        </DialogContentText>
        {rows.length === 0 ? (
          <Alert severity="info">
            {translate(form ? 'pa.conflict.noDifference' : 'pa.conflict.write.noDifference')}
          </Alert>
        ) : (
          <Table size="small" aria-label={translate('pa.conflict.title')} data-testid="conflict-table">
            <TableHead>
              <TableRow>
                <TableCell>{translate('pa.conflict.field')}</TableCell>
                <TableCell>{translate(form ? 'pa.conflict.mine' : 'pa.conflict.write.shown')}</TableCell>
                <TableCell>{translate('pa.conflict.current')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.source} data-source={row.source}>
                  <TableCell component="th" scope="row">
                    {labelOf(row.source)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{shown(row.mine)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{shown(row.current)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {form && (
          <DialogContentText sx={{ mt: 2 }} variant="body2">
            {translate('pa.conflict.kept')}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {form && (
          <Button onClick={onClose} disabled={busy}>
            {translate('pa.conflict.close')}
          </Button>
        )}
        <Button onClick={onTakeCurrent} disabled={busy} variant="outlined">
          {translate('pa.conflict.takeCurrent')}
        </Button>
        <Button onClick={onApplyMine} disabled={busy} variant="contained">
          {translate(form ? 'pa.conflict.applyMine' : 'pa.conflict.write.retry')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
