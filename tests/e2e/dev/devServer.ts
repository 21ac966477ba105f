/** The dev server of the smoke test (playwright.dev.config.ts): its own port, beside `vite preview`'s. */
/** PA_DEV_E2E_PORT lets two checkouts run it side by side (default 5190). */
export const DEV_PORT = Number(process.env.PA_DEV_E2E_PORT || 5190);

export const DEV_BASE_URL = `http://127.0.0.1:${DEV_PORT}`;

/** `vite` (the README's `npm run dev`) started directly, so that stopping its pid frees the port. */
export const DEV_SERVER_COMMAND = `node node_modules/vite/bin/vite.js --host 127.0.0.1 --port ${DEV_PORT} --strictPort`;
