/**
 * How the end-to-end tests start Chromium: Debian's own build, never a downloaded one.
 * Plain constants with no imports (playwright.config.ts reads them).
 */
/** PA_E2E_PORT lets two checkouts run their end-to-end tests side by side (default 4173). */
export const E2E_PORT = Number(process.env.PA_E2E_PORT || 4173);

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * The tests run in Debian's Chromium headless shell (package `chromium-headless-shell`): the same
 * engine as `/usr/bin/chromium` without the browser's windowing layers, about a fifth less CPU for the
 * same tests on the two-core machine (docs/testing.md). The benchmark keeps the full browser.
 */
export const CHROMIUM_PATH =
  process.env.PA_HEADLESS_SHELL_PATH || '/usr/lib/chromium/chromium-headless-shell';

/** The machines have no internet: keep Chromium from calling home (updates, sync, QUIC probes). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `vite preview` started directly (not through npx) so that stopping its pid frees the port. */
export const PREVIEW_COMMAND = `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${E2E_PORT} --strictPort`;
