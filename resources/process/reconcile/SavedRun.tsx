/** The run the save created, with a link to its detail (this page with `?run=<id>`). */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { runSearch } from './runQuery.ts';
import type { ReconcileRun } from './reconcileApi.ts';

export function SavedRun({ run, onNewRun }: { run: ReconcileRun; onNewRun: () => void }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <Alert severity="success" role="status" data-testid="reconcile-saved">
      <AlertTitle>{translate('pa.reconcile.save.done_title')}</AlertTitle>
      {translate('pa.reconcile.save.done_body', {
        total: run.totalTransactions,
        matched: run.matchedTransactions,
        unmatched: run.unmatchedTransactions,
      })}
      <Box sx={{ display: 'flex', gap: 2, mt: 1, flexWrap: 'wrap' }}>
        <Button
          component={LinkBase}
          to={{ pathname, search: runSearch(run.id) }}
          variant="outlined"
          size="small"
        >
          {translate('pa.reconcile.save.open_detail')}
        </Button>
        <Button size="small" onClick={onNewRun}>
          {translate('pa.reconcile.save.new_run')}
        </Button>
      </Box>
    </Alert>
  );
}
