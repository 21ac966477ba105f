import { defineConfig, type Plugin, type ResolveModulePreloadDependenciesFn, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { devIdentityProvider } from './mocks/idp/plugin.ts';
import { mockHttpPlugin } from './mocks/vite-plugin.ts';
import { contractPage } from './scripts/contract/devPage.ts';
import { LIBRARY_EDGES, libraryEdges } from './build/libraryEdges.ts';
import { legacyProps, legacyPropsPrebundle } from './build/legacyProps.ts';

/** Fonts of the first screen (Thai is the default language), preloaded; the CSS declares font-display: swap. */
const FIRST_SCREEN_FONTS = ['sarabun-thai-400-normal', 'sarabun-latin-400-normal', 'kanit-thai-400-normal'];

/** A chunk and every chunk it imports, directly or not: what is in once its code runs. */
function staticClosure(bundle: Rolldown.OutputBundle, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) staticClosure(bundle, dep, into);
  return into;
}

/**
 * Critical path (docs/performance.md): index.html asks at once for config.json, the chunks both boots
 * load (the entry imports either boot on demand) and the first screen's fonts, instead of discovering
 * each after the previous one ran.
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
        // The chunk that holds a boot's module (a group's chunk has no facade module).
        const bootOf = (suffix: string) => chunks.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)));
        const already = entry ? staticClosure(bundle, entry.fileName) : new Set<string>();
        // What both boots load (the public pages' chunk, which the console shares): the entry chooses
        // a boot only once it runs, and either boot's own chunks would be wasted bytes on the other.
        const files = (suffix: string) => {
          const chunk = bootOf(suffix);
          return chunk ? staticClosure(bundle, chunk.fileName) : new Set<string>();
        };
        const consoleFiles = files('/src/App.tsx');
        // The early start's chunk (and what it imports) first: it starts the requests (config, session
        // check, first page, the screen's declaration), while the big shared chunk is only evaluated
        // later. On HTTP/1.1 a browser opens six connections to a host, so the order is the order served.
        const earlyFiles = files('/src/boot/earlyStart.ts');
        const bothFiles = [...files('/src/public.tsx')]
          .filter((f) => consoleFiles.has(f))
          .sort((a, b) => Number(earlyFiles.has(b)) - Number(earlyFiles.has(a)));
        const tags = [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: '/config.json', as: 'fetch', crossorigin: 'anonymous' },
            injectTo: 'head' as const,
          },
          ...bothFiles
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

/**
 * First-screen chunks (docs/performance.md): three chunks instead of some thirty small ones shared with
 * other screens (each costs its import/export glue and a request on every cold load):
 * - `early`: what the console's entry starts before either boot's chunk has been evaluated
 *   (src/boot/earlyStart.ts: config.json, the multi-tab rule, the session check, the first page's call),
 *   about 4 KB;
 * - `public`: the public pages' code (src/public.tsx, the messages) and the libraries it uses. The console uses
 *   them too, so it loads this chunk; the public pages load it and `early` only;
 * - `app`: the console's code (its boot and <Admin> in src/App.tsx), the generated list (most screens open
 *   on a list) and the libraries they use beyond `public`. Apart, the list's part would be a 72 KB
 *   chunk of its own, over the 50 KB a screen's chunk may be.
 * Only the project's own modules are assigned, by the static closure of each root; the bundler then
 * brings each group the library modules its code really imports (includeDependenciesRecursively).
 * A library's barrel re-exports everything, so a closure through it would claim modules only other
 * screens use. Groups are made in priority order and a module goes to the first that takes it, so
 * `app` imports `public` and never the other way round. Code only other screens import (date
 * pickers, forms, exports) keeps its own chunks.
 */
