/**
 * Library edges: every library module the build (and vitest) replaces with a stand-in of src/shims/,
 * one row each, applied by one plugin (`libraryEdges`). docs/performance.md ("Library edges") says
 * which rows were kept or dropped and why; docs/upgrading.md how to upgrade the libraries.
 *
 * A row replaces `module` (the specifier exactly as the importer writes it) with `replacement`, for the
 * importers `importer` matches only: the same module imported from anywhere else stays. The build
 * fails, naming the row, when a row replaced nothing or replaced a module only for importers that do
 * not ship (`edgesError`): after an upgrade that renamed, moved or stopped importing a module, or a
 * change of the console that left a row without effect, the row says so instead of doing nothing in
 * silence.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export interface LibraryEdge {
  /**
   * The module(s) that import it: a path inside node_modules, `*` for any file name of one folder
   * (`@mui/material/styles/*.mjs`).
   */
  importer: string;
  /** What is replaced: the import specifier, exactly as the importer writes it. */
  module: string;
  /** The stand-in, relative to the project's root (src/shims/). */
  replacement: string;
  /** Why the console does without the module. */
  reason: string;
  /**
   * gzip bytes the first list screen saves (re-measured, docs/performance.md): over HTTP, or in the
   * demo mode for a module only its mock code imports.
   */
  saved: number;
}

/**
 * The table. `saved` is what the row alone takes off the first list screen (the build with and
 * without it, the other rows in place; gzip as `npm run bench` counts it, hashes in file names left
 * aside). A row that saves under 1 KB is not worth its stand-in: docs/performance.md lists the rows
 * dropped for that.
 */
export const LIBRARY_EDGES: readonly LibraryEdge[] = [
  {
    importer: '@mui/material/styles/*.mjs',
    module: './createThemeWithVars.mjs',
    replacement: 'src/shims/mui/cssVariables.ts',
    reason:
      'CSS theme variables: MUI takes that path only for a theme with cssVariables or colorSchemes, which no console theme has',
    saved: 4403,
  },
  {
    importer: '@mui/material/styles/*.mjs',
    module: './ThemeProviderWithVars.mjs',
    replacement: 'src/shims/mui/cssVariables.ts',
    reason: "the CSS-variables theme provider, MUI's ThemeProvider's path for the same themes only",
    saved: 3068,
  },
  {
    importer: 'ra-ui-materialui/dist/list/ListView.js',
    module: './ListActions.js',
    replacement: 'src/shims/ra/replacedDefaults.ts',
    reason: "the default of <List>'s actions; the generated list passes its own toolbar",
    saved: 1560,
  },
  {
    importer: 'ra-ui-materialui/dist/list/ListView.js',
    module: './Empty.js',
    replacement: 'src/shims/ra/replacedDefaults.ts',
    reason: "the default of <List>'s empty; the generated list passes its own empty page",
    saved: 1325,
  },
  {
    importer: 'ra-ui-materialui/dist/list/datatable/DataTableColumn.js',
    module: './ColumnsSelectorItem.js',
    replacement: 'src/shims/ra/replacedDefaults.ts',
    reason:
      "a column's entry in the column chooser (MUI's Switch, the diacritic table), shown only in a ColumnsButton's menu, which the console does not have",
    saved: 4666,
  },
  {
    importer: 'ra-ui-materialui/dist/list/datatable/DataTableRow.js',
    module: '@mui/material',
    replacement: 'src/shims/ra/dataTableRowMui.ts',
    reason:
      "the row's MUI parts without Collapse, which only a DataTable's expand panel uses, and no list has one",
    saved: 1030,
  },
  {
    importer: 'node-polyglot/index.js',
    module: 'object.entries',
    replacement: 'src/shims/object-entries.cjs',
    reason:
      'a polyfill of Object.entries (with es-abstract and get-intrinsic); every supported browser has it',
    saved: 5372,
  },
  {
    importer: 'ra-core/dist/export/defaultExporter.js',
    module: 'jsonexport/dist/index.js',
    replacement: 'src/shims/jsonexport.ts',
    reason:
      "the CSV of react-admin's default exporter, which every list replaces; kept working with the console's CSV",
    saved: 2283,
  },
  {
    importer: 'msw/lib/core/utils/cookieStore.mjs',
    module: 'tough-cookie',
    replacement: 'src/shims/msw/toughCookie.ts',
    reason:
      "MSW's cookie jar (with tldts, the public suffix list) for cookies that mocked responses set; the mock backend sets and reads none. Demo mode only: its first screen saves the bytes",
    saved: 121690,
  },
];

