import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { devIdentityProvider } from './mocks/idp/plugin.ts';
import { mockHttpPlugin } from './mocks/vite-plugin.ts';

/** Fonts of the first screen (Thai is the default language), preloaded; the CSS declares font-display: swap. */
const FIRST_SCREEN_FONTS = ['sarabun-thai-400-normal', 'sarabun-latin-400-normal', 'kanit-thai-400-normal'];

/**
 * Critical path (docs/performance.md): index.html asks at once for config.json, the console's chunk
 * with everything it imports statically (the entry only imports it on demand) and the first screen's
 * fonts, instead of discovering each after the previous one ran.
 */
function bootPreloads(): Plugin {
  return {
    name: 'payment-admin:boot-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const entry = chunks.find((c) => c.isEntry);
        const app = chunks.find((c) => c.facadeModuleId?.endsWith('/src/App.tsx'));
        const already = new Set<string>();
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') for (const dep of chunk.imports) walk(dep, into);
        };
        if (entry) walk(entry.fileName, already);
        const appFiles = new Set<string>();
        if (app) walk(app.fileName, appFiles);
        const tags = [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: '/config.json', as: 'fetch', crossorigin: 'anonymous' },
            injectTo: 'head' as const,
          },
          ...[...appFiles]
            .filter((f) => !already.has(f))
            .map((f) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: '', href: `/${f}` },
              injectTo: 'head' as const,
            })),
          ...Object.values(bundle)
            .filter(
              (a) =>
                a.type === 'asset' &&
                a.fileName.endsWith('.woff2') &&
                FIRST_SCREEN_FONTS.some((font) => a.fileName.includes(`/${font}-`)),
            )
            .map((a) => ({
              tag: 'link',
              attrs: {
                rel: 'preload',
                href: `/${a.fileName}`,
                as: 'font',
                type: 'font/woff2',
                crossorigin: '',
              },
              injectTo: 'head' as const,
            })),
        ];
        return tags;
      },
    },
  };
}

// 127.0.0.1 everywhere: localhost would be another issuer with other cookies.
export default defineConfig({
  plugins: [react(), devIdentityProvider(), mockHttpPlugin(), bootPreloads()],
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
