/**
 * /management/reconcile/detail: the run named by `?run=<id>` (shareable, survives a reload), or a new
 * run when there is none. Both screens load on demand. See docs/process.md.
 */
import { lazy, Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { useLocation } from 'react-admin';
import type { ReconcileWizardProps } from './ReconcileWizard.tsx';
import { runIdOf } from './runQuery.ts';

const ReconcileWizard = lazy(() => import('./ReconcileWizard.tsx'));
const ReconcileRunDetail = lazy(() => import('./ReconcileRunDetail.tsx'));

export default function ReconcileDetailPage(props: ReconcileWizardProps) {
  const { search } = useLocation();
  const runId = runIdOf(search);
  return (
    <Suspense fallback={<CircularProgress />}>
      {runId ? <ReconcileRunDetail key={runId} id={runId} /> : <ReconcileWizard {...props} />}
    </Suspense>
  );
}
