/**
 * Unit and integration tests (jsdom + Testing Library). Kept apart from vite.config.ts so the app build
 * and the test run do not share plugins they do not need.
 *
 * Files share their worker's modules (`isolate: false`): react-admin, MUI and the registry are loaded
 * once per worker instead of once per file, which took about a third of the run. The conditions that
 * sharing asks of a file are in docs/testing.md (no file replaces a module with `vi.mock`: one that must
 * would need a fresh module graph, a project of its own with `isolate: true`).
 */
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { MatrixFirstSequencer } from './tests/setup/sequencer.ts';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': import.meta.dirname },
  },
  test: {
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
