/**
 * The console's production graph holds no seed row and no mock route (docs/mock-backend.md, "Where an
 * entity's mock lives"). Each entity's seed rows (`seed.ts`) and mock routes (`mock.ts`) are in its
 * folder, next to the console's code, and only the mock registry (resources/mock.ts, imported by mocks/
 * alone) reaches them, so they must be in the mock services' chunks only: those of mocks/browser.ts,
 * which the console loads on demand, to start the mocks in the demo mode (src/main.tsx `startMocks`) or
 * to reset the demo data. scripts/e2e.sh builds dist/ right before Playwright runs; this reads that
 * build.
 *
 * The console's chunks are those the entry reaches (static imports, dynamic imports and their preload
 * lists) without passing through the mock chunk. Each marker below is a text that only a seed or a mock
 * route holds (checked against the sources first, so a renamed message fails here, not silently): it
 * must be in the build, and only in chunks the console's graph does not reach.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const ASSETS = path.join(DIST, 'assets');

/** Texts of seeds and mock routes, and the file of resources/ each comes from. */
const MARKERS: Record<string, string> = {
  // Seed rows.
  'merchant.demo.test': 'store/store-detail/seed.ts',
  ShopeePay: 'store/transaction-external/seed.ts',
  RECON_: 'process/reconcile/seed.ts',
  // Mock routes.
  'already has a main account': 'store/store-detail/bank-account/mock.ts',
  'Nothing was approved': 'account/transfer-return/mock.ts',
  'Cannot change the status from': 'store/store-register-information/mock.ts',
  'is not a QR Credit payment': 'process/adjust-fee-qr-credit/mock.ts',
  'A role needs at least one menu': 'management/role/mock.ts',
};

function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).map((f) => path.join(dir, f));
}

/** The console's own sources: src/, i18n/ and resources/ but the seeds, the mock routes and their registry. */
function consoleSources(): string[] {
  const mockOnly = /(^|[\\/])(seed|mock)\.ts$/;
  return ['src', 'i18n', 'resources']
    .flatMap((dir) => filesUnder(path.join(ROOT, dir)))
    .filter((file) => /\.tsx?$/.test(file) && !mockOnly.test(file));
}

interface BuiltChunk {
  code: string;
  /** `import … from "./x.js"` and `import "./x.js"`. */
  imports: string[];
  /** Each `import("./x.js")` with the files of the preload list Vite gives it (`__vite__mapDeps`). */
  loads: { target: string; listed: string[] }[];
}

function readChunks(): Map<string, BuiltChunk> {
  const chunks = new Map<string, BuiltChunk>();
  for (const file of readdirSync(ASSETS).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(ASSETS, file), 'utf8');
    // The minifier writes module names in any of the three quotes (`import(\`./x.js\`)`).
    const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => m[1]);
    const names = /m\.f=(\[[^\]]*\])/.exec(code);
    const files = names
      ? (JSON.parse(names[1]) as string[])
          .map((f) => f.replace(/^assets\//, ''))
          .filter((f) => f.endsWith('.js'))
      : [];
    const all = names ? (JSON.parse(names[1]) as string[]).map((f) => f.replace(/^assets\//, '')) : [];
    const loads = [
      ...code.matchAll(
        /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)(?:[^;]{0,200}?__vite__mapDeps\(\[([\d,]*)\]\))?/g,
      ),
    ].map((m) => ({
      target: m[1],
      listed: (m[2] ?? '')
        .split(',')
        .filter((index) => index !== '')
        .map((index) => all[Number(index)])
        .filter((f) => f.endsWith('.js')),
    }));
    // A list the pattern above did not tie to its import still counts, for every import of the chunk.
    const tied = new Set(loads.flatMap((l) => l.listed));
    const untied = files.filter((f) => !tied.has(f));
    if (untied.length > 0) loads.push({ target: '', listed: untied });
    chunks.set(file, { code, imports, loads });
  }
  return chunks;
}

/**
 * Every chunk `from` can load, statically or on demand, without going through `avoid` (nor the preload
 * list of an import of `avoid`, which loads only with it).
 */
function reachable(chunks: Map<string, BuiltChunk>, from: string, avoid?: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file) || file === avoid) continue;
    seen.add(file);
    const chunk = chunks.get(file);
    if (!chunk) continue;
    stack.push(...chunk.imports);
    for (const load of chunk.loads) {
      if (load.target === avoid) continue;
      if (load.target !== '') stack.push(load.target);
      stack.push(...load.listed);
    }
  }
  return seen;
}

