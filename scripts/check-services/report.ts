/**
 * What `npm run check-services` prints: a table of service × check (ok, FAIL, –), then one line per
 * checked cell with what was expected and what came. Every secret of the run (the services' API keys,
 * the access token) is masked wherever it might show, a service's own message included.
 */
import { CHECKS, type CheckName, type ServiceReport } from './checks.ts';

const MARK = { pass: 'ok', fail: 'FAIL', skip: '–' } as const;

export const failed = (reports: readonly ServiceReport[]) =>
  reports.some((r) => Object.values(r.cells).some((c) => c?.status === 'fail'));

function masker(secrets: readonly string[]): (text: string) => string {
  const known = secrets.filter((s) => s.length >= 4).sort((a, b) => b.length - a.length);
  return (text) => known.reduce((out, secret) => out.split(secret).join('***'), text);
}

export function renderReport(reports: readonly ServiceReport[], secrets: readonly string[]): string {
  const mask = masker(secrets);
  const header = ['service', ...CHECKS];
  const rows = reports.map((r) => [
    r.service,
    ...CHECKS.map((c: CheckName) => MARK[r.cells[c]?.status ?? 'skip']),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  const out = [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), ''];
  for (const r of reports) {
    for (const check of CHECKS) {
      const cell = r.cells[check];
      if (!cell || cell.status === 'skip') continue;
      const where = cell.call ? ` [${cell.call}]` : '';
      out.push(
        `${MARK[cell.status].padEnd(4)} ${r.service} ${check}: expected ${cell.expected}; got ${cell.got}${where}`,
      );
    }
  }
  const failures = reports.flatMap((r) =>
    CHECKS.filter((c) => r.cells[c]?.status === 'fail').map((c) => `${r.service}/${c}`),
  );
  out.push('', failures.length ? `${failures.length} failed: ${failures.join(', ')}` : 'every check passed');
  return mask(out.join('\n'));
}