function firstScreenChunks() {
  const roots: [name: string, suffixes: string[]][] = [
    // The entry loads the messages for the public pages (i18n/index.ts) beside src/public.tsx.
    // What the console's entry starts before either boot's chunk has been evaluated (config.json, the
    // session check): a small chunk of its own, which both boots then import.
    // The registry's heads (resources/index.ts) too: the entry starts the opened screen's declaration.
    ['early', ['/src/boot/earlyStart.ts', '/resources/index.ts']],
    // The frame of the public pages, which the console's 403 and 404 pages use too.
    ['public', ['/src/public.tsx', '/i18n/index.ts', '/src/pages/PublicCard.tsx']],
    ['app', ['/src/App.tsx', '/src/schema/list/GeneratedList.tsx']],
  ];
  /**
   * Pages a boot asks for beside its chunk: the sign-in card (src/public.tsx). Its own code is a chunk
   * of its own, which the console's first screen does not load; the libraries it shares with other
   * code go to the boot's group, else the bundler could put them in `app` and /login would load it.
   * A library only the page imports (MUI's Link) stays with the page.
   */
  const besideBoot: [name: string, suffixes: string[]][] = [['public', ['/src/pages/SignInCard.tsx']]];
  const owner = new Map<string, string>();
  const own = (id: string) => id.startsWith(`${import.meta.dirname}/`) && !id.includes('/node_modules/');
  const plugin: Plugin = {
    name: 'payment-admin:first-screen-chunks',
    apply: 'build',
    buildEnd() {
      owner.clear();
      const ids = [...this.getModuleIds()];
      /** The project's modules statically reachable from those ending in `suffixes`, but `skip`'s. */
      const ownClosure = (suffixes: string[], skip: (id: string) => boolean) => {
        const found = new Set<string>();
        const stack = ids.filter((id) => suffixes.some((suffix) => id.endsWith(suffix)));
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (found.has(id) || !own(id) || skip(id)) continue;
          found.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      for (const [name, suffixes] of roots)
        for (const id of ownClosure(suffixes, (id) => owner.has(id))) owner.set(id, name);
      for (const [name, suffixes] of besideBoot) {
        const page = ownClosure(suffixes, (id) => owner.has(id));
        for (const id of page) {
          for (const library of this.getModuleInfo(id)?.importedIds ?? []) {
            if (own(library)) continue;
            const info = this.getModuleInfo(library);
            const shared = (info?.importers ?? []).some(
              (importer) => !page.has(importer) && owner.has(importer),
            );
            if (!shared) continue;
            // A component's folder index only re-exports it: the bundler places the modules it names.
            const modules = /[\\/]index\.m?js$/.test(library) ? (info?.importedIds ?? []) : [library];
            for (const module of modules) if (!owner.has(module)) owner.set(module, name);
          }
        }
      }
      // The console's modules the page's mock backend imports (the permission rules, the master lists)
      // go to `early`: in `app` they would have the demo mode's backend wait for the console's biggest
      // chunk to load and run before it could answer (docs/performance.md, "The demo mode").
      for (const id of ownClosure(['/mocks/pageBackend.ts'], () => false))
        if (owner.has(id)) owner.set(id, 'early');
    },
    // The pages beside a boot load without the later groups' chunks (/login without the console's):
    // the build fails, naming the page, when a change of imports would make one of them load it.
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      for (const [name, suffixes] of besideBoot) {
        const later = roots.slice(roots.findIndex(([root]) => root === name) + 1).map(([root]) => root);
        const pages = chunks.filter((c) => suffixes.some((suffix) => c.facadeModuleId?.endsWith(suffix)));
        for (const page of pages) {
          const seen = new Set<string>();
          const stack = [...page.imports];
          while (stack.length > 0) {
            const file = stack.pop() as string;
            const chunk = byFile.get(file);
            if (seen.has(file) || !chunk) continue;
            seen.add(file);
            if (later.includes(chunk.name))
              this.error(
                `${page.facadeModuleId} loads the \`${chunk.name}\` chunk: see besideBoot in vite.config.ts`,
              );
            stack.push(...chunk.imports);
          }
        }
      }
    },
  };
  const groups = [
    // Vite's helper that preloads a dynamic import's chunks: the entry needs it to start either boot,
    // and would otherwise import it from the first group that uses it, waiting for that whole chunk.
    { name: 'preload', test: /vite\/preload-helper/, priority: roots.length + 1 },
    ...roots.map(([name], index) => ({
      name,
      test: (id: string) => owner.get(id) === name,
      priority: roots.length - index,
    })),
  ];
  return { plugin, groups };
}

/**
 * Shorter preload lists (docs/performance.md, "Bytes"). For each dynamic import Vite writes the list of
 * chunks to preload with it (`__vite__mapDeps`), file names that hardly compress, into the importing
 * chunk. Two kinds of entries are dropped:
 * - the chunks the importing chunk imports itself, directly or not: its code runs only once they are in;
 * - the mock services' chunks (mocks/browser.ts) from every other list. The list of the mock chunk's own
 *   import (the entry's) names it first, then the code it starts at once (its worker's and its
 *   backend's chunks: about ten names, in every mode), so the demo mode loads them side by side.
 */
