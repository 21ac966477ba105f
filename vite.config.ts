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

/** What the bundler tells about a module while it groups chunks (rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * First-screen chunks (docs/performance.md): the console's static graph (src/App.tsx and everything it
 * imports beyond the entry's own graph) is one chunk, `app`, and the generated list's static graph
 * (less the above) another, `list`, instead of some thirty small chunks shared with other screens:
 * each costs its import/export glue and a request on every cold load. Code only other screens import
 * (date pickers, forms, exports) keeps its own chunks.
 */
function firstScreenGroups() {
  const roots: [name: string, suffix: string][] = [
    ['boot', '/src/main.tsx'],
    ['app', '/src/App.tsx'],
    ['list', '/src/schema/list/GeneratedList.tsx'],
  ];
  let owner: Map<string, string> | undefined;
  const closure = (graph: ModuleGraph, root: string, into: Map<string, string>, name: string) => {
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (into.has(id)) continue;
      const info = graph.getModuleInfo(id);
      if (!info) continue;
      into.set(id, name);
      stack.push(...info.importedIds);
    }
  };
  const named = (id: string, graph: ModuleGraph): string | null => {
    if (!owner) {
      const found = new Map<string, string>();
      // Every module id the bundler knows starts from the entry's graph; find the roots by path.
      const ids = new Set<string>();
      const all = (start: string) => {
        const stack = [start];
        while (stack.length > 0) {
          const next = stack.pop() as string;
          if (ids.has(next)) continue;
          ids.add(next);
          const info = graph.getModuleInfo(next) as {
            importedIds: readonly string[];
            dynamicallyImportedIds?: readonly string[];
          } | null;
          if (info) stack.push(...info.importedIds, ...(info.dynamicallyImportedIds ?? []));
        }
      };
      all(`${import.meta.dirname}/src/main.tsx`);
      for (const [name, suffix] of roots) {
        const root = [...ids].find((m) => m.endsWith(suffix));
        if (root) closure(graph, root, found, name);
      }
      owner = found;
    }
    return owner.get(id) ?? null;
  };
  // The entry's own graph (boot) is not grouped; the modules of it the console also uses come along
  // into `app` (includeDependenciesRecursively), so the entry imports `app`: both are needed before
  // anything renders, and index.html asks for both at once.
  return (id: string, graph: ModuleGraph): string | null => {
    const name = named(id, graph);
    return name === null || name === 'boot' ? null : name;
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: firstScreenGroups(), debugName: 'first-screen' }],
        },
      },
    },
  },
});
