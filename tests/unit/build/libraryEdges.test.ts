// @vitest-environment node
/**
 * The library edges' plugin (build/libraryEdges.ts): a row replaces its module for the importers it
 * names only, and a build fails, naming the row, when a row replaced nothing or replaced a module only
 * for importers that do not ship. Proven once on the hooks and once with a real (tiny) build of a
 * made-up library.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  LIBRARY_EDGES,
  edgesError,
  importerTest,
  libraryEdges,
  type LibraryEdge,
} from '../../../build/libraryEdges.ts';

const existing: LibraryEdge = {
  importer: 'fake-lib/index.js',
  module: './heavy.js',
  replacement: 'shims/heavy.js',
  reason: 'a module the tests replace',
  saved: 2048,
};
const missing: LibraryEdge = {
  importer: 'fake-lib/index.js',
  module: './no-such-module.js',
  replacement: 'shims/heavy.js',
  reason: 'a module the library does not have',
  saved: 2048,
};

/** A hook of the plugin, called as Vite would (`this` given, errors thrown). */
function hook(plugin: Plugin, name: 'configResolved' | 'buildStart' | 'resolveId' | 'buildEnd') {
  const value = plugin[name] as unknown;
  const handler = (typeof value === 'function' ? value : (value as { handler: unknown }).handler) as (
    this: unknown,
    ...args: unknown[]
  ) => unknown;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return (...args: unknown[]) => handler.call(context, ...args);
}

describe('the rows', () => {
  it('name a stand-in of src/shims/, a reason and the bytes saved, at least 1 KB each', () => {
    for (const edge of LIBRARY_EDGES) {
      expect(edge.replacement).toMatch(/^src\/shims\//);
      expect(edge.reason.length).toBeGreaterThan(20);
      expect(edge.saved).toBeGreaterThanOrEqual(1024);
    }
  });

  it('match the importer they name inside node_modules, not a look-alike', () => {
    const test = importerTest('@mui/material/styles/*.mjs');
    expect(test('/app/node_modules/@mui/material/styles/createTheme.mjs')).toBe(true);
    expect(test('C:\\app\\node_modules\\@mui\\material\\styles\\ThemeProvider.mjs?v=1')).toBe(true);
    expect(test('/app/node_modules/@mui/material/styles/sub/createTheme.mjs')).toBe(false);
    expect(test('/app/node_modules/@mui/material/stylesXcreateTheme.mjs')).toBe(false);
    expect(test('/app/src/@mui/material/styles/createTheme.mjs')).toBe(false);
  });
});

describe('the build check, on the hooks', () => {
  it('fails at the end of the build, naming the row that replaced nothing', () => {
    const plugin = libraryEdges([existing, missing], '/project');
    hook(plugin, 'configResolved')({ command: 'build', build: { watch: null } } as unknown as ResolvedConfig);
    hook(plugin, 'buildStart')();
    expect(hook(plugin, 'resolveId')('./heavy.js', '/project/node_modules/fake-lib/index.js')).toBe(
      '/project/shims/heavy.js',
    );
    // The same module from another importer stays.
    expect(hook(plugin, 'resolveId')('./heavy.js', '/project/node_modules/other-lib/index.js')).toBeNull();
    expect(() => hook(plugin, 'buildEnd')()).toThrow(
      "Replaced nothing (no such import from those importers):\n- './no-such-module.js' imported by fake-lib/index.js -> shims/heavy.js",
    );
  });

  it('passes when every row replaced its module, and never checks outside a build', () => {
    const plugin = libraryEdges([existing], '/project');
    hook(plugin, 'configResolved')({ command: 'build', build: { watch: null } } as unknown as ResolvedConfig);
    hook(plugin, 'buildStart')();
    hook(plugin, 'resolveId')('./heavy.js', '/project/node_modules/fake-lib/index.js');
    expect(hook(plugin, 'buildEnd')()).toBeUndefined();

    const served = libraryEdges([existing, missing], '/project');
    hook(served, 'configResolved')({ command: 'serve', build: { watch: null } } as unknown as ResolvedConfig);
    expect(hook(served, 'buildEnd')()).toBeUndefined();
  });

  it('names a row whose importers are not in the bundle', () => {
    const used = new Map([[existing, new Set(['/project/node_modules/fake-lib/index.js'])]]);
    expect(edgesError([existing], used, () => true)).toBeNull();
    expect(edgesError([existing], used, () => false)).toContain(
      "Replaced a module for importers the bundle does not contain (take the row out):\n- './heavy.js' imported by fake-lib/index.js",
    );
  });
});

describe('the build check, in a build', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'library-edges-'));
    const lib = join(root, 'node_modules', 'fake-lib');
    mkdirSync(lib, { recursive: true });
    mkdirSync(join(root, 'shims'));
    writeFileSync(
      join(lib, 'package.json'),
      JSON.stringify({ name: 'fake-lib', type: 'module', main: 'index.js' }),
    );
    writeFileSync(
      join(lib, 'index.js'),
      "import { weight } from './heavy.js';\nexport const total = weight + 1;\n",
    );
    writeFileSync(join(lib, 'heavy.js'), "export const weight = 'the library module';\n");
    writeFileSync(join(root, 'shims', 'heavy.js'), "export const weight = 'the stand-in';\n");
    writeFileSync(join(root, 'main.js'), "import { total } from 'fake-lib';\nconsole.log(total);\n");
  });

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  const buildWith = (edges: LibraryEdge[]) =>
    build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [libraryEdges(edges, root)],
      build: { write: false, minify: false, lib: { entry: join(root, 'main.js'), formats: ['es'] } },
    });

  it('ships the stand-in for the importer named', async () => {
    const output = JSON.stringify(await buildWith([existing]));
    expect(output).toContain('the stand-in');
    expect(output).not.toContain('the library module');
  });

  it('fails, naming the row, when a row points at a module the library does not import', async () => {
    await expect(buildWith([existing, missing])).rejects.toThrow(
      "- './no-such-module.js' imported by fake-lib/index.js -> shims/heavy.js",
    );
  });
});
