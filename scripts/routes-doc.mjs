#!/usr/bin/env node
/**
 * `npm run docs:routes`: rewrites the tables of docs/routes.md that the registry holds (the menus and the
 * screens the specification does not route) from the declarations (scripts/routesDoc.ts). The
 * TypeScript registry is loaded through Vite's module loader.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';

const ROOT = join(import.meta.dirname, '..');
const vite = await createServer({
  root: ROOT,
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { renderRoutesDoc, ROUTES_DOC } = await vite.ssrLoadModule('/scripts/routesDoc.ts');
  const { registry, resources } = await vite.ssrLoadModule('/resources/declared.ts');
  const file = join(ROOT, ROUTES_DOC);
  const before = readFileSync(file, 'utf8');
  const after = await renderRoutesDoc(before, registry, resources);
  if (after === before) console.log(`${ROUTES_DOC} is up to date`);
  else {
    writeFileSync(file, after);
    console.log(`${ROUTES_DOC} rewritten from the registry`);
  }
} finally {
  await vite.close();
}
