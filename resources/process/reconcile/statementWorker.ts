/**
 * Module worker that parses a bank statement off the main thread: receives the chosen File and bank,
 * reads and decodes it here, posts progress while parsing, then the preview (or the refusal).
 */
/// <reference lib="webworker" />
import { MAX_STATEMENT_BYTES, parseStatement, type StatementResult } from './statementParser.ts';
import type { StatementBank } from './statementFormats.ts';

export interface StatementWorkerRequest {
  file: Blob;
  bank: StatementBank;
}

export type StatementWorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'result'; result: StatementResult; parseMs: number }
  | { type: 'error'; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<StatementWorkerRequest>) => {
  const { file, bank } = event.data;
  const post = (message: StatementWorkerMessage) => scope.postMessage(message);
  const started = performance.now();
  try {
    if (file.size > MAX_STATEMENT_BYTES) {
      // Refused before reading: a 2 GB file never reaches memory.
      post({
        type: 'result',
        result: {
          ok: false,
          refusal: { reason: 'tooLarge', detail: `The file is larger than ${MAX_STATEMENT_BYTES} bytes` },
        },
        parseMs: performance.now() - started,
      });
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const result = parseStatement(bytes, bank, {
      onProgress: (done, total) => post({ type: 'progress', done, total }),
    });
    post({ type: 'result', result, parseMs: performance.now() - started });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
