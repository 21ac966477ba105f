/**
 * The README's first command, `npm run dev`, kept working: one short smoke test (tests/e2e/dev/) in
 * Debian's Chromium against Vite's dev server on its own port, started and stopped here. The dev server
 * runs React in development, so the test also sees React's warnings. `scripts/e2e.sh` runs it after the
 * tests of the production build (docs/testing.md).
 */
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium.ts';
import { DEV_BASE_URL, DEV_SERVER_COMMAND } from './tests/e2e/dev/devServer.ts';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const CI = !!process.env.CI;

const reporter: ReporterDescription[] = [['list']];
// scripts/test.sh asks for a machine-readable result to count passes and failures.
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporter.push(['json']);

export default defineConfig({
  testDir: 'tests/e2e/dev',
  testMatch: /\.dev\.ts$/,
  // Apart from the build's tests' folder, which their run empties first.
  outputDir: 'test-results-dev',
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 1,
  // The dev server compiles each module on its first request: on a busy two-core machine the first
  // screen after a cold start takes tens of seconds, against about one in the build.
  timeout: 240_000,
  expect: { timeout: 60_000 },
  reporter,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: DEV_BASE_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    timezoneId: 'Asia/Bangkok',
    reducedMotion: 'reduce',
    actionTimeout: 20_000,
    navigationTimeout: 60_000,
    acceptDownloads: true,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: DEV_SERVER_COMMAND,
    url: `${DEV_BASE_URL}/config.json`,
    // Always its own server: one left running by someone else could be another checkout.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
