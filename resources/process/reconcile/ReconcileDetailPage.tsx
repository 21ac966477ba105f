/**
 * /management/reconcile/detail: the run named by `?run=<id>` (shareable, survives a reload), or a new
 * run when there is none. Both screens load on demand. The file goes up through the console's uploader
 * (src/data/upload.ts, with progress) unless an `upload` is passed or provided. See docs/process.md.
 */
import { lazy, Suspense, useMemo } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useLocation } from 'react-admin';
import type { Uploader } from '../../../src/data/index.ts';
import { useConsoleUploader, useProvidedUploader } from '../../../src/schema/pages.ts';
import { uploaderUpload } from './reconcileApi.ts';
import type { ReconcileWizardProps } from './ReconcileWizard.tsx';
import { runIdOf } from './runQuery.ts';

const ReconcileWizard = lazy(() => import('./ReconcileWizard.tsx'));
const ReconcileRunDetail = lazy(() => import('./ReconcileRunDetail.tsx'));

export default function ReconcileDetailPage(props: ReconcileWizardProps) {
  const { search } = useLocation();
  const runId = runIdOf(search);
  if (runId) {
    return (
      <Suspense fallback={<CircularProgress />}>
        <ReconcileRunDetail key={runId} id={runId} />
      </Suspense>
    );
  }
  return <NewRun {...props} />;
}

/** A new run: the wizard with the given upload, else a provided uploader, else the console's. */
function NewRun(props: ReconcileWizardProps) {
  const provided = useProvidedUploader();
  if (props.upload) return <Wizard {...props} />;
  if (provided) return <WithUploader {...props} uploader={provided} />;
  return <WithConsoleUploader {...props} />;
}

function WithConsoleUploader(props: ReconcileWizardProps) {
  return <WithUploader {...props} uploader={useConsoleUploader()} />;
}

function WithUploader({ uploader, ...props }: ReconcileWizardProps & { uploader: Uploader }) {
  const upload = useMemo(() => uploaderUpload(uploader), [uploader]);
  return <Wizard {...props} upload={upload} />;
}

function Wizard(props: ReconcileWizardProps) {
  return (
    <Suspense fallback={<CircularProgress />}>
      <ReconcileWizard {...props} />
    </Suspense>
  );
}
