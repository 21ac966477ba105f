/**
 * react-admin's default exporter (ra-core's `defaultExporter`) turns rows into CSV with jsonexport, about
 * 2.2 KB gzip on every list screen, because `useListController` names it as the default of its
 * `exporter` prop. The console's lists export with src/data/csvExport.ts instead, so
 * build/libraryEdges.ts gives that exporter this stand-in: it keeps the default working, should
 * anything call it, through the console's own CSV (formulae neutralised, Thai readable in Excel),
 * loaded only then. One column per top-level key of the rows, in the order they first appear
 * (jsonexport also flattens nested objects; here a nested value is one JSON cell).
 */
type Callback = (error: Error | null, csv?: string) => void;

export default function jsonexport(
  rows: unknown,
  optionsOrCallback: Callback | object,
  maybeCallback?: Callback,
): void {
  const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
  if (!callback) throw new Error('jsonexport stand-in: a callback is required');
  const list = (Array.isArray(rows) ? rows : [rows]).filter(
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
  );
  const keys = [...new Set(list.flatMap((row) => Object.keys(row)))];
  import('../data/csvText.ts').then(
    ({ buildCsv }) =>
      callback(
        null,
        buildCsv(
          list,
          keys.map((key) => ({ source: key, label: key })),
        ),
      ),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}
