/**
 * Unit and integration tests (jsdom + Testing Library). Kept apart from vite.config.ts so the app build
 * and the test run do not share plugins they do not need; they share the library edges
 * (build/libraryEdges.ts), so the tests run the library modules the build ships.
 *
 * Files share their worker's modules (`isolate: false`): react-admin, MUI and the registry are loaded
 * once per worker instead of once per file, which took about a third of the run. The conditions that
 * sharing asks of a file are in docs/testing.md (no file replaces a module with `vi.mock`: one that must
 * would need a fresh module graph, a project of its own with `isolate: true`).
 */
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { MatrixFirstSequencer } from './tests/setup/sequencer.ts';
import { LIBRARY_EDGES, libraryEdges } from './build/libraryEdges.ts';

/** The libraries whose modules a row of build/libraryEdges.ts replaces, and the packages importing them. */
const EDGE_LIBRARIES = [
  '@mui/material',
  '@mui/icons-material',
  '@mui/x-date-pickers',
  'ra-core',
  'ra-ui-materialui',
  'react-admin',
  'ra-i18n-polyglot',
  'ra-data-simple-rest',
  'msw',
];

export default defineConfig({
  plugins: [react(), libraryEdges(LIBRARY_EDGES, import.meta.dirname)],
  resolve: {
    alias: { '@': import.meta.dirname },
  },
  test: {
    // The libraries the table's rows replace modules of go through Vite (and so through the plugin)
    // instead of Node's own loader, and so does every package that imports them, so that each is
    // loaded once. node-polyglot's `require('object.entries')` stays Node's: a CommonJS require in a
    // CommonJS package, which no Vite plugin sees (docs/performance.md, "Library edges").
    server: { deps: { inline: EDGE_LIBRARIES } },
    environment: 'jsdom',
    setupFiles: ['tests/setup/vitest.setup.ts'],
    // Two cores on the build machines: one fork per core.
    pool: 'forks',
    maxWorkers: 2,
    // Limits against a hang, not speed checks: a first render on a busy two-core machine takes seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    sequence: { sequencer: MatrixFirstSequencer },
    restoreMocks: true,
    unstubGlobals: true,
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    isolate: false,
  },
});
