/** What the wizard says about the file it read and about earlier runs of the same file. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatThaiDate } from '../../../src/components/index.ts';
import type { ReconcileRun } from './reconcileApi.ts';
import type { StatementBank } from './statementFormats.ts';
import type { ParseState } from './useStatementParse.ts';

export type Lookup =
  | { status: 'idle' | 'loading' | 'none' }
  | { status: 'found'; run: ReconcileRun }
  | { status: 'error'; message: string };

export function ParseStatus({
  state,
  bank,
  onCancel,
  onRetry,
}: {
  state: ParseState;
  bank: StatementBank | '';
  onCancel: () => void;
  onRetry: () => void;
}) {
  const translate = useTranslate();
  if (state.status === 'running') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
        <CircularProgress size={20} />
        <Typography variant="body2">
          {state.total > 0
            ? translate('pa.reconcile.parse.progress', {
                done: state.done.toLocaleString('en-US'),
                total: state.total.toLocaleString('en-US'),
              })
            : translate('pa.reconcile.parse.running')}
        </Typography>
        <Button size="small" onClick={onCancel}>
          {translate('pa.reconcile.cancel')}
        </Button>
      </Box>
    );
  }
  if (state.status === 'refused') {
    const { refusal } = state;
    return (
      <Alert severity="error" role="alert">
        <strong>{translate('pa.reconcile.refusal.title')}</strong>:{' '}
        {translate(`pa.reconcile.refusal.${refusal.reason}`, { bank, detected: refusal.detectedBank ?? '' })}
      </Alert>
    );
  }
  if (state.status === 'cancelled' || state.status === 'error') {
    return (
      <Alert
        severity={state.status === 'error' ? 'error' : 'info'}
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('pa.reconcile.retry')}
          </Button>
        }
      >
        {state.status === 'error'
          ? translate('pa.reconcile.parse.failed', { message: state.message })
          : translate('pa.reconcile.cancelled')}
      </Alert>
    );
  }
  return null;
}

export function HistoryNotice({
  lookup,
  confirmed,
  onConfirmedChange,
  onRetry,
  locked,
}: {
  lookup: Lookup;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  onRetry: () => void;
  locked: boolean;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  switch (lookup.status) {
    case 'idle':
      return null;
    case 'loading':
      return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <CircularProgress size={16} />
          <Typography variant="body2">{translate('pa.reconcile.duplicate.checking')}</Typography>
        </Box>
      );
    case 'none':
      return <Alert severity="info">{translate('pa.reconcile.duplicate.none')}</Alert>;
    case 'error':
      return (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {translate('pa.reconcile.retry')}
            </Button>
          }
        >
          {translate('pa.reconcile.duplicate.failed', { message: lookup.message })}
        </Alert>
      );
    case 'found': {
      const { run } = lookup;
      return (
        <Alert severity="warning" role="alert" data-testid="reconcile-duplicate">
          <strong>{translate('pa.reconcile.duplicate.found_title')}</strong>
          <Typography variant="body2">
            {translate('pa.reconcile.duplicate.found_body', {
              date: formatThaiDate(run.processDate, locale, true),
              who: run.processedBy ?? '–',
              total: run.totalTransactions,
              matched: run.matchedTransactions,
              unmatched: run.unmatchedTransactions,
            })}
          </Typography>
          <FormControlLabel
            control={
              <Checkbox
                checked={confirmed}
                disabled={locked}
                onChange={(event) => onConfirmedChange(event.target.checked)}
              />
            }
            label={translate('pa.reconcile.duplicate.confirm')}
          />
        </Alert>
      );
    }
  }
}
