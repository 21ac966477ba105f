// @vitest-environment node
/**
 * No import cycles in the repository's own code (src/, resources/, i18n/, mocks/; docs/architecture.md,
 * "Which module may import which"). Every way a module names another counts alike: static imports and
 * re-exports (`import type` too), dynamic `import()`, `import.meta.glob` and a worker's
 * `new URL(…, import.meta.url)` (tests/support/importGraph.ts).
 *
 * One recursion is allowed, the field rendering: a field of type `embeddedList` shows and edits its
 * items' fields through the same FieldDisplay and FieldInput that render the embedded list itself
 * (FieldDisplay loads it with `import()`, FieldInput imports it). It is named here by its files; a file
 * joining it, or any other cycle, fails the test.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, loopThrough, ROOT, type ImportGraph } from '../../support/importGraph.ts';

const FIELD_RENDERING = [
  'src/schema/fields/FieldDisplay.tsx',
  'src/schema/fields/FieldInput.tsx',
  'src/schema/fields/embeddedList.tsx',
];
const ALLOWED = [FIELD_RENDERING];

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((file, i) => file === b[i]);

/** Each cycle of the graph but the allowed ones, as one readable loop `a → b → … → a`. */
function unexpectedCycles(graph: ImportGraph): string[] {
  return cycles(graph)
    .filter((component) => !ALLOWED.some((allowed) => same(allowed, component)))
    .map((component) => `${loopThrough(graph, component).join(' → ')} (${component.length} files)`);
}

const withLine = (file: string, line: string) => ({
  [file]: `${readFileSync(resolve(ROOT, file), 'utf8')}\n${line}\n`,
});

describe('import cycles', () => {
  const graph = importGraph();

  it('has none but the field rendering', () => {
    expect(unexpectedCycles(graph)).toEqual([]);
    expect(cycles(graph)).toEqual(ALLOWED);
  });

  it('fails a deliberate static cycle (a type-only import counts)', () => {
    const bad = importGraph(
      withLine('src/contract/errors.ts', "import type { HttpClient } from '../data/http.ts';"),
    );
    const found = unexpectedCycles(bad);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^src\/contract\/errors\.ts → src\/data\/http\.ts → src\/contract\/errors\.ts/);
  });

  it('fails a deliberate cycle through a dynamic import()', () => {
    const bad = importGraph(
      withLine('src/contract/paged.ts', "export const firstPage = () => import('../loading/firstPage.ts');"),
    );
    expect(unexpectedCycles(bad)).toEqual([
      expect.stringMatching(
        /src\/contract\/paged\.ts → src\/loading\/firstPage\.ts → src\/contract\/paged\.ts/,
      ),
    ]);
  });

  it('fails a file joining the allowed recursion', () => {
    const bad = importGraph(
      withLine('src/schema/fields/fieldProps.ts', "export type { FieldInput } from './FieldInput.tsx';"),
    );
    expect(unexpectedCycles(bad)).toHaveLength(1);
  });
});