test.describe('production bundle and the mock services', () => {
  test('markers of seeds and mock routes are theirs only', () => {
    const sources = consoleSources().map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    expect(sources.length).toBeGreaterThan(100);
    for (const [marker, file] of Object.entries(MARKERS)) {
      expect(readFileSync(path.join(ROOT, 'resources', file), 'utf8'), `${file} holds "${marker}"`).toContain(
        marker,
      );
      const elsewhere = sources
        .filter(({ text }) => text.includes(marker))
        .map((s) => path.relative(ROOT, s.file));
      expect(elsewhere, `"${marker}" is in console code`).toEqual([]);
    }
  });

  test('no chunk the console loads holds a seed row or a mock route; the mock chunk loads on demand', () => {
    expect(existsSync(path.join(DIST, 'index.html')), 'dist/ is built (run scripts/e2e.sh)').toBe(true);
    const chunks = readChunks();
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const entry = /<script type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
    expect(entry, 'index.html names its entry chunk').toBeDefined();
    // The chunk of mocks/browser.ts, which the entry loads to start the mock services (it names MSW's
    // worker script; MSW's own code, in a chunk it loads, names it too).
    const entryCode = entry ? (chunks.get(entry)?.code ?? '') : '';
    const mockFile = /\bimport\(["'`]\.\/([\w.-]+\.js)["'`]\)\.then\(\(?(\w+)\)?=>\2\.startMockWorker\(/.exec(
      entryCode,
    )?.[1];
    expect(mockFile, 'the entry starts the mock services').toBeDefined();
    if (!entry || !mockFile) return;
    expect(chunks.get(mockFile)?.code, 'the mock chunk registers the worker script').toContain(
      'mockWorker.js',
    );

    // Nothing imports the mock chunk: it is loaded on demand, only to start the mock services
    // (src/main.tsx `startMocks`, which the boot calls in the demo mode only: tests/unit/boot/mock-mode)
    // or to reset the demo data (the shell offers it with the mocks on).
    const importers = [...chunks].filter(([, c]) => c.imports.includes(mockFile)).map(([f]) => f);
    expect(importers, 'chunks importing the mock chunk statically').toEqual([]);
    const loaders = [...chunks]
      .filter(([, c]) => c.loads.some((l) => l.target === mockFile || l.listed.includes(mockFile)))
      .map(([f]) => f);
    expect(loaders, 'the entry loads the mock chunk').toContain(entry);
    const escaped = mockFile.replace(/[.-]/g, '\\$&');
    for (const file of loaders) {
      const code = chunks.get(file)?.code ?? '';
      const uses = [...code.matchAll(new RegExp(`import\\(["'\`]\\./${escaped}["'\`]\\)([^;]{0,60})`, 'g'))];
      expect(uses.length, `${file} loads the mock chunk with import()`).toBeGreaterThan(0);
      for (const [, after] of uses) {
        expect(after, `${file} loads the mock chunk to start it or reset the demo data`).toMatch(
          /^\.then\(\(?(\w+)\)?=>\1\.(startMockWorker|resetDemoData)\(/,
        );
      }
    }

    const consoleChunks = reachable(chunks, entry, mockFile);
    expect(consoleChunks.has(mockFile)).toBe(false);
    const mockOnly = [...reachable(chunks, mockFile)].filter((f) => !consoleChunks.has(f));
    expect(mockOnly).toContain(mockFile);

    for (const marker of Object.keys(MARKERS)) {
      const holders = [...chunks].filter(([, c]) => c.code.includes(marker)).map(([f]) => f);
      expect(holders.length, `"${marker}" is in the build`).toBeGreaterThan(0);
      const leaked = holders.filter((f) => consoleChunks.has(f));
      expect(leaked, `"${marker}" is in a chunk the console loads`).toEqual([]);
      expect(
        holders.every((f) => mockOnly.includes(f)),
        `"${marker}" is only in the mock services' chunks`,
      ).toBe(true);
    }
  });
});
