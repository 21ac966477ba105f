/**
 * What a part whose code could not be loaded shows (src/boot/release.ts): never a blank area or a
 * spinner that does not end. While the page reloads for a new release, the part's own loading state; otherwise the
 * notice that a new version may be available, with "try again" (the part's code is asked for afresh)
 * and "reload". `ChunkErrorBoundary` catches only such failures; any other error goes on to the
 * boundary above.
 */
import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { isChunkLoadError, releaseReload } from '../boot/release.ts';

export interface ReleaseNoticeProps {
  onRetry: () => void;
  /** Shown while the page reloads (the part's loading state). */
  pending?: ReactNode;
}

export function ReleaseNotice({ onRetry, pending = null }: ReleaseNoticeProps) {
  const translate = useTranslate();
  if (releaseReload.reloading()) return pending;
  return (
    <Alert
      severity="info"
      role="alert"
      sx={{ m: 2 }}
      action={
        <>
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('pa.release.try_again')}
          </Button>
          <Button color="inherit" size="small" onClick={() => releaseReload.reloadNow()}>
            {translate('pa.release.reload')}
          </Button>
        </>
      }
    >
      {translate('pa.release.not_loaded')}
    </Alert>
  );
}

interface BoundaryProps {
  children: ReactNode;
  pending?: ReactNode;
  /** Called by "try again", before the boundary renders its children again. */
  onRetry: () => void;
}

/** Catches a chunk that failed to load below it; rethrows anything else. */
export class ChunkErrorBoundary extends Component<BoundaryProps, { error?: unknown }> {
  state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: undefined });
  };

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <ReleaseNotice onRetry={this.retry} pending={this.props.pending} />;
  }
}
