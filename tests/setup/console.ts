/**
 * Every test runs with console.error watched: an error a test did not announce fails it (after it ran,
 * with the message), and an announced one is asserted and kept out of the output.
 *
 *   expectConsoleError(/Unable to logout/);   // in the test, before the code that logs it
 */
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * react-admin 5.15 still hands MUI 8 props (`InputProps`, `InputLabelProps`, `inputProps`, `inputRef`)
 * to MUI 9's TextField, which passes them on to a DOM element. That is the library's, not ours: kept out
 * of the output, and a prop of any other name still fails the test.
 */
const LIBRARY_PROP_WARNING =
  /^React does not recognize the `(InputProps|InputLabelProps|inputProps|inputRef)` prop on a DOM element/;

/**
 * react-admin does not log a cancelled request (a query dropped on unmount): it tests
 * `error instanceof DOMException`, which under jsdom is false for the DOMException Node's
 * AbortController throws (another realm), so it logs it whenever a request is still under way at
 * unmount — which depends on the machine's load. A lone AbortError is therefore left out, as the
 * library means to; any other error still fails the test.
 */
function isLoneAbortError(args: unknown[]): boolean {
  const [only] = args;
  return (
    args.length === 1 &&
    typeof only === 'object' &&
    only !== null &&
    'name' in only &&
    only.name === 'AbortError'
  );
}

let expected: { pattern: RegExp; seen: boolean }[] = [];
let unexpected: string[] = [];

/** Declares errors the test expects to be logged; each must then appear at least once. */
export function expectConsoleError(...patterns: RegExp[]): void {
  expected.push(...patterns.map((pattern) => ({ pattern, seen: false })));
}

export function watchConsoleErrors(): void {
  beforeEach(() => {
    expected = [];
    unexpected = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (isLoneAbortError(args)) return;
      const text = format(...args);
      if (LIBRARY_PROP_WARNING.test(text)) return;
      const match = expected.find((e) => e.pattern.test(text));
      if (match) match.seen = true;
      else unexpected.push(text);
    });
  });

  afterEach(() => {
    const missing = expected.filter((e) => !e.seen).map((e) => String(e.pattern));
    const found = unexpected;
    expected = [];
    unexpected = [];
    if (found.length > 0) {
      throw new Error(
        `Unexpected console.error (announce it with expectConsoleError):\n${found.join('\n---\n')}`,
      );
    }
    if (missing.length > 0) throw new Error(`Expected console.error not logged: ${missing.join(', ')}`);
  });
}