/** How a row is named in messages. */
export function edgeName(edge: LibraryEdge): string {
  return `'${edge.module}' imported by ${edge.importer}`;
}

/** A row's importer as a test on a module id (a file path, maybe with a query). */
export function importerTest(pattern: string): (id: string) => boolean {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  const matcher = new RegExp(`/node_modules/${body}$`);
  return (id) => matcher.test(id.split('?')[0].replaceAll('\\', '/'));
}

/**
 * The build's checks, as one message naming each row that failed, or null: a row must have replaced
 * its module (`used`: the importers it names, by module id), and one of those importers must be in the
 * bundle (`shipped`), or the row changes nothing the console loads.
 */
export function edgesError(
  edges: readonly LibraryEdge[],
  used: ReadonlyMap<LibraryEdge, ReadonlySet<string>>,
  shipped?: (id: string) => boolean,
): string | null {
  const unused = edges.filter((edge) => !used.has(edge));
  const unshipped = shipped
    ? edges.filter((edge) => used.has(edge) && ![...(used.get(edge) ?? [])].some(shipped))
    : [];
  if (unused.length === 0 && unshipped.length === 0) return null;
  const row = (edge: LibraryEdge) => `- ${edgeName(edge)} -> ${edge.replacement}`;
  return [
    'build/libraryEdges.ts: the library edges do not match this build (the libraries or the console ' +
      'changed: see docs/upgrading.md).',
    ...(unused.length > 0
      ? ['Replaced nothing (no such import from those importers):', ...unused.map(row)]
      : []),
    ...(unshipped.length > 0
      ? [
          'Replaced a module for importers the bundle does not contain (take the row out):',
          ...unshipped.map(row),
        ]
      : []),
  ].join('\n');
}

/**
 * Applies the table: resolves a row's module to its stand-in for the importers it names. A production
 * build fails when a row replaced nothing (at the end of the module graph) or only for importers that
 * are not in the bundle (once it is generated). vitest uses the same plugin (vitest.config.ts), so the
 * tests run the modules that ship; the dev server's pre-bundled libraries do not go through it.
 */
export function libraryEdges(edges: readonly LibraryEdge[], root: string): Plugin {
  const rows = edges.map((edge) => ({
    edge,
    importer: importerTest(edge.importer),
    file: resolve(root, edge.replacement),
  }));
  const used = new Map<LibraryEdge, Set<string>>();
  let build = false;
  return {
    name: 'payment-admin:library-edges',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build' && !config.build.watch;
    },
    buildStart() {
      used.clear();
    },
    resolveId(source, importer) {
      if (!importer) return null;
      const row = rows.find((r) => r.edge.module === source && r.importer(importer));
      if (!row) return null;
      const importers = used.get(row.edge) ?? new Set<string>();
      importers.add(importer);
      used.set(row.edge, importers);
      return row.file;
    },
    buildEnd(error) {
      if (!build || error) return;
      const message = edgesError(edges, used);
      if (message) this.error(message);
    },
    generateBundle(_options, bundle) {
      if (!build) return;
      const rendered = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(chunk.modules))
          if (module.renderedLength > 0) rendered.add(id);
      }
      const message = edgesError(edges, used, (id) => rendered.has(id));
      if (message) this.error(message);
    },
  };
}
