/**
 * Upload → validate-file-format → checkTransactionApproveFromFile, started by one click, each call
 * sent once. A failure keeps what succeeded (the file's URL), so a retry resumes at the failed call;
 * a file the service no longer holds (404) is uploaded again. The chosen file and its preview are
 * not touched here, so nothing of them is lost on a failure.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorText } from '../../../src/components/index.ts';
import { isAbortError, type HttpClient } from '../../../src/data/index.ts';
import {
  checkFile,
  isNotFound,
  validateFile,
  type ReconcileCheck,
  type UploadStatement,
} from './reconcileApi.ts';

export type PipelineStage = 'upload' | 'validate' | 'check';

export type PipelineProgress =
  { stage: 'upload'; loaded: number; total: number } | { stage: 'validate' } | { stage: 'check' };

export interface PipelineFailure {
  /** The call that failed. */
  stage: PipelineStage;
  /** Where a retry starts. */
  resume: PipelineStage;
  message: string;
  cancelled: boolean;
}

export function useReconcilePipeline(http: HttpClient, upload: UploadStatement) {
  const translate = useTranslate();
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState<PipelineProgress | null>(null);
  const [failure, setFailure] = useState<PipelineFailure | null>(null);
  const [check, setCheck] = useState<ReconcileCheck | null>(null);
  const running = useRef<AbortController | null>(null);

  const run = useCallback(
    async (file: File, from: PipelineStage, knownUrl: string | null) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      let stage: PipelineStage = from === 'upload' || !knownUrl ? 'upload' : from;
      let url = knownUrl ?? '';
      setFailure(null);
      try {
        if (stage === 'upload') {
          setProgress({ stage, loaded: 0, total: file.size });
          const uploaded = await upload(file, {
            signal,
            onProgress: (loaded, total) => {
              if (!signal.aborted) setProgress({ stage: 'upload', loaded, total });
            },
          });
          signal.throwIfAborted();
          url = uploaded.fileUrl;
          setFileUrl(url);
          stage = 'validate';
        }
        if (stage === 'validate') {
          setProgress({ stage });
          const validation = await validateFile(http, url, signal);
          if (!validation.valid) throw new Error(translate('pa.reconcile.check.invalid'));
          stage = 'check';
        }
        setProgress({ stage: 'check' });
        const checked = await checkFile(http, url, signal);
        signal.throwIfAborted();
        setCheck(checked);
      } catch (error) {
        // A reset (another file chosen) ended this run: nothing of it is shown.
        if (running.current !== controller) return;
        const cancelled = signal.aborted || isAbortError(error);
        const gone = !cancelled && stage !== 'upload' && isNotFound(error);
        if (gone) setFileUrl(null);
        const text = errorText(error);
        setFailure({
          stage,
          resume: gone ? 'upload' : stage,
          message: cancelled ? translate('pa.reconcile.cancelled') : translate(text, { _: text }),
          cancelled,
        });
      } finally {
        if (running.current === controller) {
          running.current = null;
          setProgress(null);
        }
      }
    },
    [http, upload, translate],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  const reset = useCallback(() => {
    const current = running.current;
    running.current = null;
    current?.abort();
    setFileUrl(null);
    setProgress(null);
    setFailure(null);
    setCheck(null);
  }, []);

  useEffect(() => () => running.current?.abort(), []);

  return { fileUrl, progress, failure, check, run, cancel, reset };
}
