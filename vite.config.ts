import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { devIdentityProvider } from './mocks/idp/plugin.ts';
import { mockHttpPlugin } from './mocks/vite-plugin.ts';

// 127.0.0.1 everywhere: localhost would be another issuer with other cookies.
export default defineConfig({
  plugins: [react(), devIdentityProvider(), mockHttpPlugin()],
  resolve: {
    alias: {
      '@': import.meta.dirname,
      // See src/shims/object-entries.cjs: a native stand-in for a polyfill react-admin's i18n pulls in.
      'object.entries': `${import.meta.dirname}/src/shims/object-entries.cjs`,
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // Hidden maps (no sourceMappingURL) only for `npm run bench`, which attributes bytes with them.
    sourcemap: process.env.PA_BENCH_SOURCEMAP ? 'hidden' : false,
    chunkSizeWarningLimit: 900,
  },
});
