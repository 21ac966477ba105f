/**
 * A bulk run on screen: a progress bar with "stop sending the rest" while rows are sent, then every
 * row's result (what succeeded, what failed with its reason in the person's language, what was not
 * sent) and "retry the failed ones".
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatThaiDate } from '../../../components/formatThaiDate.ts';
import type { BulkOutcome, BulkReason } from './runBulk.ts';
import type { BulkRunState } from './useBulkRun.ts';

/** A failed row's reason, worded by its error code (the service's own text when it has no code). */
function useReasonText(): (reason: BulkReason) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const whoWhen = (name?: string, at?: string) => ({
    name: name ?? translate('pa.bulk.someone'),
    time: (at ? formatThaiDate(at, locale, true) : '') || translate('pa.bulk.unknownTime'),
  });
  return (reason) => {
    if (reason.code === 'already_done') {
      const args = whoWhen(reason.doneBy, reason.doneAt);
      const general = translate('pa.bulk.reason.already_done.done', args);
      return reason.action
        ? translate(`pa.bulk.reason.already_done.${reason.action}`, { ...args, _: general })
        : general;
    }
    if (reason.code === 'conflict')
      return translate('pa.bulk.reason.conflict', whoWhen(reason.changedBy, reason.changedAt));
    const fallback = reason.message || translate('pa.bulk.reason.failed');
    return reason.code === 'failed' ? fallback : translate(`pa.bulk.reason.${reason.code}`, { _: fallback });
  };
}

export function BulkRunDialog({
  label,
  state,
  rowName,
  onCancel,
  onRetry,
  onClose,
}: {
  /** The action's translated label. */
  label: string;
  state: BulkRunState;
  /** How a row is named in the results (its title field, else its id). */
  rowName: (outcome: BulkOutcome) => string;
  onCancel: () => void;
  onRetry: () => void;
  onClose: () => void;
}) {
  // The messages are the bulk part's, loaded by the button that opens this dialog.
  const translate = useTranslate();
  const reasonText = useReasonText();
  const running = state.phase === 'running';
  const count = (status: BulkOutcome['status']) => state.outcomes.filter((o) => o.status === status).length;
  const failed = count('failed') + count('cancelled');
  const percent = state.total === 0 ? 0 : Math.round((state.done / state.total) * 100);
  const statusText = (outcome: BulkOutcome) =>
    outcome.status === 'done'
      ? translate('pa.bulk.succeeded')
      : outcome.status === 'cancelled'
        ? translate('pa.bulk.cancelled')
        : translate('pa.bulk.failed');
  return (
    <Dialog open={state.phase !== 'idle'} aria-labelledby="bulk-run-title" fullWidth maxWidth="sm">
      <DialogTitle id="bulk-run-title">
        {translate(running ? 'pa.bulk.progressTitle' : 'pa.bulk.resultTitle', { action: label })}
      </DialogTitle>
      <DialogContent>
        {running ? (
          <>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={translate('pa.bulk.progress', { done: state.done, total: state.total })}
            />
            <DialogContentText sx={{ mt: 1 }} role="status">
              {translate('pa.bulk.progress', { done: state.done, total: state.total })}
            </DialogContentText>
          </>
        ) : (
          <>
            <DialogContentText role="status" data-testid="bulk-summary">
              {translate('pa.bulk.summary', {
                done: count('done'),
                failed: count('failed'),
                cancelled: count('cancelled'),
              })}
            </DialogContentText>
            <Table size="small" aria-label={translate('pa.bulk.resultTitle', { action: label })}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('pa.bulk.row')}</TableCell>
                  <TableCell>{translate('pa.bulk.reasonHeader')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {state.outcomes.map((outcome) => (
                  <TableRow key={String(outcome.id)} data-status={outcome.status}>
                    <TableCell>{rowName(outcome)}</TableCell>
                    <TableCell>
                      {statusText(outcome)}
                      {outcome.status === 'failed' ? `: ${reasonText(outcome.reason)}` : ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {running ? (
          <Button onClick={onCancel}>{translate('pa.bulk.cancel')}</Button>
        ) : (
          <>
            {failed > 0 && <Button onClick={onRetry}>{translate('pa.bulk.retry')}</Button>}
            <Button onClick={onClose} variant="contained">
              {translate('pa.bulk.close')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
