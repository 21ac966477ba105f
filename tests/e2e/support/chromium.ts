/**
 * How the tests and the benchmark start Chromium: Debian's own build, never a downloaded one.
 * Plain constants with no imports, so playwright.config.ts and tests/bench can share them.
 */
/** PA_E2E_PORT lets two checkouts run their end-to-end tests side by side (default 4173). */
export const E2E_PORT = Number(process.env.PA_E2E_PORT || 4173);

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const CHROMIUM_PATH = process.env.PA_CHROMIUM_PATH || '/usr/bin/chromium';

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
