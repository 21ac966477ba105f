/**
 * The production build's preload lists (vite.config.ts, `preloadLists`; docs/performance.md, "Bytes").
 * For each dynamic import, Vite writes into the importing chunk the chunks to preload with it. The build
 * drops what the importing chunk already has (its own static imports, transitively) and the mock
 * services' chunk from every list but its own import's (the entry's, which names it first, then the
 * code it starts: the demo mode loads them side by side); what is left must still name files that
 * exist. scripts/e2e.sh builds dist/ right before Playwright runs, so this reads that build (the other
 * specs run it, with the mock services in the page as the demo does).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/index.ts';

const ASSETS = path.resolve(import.meta.dirname, '../../dist/assets');

interface BuiltChunk {
  /** Files it imports statically (`import … from "./x.js"`). */
  imports: string[];
  /** Each dynamic import's preload list, as file names, with the file it imports. */
  lists: { target: string | undefined; files: string[] }[];
}

function readChunks(): Map<string, BuiltChunk> {
  const chunks = new Map<string, BuiltChunk>();
  for (const file of readdirSync(ASSETS).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(ASSETS, file), 'utf8');
    const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]);
    const names = /m\.f=(\[[^\]]*\])/.exec(code);
    const files = names ? (JSON.parse(names[1]) as string[]).map((f) => f.replace(/^assets\//, '')) : [];
    // `import("./x.js")…,__vite__mapDeps([…])`: the list Vite's preload helper is given for that import.
    const lists = [
      ...code.matchAll(
        /(?:import\(["'`]\.\/([\w.-]+\.js)["'`]\)[^;]{0,200}?)?__vite__mapDeps\(\[([\d,]*)\]\)/g,
      ),
    ].map((m) => ({
      target: m[1],
      files: m[2] === '' ? [] : m[2].split(',').map((index) => files[Number(index)]),
    }));
    chunks.set(file, { imports, lists });
  }
  return chunks;
}

function loadedWith(chunks: Map<string, BuiltChunk>, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const dep of chunks.get(file)?.imports ?? []) loadedWith(chunks, dep, into);
  return into;
}

test.describe('production bundle preload lists', () => {
  test('name existing files, never what the importing chunk has, never the mock services', () => {
    expect(existsSync(ASSETS), 'dist/ is built (run scripts/e2e.sh)').toBe(true);
    const chunks = readChunks();
    // The chunk of mocks/browser.ts, which the entry loads to start the mock services.
    const mockFile = [...chunks.keys()].find((name) =>
      /\bexport\s*\{[^}]*\bstartMockWorker\b[^}]*\}/.test(readFileSync(path.join(ASSETS, name), 'utf8')),
    );
    expect(mockFile, 'the mock services are in the build').toBeDefined();
    let lists = 0;
    for (const [file, chunk] of chunks) {
      const loaded = loadedWith(chunks, file);
      for (const list of chunk.lists) {
        lists += 1;
        for (const dep of list.files) {
          expect(chunks.has(dep) || existsSync(path.join(ASSETS, dep)), `${file} lists ${dep}`).toBe(true);
          expect(loaded.has(dep), `${file} lists ${dep}, which it imports itself`).toBe(false);
          // Only the mock chunk's own import names it (first, so it is asked for before what it starts).
          if (list.target !== mockFile)
            expect(dep, `${file} lists the mock services' chunk`).not.toBe(mockFile);
        }
        if (list.target === mockFile)
          expect(list.files[0], `${file}'s list for the mock chunk`).toBe(mockFile);
      }
    }
    // The route screens' forms and pages still come with their chunks' lists.
    expect(lists).toBeGreaterThan(10);
  });
});
