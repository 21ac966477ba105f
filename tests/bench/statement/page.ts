/**
 * Page of the statement benchmark (tests/bench/statement.mjs): builds a statement of N lines, then
 * times the worker parse and the preview render while a long-task observer watches the main thread.
 */
import { parseStatementFile } from '../../../resources/process/reconcile/parseStatementFile.ts';
import { formatSatang, parseStatement } from '../../../resources/process/reconcile/statementParser.ts';
import type { StatementBank } from '../../../resources/process/reconcile/statementFormats.ts';
import { largeStatement } from '../../../mocks/statements/samples.ts';

export interface StatementBenchRun {
  lines: number;
  bytes: number;
  rowCount: number;
  /** Choosing the file → preview on screen. */
  totalMs: number;
  /** Inside the worker: read, decode, parse. */
  workerMs: number;
  longestTaskMs: number;
  longTasks: number;
  progressEvents: number;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function renderPreview(
  root: HTMLElement,
  summary: { rowCount: number; totalSatang: number; dateFrom: string | null; dateTo: string | null },
  rows: { line: number; date: string; reference: string; amountSatang: number }[],
) {
  const table = document.createElement('table');
  for (const r of rows) {
    const tr = table.insertRow();
    for (const value of [r.line, r.date, r.reference, formatSatang(r.amountSatang)]) {
      tr.insertCell().textContent = String(value);
    }
  }
  const head = document.createElement('p');
  head.textContent = `${summary.rowCount} rows, ${formatSatang(summary.totalSatang)} THB, ${summary.dateFrom} – ${summary.dateTo}`;
  root.replaceChildren(head, table);
}

async function run(
  lines: number,
  bank: StatementBank = 'KBANK',
  onMainThread = false,
): Promise<StatementBenchRun> {
  const sample = largeStatement(bank, lines);
  const file = new File([sample.bytes as BlobPart], sample.name, { type: 'text/csv' });
  await nextFrame();

  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  let progressEvents = 0;
  const started = performance.now();
  // The control run parses on the main thread: the observer must then see the long task.
  const { result, parseMs } = onMainThread
    ? { result: parseStatement(new Uint8Array(await file.arrayBuffer()), bank), parseMs: 0 }
    : await parseStatementFile(file, bank, () => progressEvents++).result;
  if (!result.ok) throw new Error(`refused: ${result.refusal.detail}`);
  renderPreview(document.getElementById('preview')!, result.summary, result.summary.firstRows);
  await nextFrame();
  const totalMs = performance.now() - started;
  // Long tasks are reported after they end: give the observer a frame more.
  await nextFrame();
  observer.takeRecords().forEach((e) => longTasks.push(e.duration));
  observer.disconnect();
  return {
    lines,
    bytes: sample.bytes.length,
    rowCount: result.summary.rowCount,
    totalMs,
    workerMs: parseMs,
    longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
    longTasks: longTasks.length,
    progressEvents,
  };
}

declare global {
  interface Window {
    __statementBench: (
      lines: number,
      bank?: StatementBank,
      onMainThread?: boolean,
    ) => Promise<StatementBenchRun>;
  }
}
window.__statementBench = run;
document.title = 'statement bench ready';
