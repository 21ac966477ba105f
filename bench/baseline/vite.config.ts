/**
 * Build of the bench's baseline app (bench/baseline/), run by `npm run bench` after the console's
 * build: the same node_modules and Vite, react's plugin, default build options, served from the same
 * `vite preview` under /bench-baseline/ so both apps talk to the same mock HTTP server.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;
const projectRoot = join(root, '..', '..');
const config = JSON.parse(readFileSync(join(projectRoot, 'public', 'config.json'), 'utf8')) as {
  services: { master: { apiKey: string } };
};

export default defineConfig({
  root,
  base: '/bench-baseline/',
  publicDir: false,
  plugins: [react()],
  define: { __BASELINE_API_KEY__: JSON.stringify(config.services.master.apiKey) },
  build: {
    outDir: join(projectRoot, 'dist', 'bench-baseline'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 2000,
  },
  logLevel: 'warn',
});
