/**
 * Unit and integration tests (jsdom + Testing Library). Kept apart from vite.config.ts so the app build
 * and the test run do not share plugins they do not need.
 */
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': import.meta.dirname },
  },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    // Two cores on the build machines: one fork per core.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 15_000,
    hookTimeout: 15_000,
    restoreMocks: true,
  },
});
