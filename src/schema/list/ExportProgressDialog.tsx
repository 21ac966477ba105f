import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ExportProgress } from '../../data/csvExport.ts';

export interface ExportProgressDialogProps {
  exporting: boolean;
  progress: ExportProgress | null;
  error: string | null;
  onCancel: () => void;
  onDismissError: () => void;
}

/**
 * Shown while an export runs (with a way out and the rows written of the total) and when it failed
 * (with the server's text).
 */
export function ExportProgressDialog({
  exporting,
  progress,
  error,
  onCancel,
  onDismissError,
}: ExportProgressDialogProps) {
  const translate = useTranslate();
  const open = exporting || error !== null;
  const known = progress !== null && progress.total > 0;
  const percent = known ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;

  return (
    <Dialog
      open={open}
      onClose={exporting ? undefined : onDismissError}
      aria-labelledby="export-progress-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="export-progress-title">{translate('pa.engine.export.title')}</DialogTitle>
      <DialogContent>
        {exporting && (
          <>
            <LinearProgress
              variant={known ? 'determinate' : 'indeterminate'}
              value={percent}
              aria-label={translate('pa.engine.export.progress')}
            />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {known
                ? translate('pa.engine.export.rows', { done: progress.done, total: progress.total })
                : translate('pa.engine.export.preparing')}
            </Typography>
          </>
        )}
        {error !== null && !exporting && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        {exporting ? (
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        ) : (
          <Button onClick={onDismissError}>{translate('ra.action.close')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
