/** A past reconcile run: who ran which file when, its counts and status, and its result lines. */
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { errorText, formatThaiDate } from '../../../src/components/index.ts';
import { useHttpClient } from '../../../src/data/index.ts';
import {
  fetchRun,
  isNotFound,
  type ReconcileItem,
  type ReconcileResult,
  type ReconcileRunDetail,
} from './reconcileApi.ts';
import { formatBaht, formatCount } from './reconcileFormat.ts';
import { ReconcileItems } from './ReconcileItems.tsx';

const STATUS_COLOR: Record<string, 'success' | 'warning' | 'error'> = {
  success: 'success',
  partial: 'warning',
  failed: 'error',
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {translate(label)}
      </Typography>
      <Typography variant="body1" component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

function countsOf(items: readonly ReconcileItem[]): Record<ReconcileResult, number> {
  const counts: Record<ReconcileResult, number> = { matched: 0, unmatched: 0, alreadyApproved: 0 };
  for (const item of items) counts[item.result]++;
  return counts;
}

function RunHeader({ run }: { run: ReconcileRunDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box
      component="dl"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}
      data-testid="reconcile-run-header"
    >
      <Field label="pa.reconcile.detail.bank">{`${run.bankName} (${run.bankIssuer})`}</Field>
      <Field label="pa.reconcile.detail.file">{run.filename}</Field>
      <Field label="pa.reconcile.detail.date">{formatThaiDate(run.processDate, locale, true)}</Field>
      <Field label="pa.reconcile.detail.who">{run.processedBy ?? '–'}</Field>
      <Field label="pa.reconcile.detail.status">
        <Chip
          size="small"
          label={translate(`pa.reconcile.status.${run.status}`, { _: run.status })}
          color={STATUS_COLOR[run.status] ?? 'default'}
          data-status={run.status}
        />
      </Field>
      <Field label="pa.reconcile.detail.total">{formatCount(run.totalTransactions)}</Field>
      <Field label="pa.reconcile.detail.matched">{formatCount(run.matchedTransactions)}</Field>
      <Field label="pa.reconcile.detail.unmatched">{formatCount(run.unmatchedTransactions)}</Field>
      {run.alreadyApprovedTransactions !== null && (
        <Field label="pa.reconcile.detail.already_approved">
          {formatCount(run.alreadyApprovedTransactions)}
        </Field>
      )}
      {run.malformedLines !== null && (
        <Field label="pa.reconcile.detail.malformed">{formatCount(run.malformedLines)}</Field>
      )}
      {run.totalAmount !== null && (
        <Field label="pa.reconcile.detail.amount">{formatBaht(run.totalAmount)}</Field>
      )}
    </Box>
  );
}

export interface ReconcileRunDetailProps {
  id: string;
}

export default function ReconcileRunDetailView({ id }: ReconcileRunDetailProps) {
  const translate = useTranslate();
  const http = useHttpClient();
  const query = useQuery({
    queryKey: ['reconcileRun', id],
    queryFn: ({ signal }) => fetchRun(http, id, signal),
    retry: false,
  });

  if (query.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2 }}>
        <CircularProgress size={20} />
        <Typography variant="body2">{translate('pa.reconcile.detail.loading')}</Typography>
      </Box>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) {
      return <Alert severity="warning">{translate('pa.reconcile.detail.not_found', { id })}</Alert>;
    }
    const text = errorText(query.error);
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate('pa.reconcile.retry')}
          </Button>
        }
      >
        {translate('pa.reconcile.detail.load_failed', { message: translate(text, { _: text }) })}
      </Alert>
    );
  }
  const run = query.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Card variant="outlined" component="section" aria-label={translate('pa.reconcile.detail.title')}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('pa.reconcile.detail.title')}
          </Typography>
          <RunHeader run={run} />
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-label={translate('pa.reconcile.detail.items')}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('pa.reconcile.detail.items')}
          </Typography>
          {run.items.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('pa.reconcile.detail.empty')}
            </Typography>
          ) : (
            <ReconcileItems
              items={run.items}
              counts={countsOf(run.items)}
              label={translate('pa.reconcile.detail.items')}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
