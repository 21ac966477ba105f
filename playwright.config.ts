/**
 * End-to-end tests in Debian's Chromium against the production build served by `vite preview`.
 * Never downloads a browser. Run `bash scripts/e2e.sh` (builds first) or `npm run test:e2e`.
 */
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, PREVIEW_COMMAND } from './tests/e2e/support/chromium.ts';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const CI = !!process.env.CI;

const reporter: ReporterDescription[] = [
  ['list'],
  ['html', { outputFolder: 'playwright-report', open: 'never' }],
];
// scripts/test.sh asks for a machine-readable result to count passes and failures.
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporter.push(['json']);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Two workers on two cores; a third was tried and made tests time out on a loaded machine.
  workers: 2,
  timeout: 30_000,
  // On CI the run ends, with its report, rather than hang until the job is killed (about 8 min is usual).
  globalTimeout: CI ? 30 * 60_000 : 0,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    timezoneId: 'Asia/Bangkok',
    // The console honours the system's reduced-motion setting: no transitions to wait for.
    reducedMotion: 'reduce',
    // No click, fill or read waits for ever: a missing element fails that step, not the whole run.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      // Each demo account signs in once; tests that only need to be someone reuse it (openSignedIn).
      name: 'sign-in',
      testMatch: /\.setup\.ts$/,
      // The four accounts sign in on both workers (one after the other took a worker's 14 s alone).
      fullyParallel: true,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
    {
      name: 'chromium',
      dependencies: ['sign-in'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: PREVIEW_COMMAND,
    url: `${BASE_URL}/config.json`,
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
