/**
 * The preview of the chosen file: one parse job at a time (a new file or bank cancels the previous
 * one), with progress, cancel, and the parser's refusal kept apart from a failure of the reader.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../../src/data/index.ts';
import { errorText } from '../../../src/components/index.ts';
import type { StatementParseJob } from './parseStatementFile.ts';
import type { StatementBank } from './statementFormats.ts';
import type { StatementRefusal, StatementSummary } from './statementParser.ts';

/** Parses a file off the main thread (parseStatementFile) or, in tests, in place. */
export type ParseStatement = (
  file: File,
  bank: StatementBank,
  onProgress?: (done: number, total: number) => void,
) => StatementParseJob;

export type ParseState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; summary: StatementSummary }
  | { status: 'refused'; refusal: StatementRefusal }
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

export function useStatementParse(parse: ParseStatement, onParsed: (summary: StatementSummary) => void) {
  const [state, setState] = useState<ParseState>({ status: 'idle' });
  const job = useRef<{ id: number; job: StatementParseJob } | null>(null);
  const nextId = useRef(0);

  const stop = useCallback(() => {
    const current = job.current;
    job.current = null;
    current?.job.cancel();
  }, []);

  const start = useCallback(
    (file: File, bank: StatementBank) => {
      stop();
      const id = ++nextId.current;
      const isCurrent = () => job.current?.id === id;
      setState({ status: 'running', done: 0, total: 0 });
      const started = parse(file, bank, (done, total) => {
        if (isCurrent()) setState({ status: 'running', done, total });
      });
      job.current = { id, job: started };
      started.result.then(
        ({ result }) => {
          if (!isCurrent()) return;
          job.current = null;
          if (result.ok) {
            setState({ status: 'done', summary: result.summary });
            onParsed(result.summary);
          } else {
            setState({ status: 'refused', refusal: result.refusal });
          }
        },
        (error: unknown) => {
          if (!isCurrent()) return;
          job.current = null;
          setState(
            isAbortError(error) ? { status: 'cancelled' } : { status: 'error', message: errorText(error) },
          );
        },
      );
    },
    [parse, stop, onParsed],
  );

  /** Cancel asked by the user: the preview says so and offers to read the file again. */
  const cancel = useCallback(() => {
    if (!job.current) return;
    stop();
    setState({ status: 'cancelled' });
  }, [stop]);

  const clear = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  // Leaving the page ends the worker.
  useEffect(() => stop, [stop]);

  return { state, start, cancel, clear };
}
