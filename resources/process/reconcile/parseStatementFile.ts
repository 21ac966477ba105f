/**
 * Main-thread side of the statement parser: starts a module worker per file, forwards its progress and
 * resolves with the preview. `cancel()` ends the worker (another file chosen, the page left).
 */
import type { StatementBank } from './statementFormats.ts';
import type { StatementResult } from './statementParser.ts';
import type { StatementWorkerMessage, StatementWorkerRequest } from './statementWorker.ts';

export interface StatementParseJob {
  result: Promise<{ result: StatementResult; parseMs: number }>;
  cancel(): void;
}

export type WorkerFactory = () => Worker;

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL('./statementWorker.ts', import.meta.url), { type: 'module' });

export function parseStatementFile(
  file: Blob,
  bank: StatementBank,
  onProgress?: (done: number, total: number) => void,
  createWorker: WorkerFactory = defaultFactory,
): StatementParseJob {
  const worker = createWorker();
  let settled = false;
  let rejectJob: (error: Error) => void = () => undefined;
  const result = new Promise<{ result: StatementResult; parseMs: number }>((resolve, reject) => {
    rejectJob = reject;
    worker.onmessage = (event: MessageEvent<StatementWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') {
        onProgress?.(message.done, message.total);
        return;
      }
      settled = true;
      worker.terminate();
      if (message.type === 'result') resolve({ result: message.result, parseMs: message.parseMs });
      else reject(new Error(message.message));
    };
    worker.onerror = (event: ErrorEvent) => {
      settled = true;
      worker.terminate();
      reject(new Error(event.message || 'The statement reader stopped'));
    };
  });
  const request: StatementWorkerRequest = { file, bank };
  worker.postMessage(request);
  return {
    result,
    cancel: () => {
      if (settled) return;
      settled = true;
      worker.terminate();
      rejectJob(new DOMException('Cancelled', 'AbortError'));
    },
  };
}