function preloadLists() {
  let bundle: Rolldown.OutputBundle | undefined;
  const plugin: Plugin = {
    name: 'payment-admin:preload-lists',
    apply: 'build',
    // Before Vite's own generateBundle, which writes the lists and calls resolveDependencies.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (file, deps, { hostId }) => {
    if (!bundle) return deps;
    const imported = bundle[file];
    const loaded = staticClosure(bundle, hostId);
    const rest = deps.filter((dep) => !loaded.has(dep));
    if (imported?.type === 'chunk' && imported.facadeModuleId?.endsWith('/mocks/browser.ts')) {
      // The mock chunk starts its worker's and its backend's code as soon as it runs (mocks/browser.ts):
      // listed here, they load beside it instead of a round trip (and its evaluation) later. It comes
      // first, so it is asked for before them (a host gets six connections): it registers the worker.
      const wanted = new Set<string>([file, ...rest]);
      for (const dynamic of imported.dynamicImports) staticClosure(bundle, dynamic, wanted);
      return [...wanted].filter((dep) => !loaded.has(dep));
    }
    // The imported chunk alone needs no list: the import asks for it.
    return rest.length === 1 && rest[0] === file ? [] : rest;
  };
  return { plugin, resolveDependencies };
}

const firstScreen = firstScreenChunks();
const preloads = preloadLists();

/**
 * The engine's entries (docs/architecture.md, "Which module may import which"): resources/ imports
 * src/schema, src/data, src/components and src/auth through these modules only. They re-export and do
 * nothing else, and are told so: then the bundler links a page to the modules whose exports it uses,
 * not to every module its entry names. Without it an entry shared by several pages became a chunk of
 * its own importing all of them, and a list page importing `GeneratedList` loaded the form and view
 * parts of every other custom page too (about 38 KB more for the funding lists).
 */
const ENGINE_ENTRIES = /\/src\/(schema\/(index|pages)|data\/index|components\/index|auth\/index)\.ts$/;

/**
 * The charts' code (resources/today/charts, on the start page and the transaction lists), 95 KB gzip,
 * in three chunks that load side by side: the d3 and gesture libraries only the charts use,
 * @mui/x-charts' internals, and the chart parts with our own code (about 30 KB gzip each). As one chunk
 * it would be the only screen chunk over the 50 KB budget (docs/performance.md, "Budgets"). The
 * libraries' group comes first: a group also takes the modules its own import, and the internals
 * import d3.
 */
const CHART_GROUPS = [
  {
    name: 'chartsLibs',
    test: /[\\/]node_modules[\\/](@mui[\\/]x-internal-gestures|d3-[a-z-]+|internmap|flatqueue|bezier-easing)[\\/]/,
  },
  { name: 'chartsCore', test: /[\\/]node_modules[\\/]@mui[\\/]x-charts[\\/](esm[\\/])?internals[\\/]/ },
];

// 127.0.0.1 everywhere: localhost would be another issuer with other cookies.
export default defineConfig({
  plugins: [
    react(),
    devIdentityProvider(),
    mockHttpPlugin(),
    // The services contract at /dev/contract, in the dev server only (docs/contract.md).
    contractPage(import.meta.dirname),
    bootPreloads(),
    firstScreen.plugin,
    preloads.plugin,
    libraryEdges(LIBRARY_EDGES, import.meta.dirname),
    // After the library edges: react-admin on MUI 9 (build/legacyProps.ts).
    legacyProps(import.meta.dirname),
  ],
  // The pre-bundled libraries of the dev server get react-admin's MUI too (build/legacyProps.ts).
  optimizeDeps: { rolldownOptions: { plugins: [legacyPropsPrebundle(import.meta.dirname)] } },
  resolve: {
    alias: { '@': import.meta.dirname },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    // Hidden maps (no sourceMappingURL) only for `npm run bench`, which attributes bytes with them.
    sourcemap: process.env.PA_BENCH_SOURCEMAP ? 'hidden' : false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (ENGINE_ENTRIES.test(id) ? false : undefined) },
      output: {
        codeSplitting: { groups: [...firstScreen.groups, ...CHART_GROUPS] },
      },
    },
  },
});
