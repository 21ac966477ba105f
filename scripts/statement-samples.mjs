#!/usr/bin/env node
/**
 * Writes bank statement files generated from the mock database's seed:
 *   node scripts/statement-samples.mjs                 10-line samples per bank → tests/fixtures/statements/
 *   node scripts/statement-samples.mjs --large [N] [BANK] [DIR]
 *                                                      N synthetic lines (default 100000, KBANK) → DIR (default /tmp)
 * The TypeScript generators (mocks/statements/) are loaded through Vite's module loader.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';

const ROOT = join(import.meta.dirname, '..');
const args = process.argv.slice(2);

const vite = await createServer({
  root: ROOT,
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const samples = await vite.ssrLoadModule('/mocks/statements/samples.ts');
  if (args[0] === '--large') {
    const count = Number(args[1] ?? 100_000);
    const bank = args[2] ?? 'KBANK';
    const dir = args[3] ?? '/tmp';
    const file = samples.largeStatement(bank, count);
    mkdirSync(dir, { recursive: true });
    const path = join(dir, file.name.replace(/(\.\w+)$/, `_${count}$1`));
    writeFileSync(path, file.bytes);
    console.log(`${path} (${file.bytes.length} bytes, ${count} lines)`);
  } else {
    const { createMockDb } = await vite.ssrLoadModule('/mocks/db/index.ts');
    const db = createMockDb();
    const dir = join(ROOT, 'tests', 'fixtures', 'statements');
    mkdirSync(dir, { recursive: true });
    for (const file of samples.sampleFiles(db.table('qrTransactions').list())) {
      writeFileSync(join(dir, file.name), file.bytes);
      console.log(`${join('tests/fixtures/statements', file.name)} (${file.bytes.length} bytes)`);
    }
  }
} finally {
  await vite.close();
}
