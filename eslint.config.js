import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The mock backend's surface of the engine (mocks/, and the entities' seed.ts and mock.ts): src/ only
// through the entries that hold no React, since the mock runs in node (the tests, the dev server) as
// well as in the page. The declaration types and the lazy registry (src/schema/index.ts), the menu
// catalogue's types and the permission map (src/auth/index.ts), the types of config.json
// (src/config/index.ts, types only) and the contract's leaf modules. The pages', data layer's and
// widgets' entries (src/schema/pages.ts, src/data/index.ts, src/components/index.ts) are the console's.
const MOCK_ENTRIES = {
  under: 'src',
  entries: ['schema/index.ts', 'auth/index.ts', 'config/index.ts', 'contract/'],
  why: 'the mock backend reaches the engine through its node-safe entries (src/schema/index.ts, src/auth/index.ts, src/config/index.ts) and src/contract, never a module inside it nor a React entry',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public/mockServiceWorker.js',
      'guide-replay.tmp',
      'test-results',
      'playwright-report',
      'bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The demo mode's worker script runs in a service worker's global scope.
  { files: ['public/mockWorker.js'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['src/**', 'resources/**', 'i18n/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  // Import boundaries (docs/architecture.md): the arrows run one way. Each block names what a folder
  // may not import; tests/unit/shell/import-boundaries.test.ts proves the rule against a bad import.
  ...boundaries([
    {
      files: ['src/contract/**'],
      forbid: [
        'src',
        'resources',
        'i18n',
        'mocks',
        'schema',
        'data',
        'auth',
        'layout',
        'pages',
        'components',
        'config',
      ],
      why: 'the contract shared by src/data and mocks/ imports nothing of the app',
    },
    {
      files: [
        'src/schema/**',
        'src/data/**',
        'src/auth/**',
        'src/components/**',
        'src/config/**',
        'src/boot/**',
      ],
      forbid: ['resources', 'i18n', 'mocks', 'layout', 'pages'],
      why: 'the engine imports neither the app (resources/, i18n/, mocks/: only src/main.tsx, src/App.tsx and src/app/ do) nor the shell (layout/, pages/)',
    },
    {
      files: ['src/layout/**', 'src/pages/**'],
      forbid: ['resources', 'i18n', 'mocks'],
      why: 'only the composition root (src/main.tsx, src/App.tsx, src/app/) imports resources/, i18n/ and mocks/; the shell gets them through context',
    },
    {
      files: ['src/*.ts', 'src/*.tsx', 'src/app/**'],
      forbid: ['seed.ts', 'mock.ts'],
      why: "the console never imports an entity's seed rows or mock routes: only mocks/ reaches them, through resources/mock.ts",
    },
    {
      files: ['resources/**'],
      ignores: ['resources/**/seed.ts', 'resources/**/mock.ts', 'resources/mock.ts'],
      forbid: ['mocks', 'i18n', 'layout', 'pages', 'seed.ts', 'mock.ts'],
      why: "resources/ imports the engine and resources/catalog, never the mock backend (nor an entity's seed.ts or mock.ts), i18n or the shell",
      // The engine's surface: src/ only through its entries (and the contract's leaf modules).
      only: {
        under: 'src',
        entries: [
          'schema/index.ts',
          'schema/pages.ts',
          'data/index.ts',
          'components/index.ts',
          'auth/index.ts',
          'contract/',
        ],
        // Reported by the folder rule above.
        skip: ['layout/', 'pages/'],
        why: 'resources/ reaches the engine through its entries (src/schema/index.ts for declarations, src/schema/pages.ts for pages, src/data/index.ts, src/components/index.ts, src/auth/index.ts), never a module inside it',
      },
    },
    {
      files: ['resources/**/seed.ts', 'resources/**/mock.ts', 'resources/mock.ts'],
      forbid: ['i18n', 'layout', 'pages'],
      why: "an entity's seed rows and mock routes are the mock backend's (they import mocks/ plumbing), never the shell's",
      only: { ...MOCK_ENTRIES, skip: ['layout/', 'pages/'] },
    },
    {
      files: ['i18n/**'],
      forbid: ['resources', 'mocks', 'data'],
      why: 'i18n is given the registry by the composition root (createI18nProvider) and imports nothing of src/data (what it words, e.g. the failure kinds, is in src/contract)',
    },
    {
      files: ['mocks/**'],
      forbid: ['i18n', 'layout', 'pages', 'App.tsx', 'main.tsx', 'public.tsx', 'runtime.tsx'],
      why: 'the mock backend is built from the declarations and the contract, never from the shell',
      only: {
        ...MOCK_ENTRIES,
        // Reported by the folder rule above.
        skip: ['layout/', 'pages/', 'App.tsx', 'main.tsx', 'public.tsx', 'runtime.tsx'],
      },
    },
  ]),
);

/**
 * One `no-restricted-imports` block per folder: a relative import reaching a forbidden folder fails.
 * With `only`, an import into the folder `under` (relative, or by the `@/` alias) fails unless it names
 * one of `entries` (a file, or a folder ending in `/`) or a path of `skip`.
 */
function boundaries(rules) {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return rules.map(({ files, ignores, forbid, why, only }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid.map((name) => ({
              regex: `^\\.{1,2}/(.*/)?${escape(name)}(/|$)`,
              message: `Import boundary: ${why}.`,
            })),
            ...(only
              ? [
                  {
                    regex: `^(?:(?:\\.\\./)+|@/)${escape(only.under)}/(?!(?:${[...only.entries, ...only.skip]
                      .map((entry) => (entry.endsWith('/') ? escape(entry) : `${escape(entry)}$`))
                      .join('|')}))`,
                    message: `Import boundary: ${only.why}.`,
                  },
                ]
              : []),
          ],
        },
      ],
    },
  }));
}
