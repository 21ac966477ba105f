/**
 * The mock backend's registry of entities (docs/mock-backend.md): every entity's seed tables (the
 * `seed.ts` of its folder) and its hand-written mock routes (the `mock.ts` of its folder), found by
 * their file name, so adding an entity adds no line here. Only mocks/ imports this module (the database
 * takes its tables from here, the handlers its routes); the console never does, and the test of the
 * built bundle (tests/e2e/bundle-mocks.spec.ts) holds that no seed row or mock route reaches a chunk
 * the console loads. The worked example of docs/adding-a-resource.md (resources/examples/) is not in
 * the registry, so its seed is not here either (its test hands the table to the mock server).
 *
 * - A `seed.ts` exports its tables (`seedTable`, typed from the entity's declaration, and
 *   `seedUndeclaredTable` for a table no declaration names: mocks/db/seeds/define.ts); every export
 *   that is a table is one.
 * - A `mock.ts` exports `routes()`: the calls the generic routes of the declarations cannot answer
 *   (mocks/handlers/entities.ts), which may take a generated route over (`overrides`). It may export
 *   helpers other entities' routes share.
 */
import type { DeclaredTable } from '../mocks/db/seeds/define.ts';

type SeedModule = Readonly<Record<string, unknown>>;
type MockModule = Readonly<Record<string, unknown>> & { routes?: unknown };

interface Modules {
  seeds: Readonly<Record<string, SeedModule>>;
  mocks: Readonly<Record<string, MockModule>>;
}

/**
 * The files by name, as Vite (the dev and preview servers, the build, vitest) finds them. Anything that
 * loads TypeScript without Vite (the Playwright specs that read the seed) has no `import.meta.glob`, and
 * reads the folders instead.
 */
async function findModules(): Promise<Modules> {
  try {
    return {
      seeds: import.meta.glob<SeedModule>(['./*/**/seed.ts', '!./examples/**'], { eager: true }),
      mocks: import.meta.glob<MockModule>(['./*/**/mock.ts', '!./examples/**'], { eager: true }),
    };
  } catch {
    return modulesOnDisk();
  }
}

/** The same files found on disk and imported one by one: node only, never in a page. */
async function modulesOnDisk(): Promise<Modules> {
  // Specifiers the bundler leaves alone: this path never runs in a page.
  const nodeModule = (name: string) => ['node', name].join(':');
  const fs = (await import(/* @vite-ignore */ nodeModule('fs'))) as typeof import('node:fs');
  const path = (await import(/* @vite-ignore */ nodeModule('path'))) as typeof import('node:path');
  const url = (await import(/* @vite-ignore */ nodeModule('url'))) as typeof import('node:url');
  const root = import.meta.dirname;
  const files = (fs.readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.includes('/') && !file.startsWith('examples/'))
    .sort();
  const load = async (name: string) => {
    const found = files.filter((file) => file.endsWith(`/${name}`));
    const loaded = await Promise.all(
      found.map(async (file) => {
        const module = (await import(
          /* @vite-ignore */ url.pathToFileURL(path.join(root, file)).href
        )) as SeedModule;
        return [`./${file}`, module] as const;
      }),
    );
    return Object.fromEntries(loaded);
  };
  return { seeds: await load('seed.ts'), mocks: await load('mock.ts') };
}

const isTable = (value: unknown): value is DeclaredTable =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DeclaredTable).name === 'string' &&
  typeof (value as DeclaredTable).definition?.seed === 'function';

const modules = await findModules();

/** Where each table is seeded: its name and the file (`./store/store-detail/seed.ts`). */
export const seedFiles: ReadonlyMap<string, string> = (() => {
  const files = new Map<string, string>();
  for (const [file, module] of Object.entries(modules.seeds)) {
    for (const table of Object.values(module).filter(isTable)) {
      const other = files.get(table.name);
      if (other) throw new Error(`Mock table "${table.name}" is seeded by both ${other} and ${file}`);
      files.set(table.name, file);
    }
  }
  return files;
})();

/** Every entity's seed tables. */
export const seedTables: readonly DeclaredTable[] = Object.values(modules.seeds).flatMap((module) =>
  Object.values(module).filter(isTable),
);

/**
 * Every entity's hand-written mock routes, folder by folder, typed by the caller (mocks/handlers: its
 * `Route`; naming the router's type here would close a loop through the database this module seeds).
 */
export function mockRoutes<R>(): R[] {
  return Object.entries(modules.mocks).flatMap(([file, module]) => {
    if (typeof module.routes !== 'function') throw new Error(`${file} exports no routes()`);
    return (module.routes as () => R[])();
  });
}
