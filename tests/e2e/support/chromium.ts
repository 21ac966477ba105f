/**
 * How the tests and the benchmark start Chromium: Debian's own build, never a downloaded one.
 * Plain constants with no imports, so playwright.config.ts and tests/bench can share them.
 */
export const BASE_URL = 'http://127.0.0.1:4173';

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
export const PREVIEW_COMMAND =
  'node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port 4173 --strictPort';
