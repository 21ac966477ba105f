/** Upload and matching progress, and the matching result with the confirmed save. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { ConfirmActionButton, formatThaiDate } from '../../../src/components/index.ts';
import type { ReconcileCheck, ReconcileRun } from './reconcileApi.ts';
import { formatBaht, formatBytes, formatCount, formatSatangBaht } from './reconcileFormat.ts';
import { ReconcileItems } from './ReconcileItems.tsx';
import type { PipelineFailure, PipelineProgress } from './useReconcilePipeline.ts';

const FAILED_KEY: Record<PipelineFailure['stage'], string> = {
  upload: 'pa.reconcile.upload.failed',
  validate: 'pa.reconcile.check.validate_failed',
  check: 'pa.reconcile.check.check_failed',
};

export function PipelineStatus({
  progress,
  failure,
  onCancel,
  onRetry,
}: {
  progress: PipelineProgress | null;
  failure: PipelineFailure | null;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const translate = useTranslate();
  if (progress) {
    const percent =
      progress.stage === 'upload' && progress.total > 0
        ? Math.round((progress.loaded / progress.total) * 100)
        : null;
    const text =
      progress.stage === 'upload'
        ? progress.loaded > 0
          ? translate('pa.reconcile.upload.progress', {
              loaded: formatBytes(progress.loaded),
              total: formatBytes(progress.total),
            })
          : translate('pa.reconcile.upload.running')
        : translate(
            progress.stage === 'validate' ? 'pa.reconcile.check.validating' : 'pa.reconcile.check.checking',
          );
    return (
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {text}
          </Typography>
          <Button size="small" onClick={onCancel}>
            {translate('pa.reconcile.cancel')}
          </Button>
        </Box>
        <LinearProgress
          variant={percent === null || percent === 0 ? 'indeterminate' : 'determinate'}
          value={percent ?? 0}
          aria-label={text}
        />
      </Box>
    );
  }
  if (failure) {
    return (
      <Alert
        severity={failure.cancelled ? 'info' : 'error'}
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('pa.reconcile.retry')}
          </Button>
        }
      >
        {failure.cancelled
          ? failure.message
          : translate(FAILED_KEY[failure.stage], { message: failure.message })}
      </Alert>
    );
  }
  return null;
}

function Count({ label, value }: { label: string; value: number }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {translate(label)}
      </Typography>
      <Typography variant="h6" component="dd" sx={{ m: 0 }}>
        {formatCount(value)}
      </Typography>
    </Box>
  );
}

export interface CheckSectionProps {
  check: ReconcileCheck;
  fileName: string;
  bank: string;
  previousRun: ReconcileRun | null;
  onSave: () => Promise<void>;
  saveError: string | null;
  saved: boolean;
}

export function CheckSection({
  check,
  fileName,
  bank,
  previousRun,
  onSave,
  saveError,
  saved,
}: CheckSectionProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const matchedSatang = check.items
    .filter((item) => item.result === 'matched')
    .reduce((sum, item) => sum + Math.round(item.amount * 100), 0);
  const confirmBody = translate(
    check.itemsTruncated ? 'pa.reconcile.save.confirm_body_truncated' : 'pa.reconcile.save.confirm_body',
    {
      smart_count: check.matched,
      amount: check.itemsTruncated ? formatBaht(check.totalAmount) : formatSatangBaht(matchedSatang),
      file: fileName,
      bank,
    },
  );
  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, my: 0 }}
        data-testid="reconcile-counts"
      >
        <Count label="pa.reconcile.check.total" value={check.total} />
        <Count label="pa.reconcile.result.matched" value={check.matched} />
        <Count label="pa.reconcile.result.unmatched" value={check.unmatched} />
        <Count label="pa.reconcile.result.alreadyApproved" value={check.alreadyApproved} />
      </Box>
      {check.itemsTruncated && (
        <Alert severity="info">
          {translate('pa.reconcile.check.truncated', { count: formatCount(check.items.length) })}
        </Alert>
      )}
      <ReconcileItems
        items={check.items}
        counts={{
          matched: check.matched,
          unmatched: check.unmatched,
          alreadyApproved: check.alreadyApproved,
        }}
        label={translate('pa.reconcile.check.title')}
      />
      {saveError && (
        <Alert severity="error" role="alert">
          {translate('pa.reconcile.save.failed', { message: saveError })}
        </Alert>
      )}
      {!saved && (
        <Box>
          <ConfirmActionButton
            label="pa.reconcile.save.button"
            variant="contained"
            title="pa.reconcile.save.confirm_title"
            content={
              <Box data-testid="reconcile-save-confirm">
                <Typography>{confirmBody}</Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {translate('pa.reconcile.save.confirm_others', {
                    unmatched: formatCount(check.unmatched),
                    approved: formatCount(check.alreadyApproved),
                  })}
                </Typography>
                {previousRun && (
                  <Alert severity="warning" sx={{ mt: 1 }}>
                    {translate('pa.reconcile.save.confirm_duplicate', {
                      date: formatThaiDate(previousRun.processDate, locale, true),
                    })}
                  </Alert>
                )}
              </Box>
            }
            onConfirm={onSave}
          />
        </Box>
      )}
    </>
  );
}
