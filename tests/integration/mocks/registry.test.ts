// @vitest-environment node
/**
 * The mock registry (resources/mock.ts) finds every entity's seed.ts and mock.ts by name: the database
 * has exactly the tables those files define, and the hand-written routes are the plumbing's plus those
 * files' routes. Each file is in an entity's folder (beside its head), but the shared master lists.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMockDb } from '../../../mocks/db/index.ts';
import type { DeclaredTable } from '../../../mocks/db/seeds/define.ts';
import { builtInRoutes } from '../../../mocks/handlers/index.ts';
import { masterListRoutes } from '../../../mocks/handlers/master.ts';
import type { Route } from '../../../mocks/handlers/router.ts';
import { simpleRestRoutes } from '../../../mocks/handlers/simpleRest.ts';
import { uploadRoutes } from '../../../mocks/handlers/upload.ts';

const ROOT = resolve(process.cwd(), 'resources');

/** `seed.ts` or `mock.ts` files of resources/, but the worked example's (not in the registry). */
function filesNamed(name: string): string[] {
  return (readdirSync(ROOT, { recursive: true }) as string[])
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith(`/${name}`) && !file.startsWith('examples/'))
    .sort();
}

const isTable = (value: unknown): value is DeclaredTable =>
  typeof value === 'object' && value !== null && 'name' in value && 'definition' in value;

const keyOf = (r: Route) => `${r.service} ${r.method} ${r.path}`;

describe('the mock registry', () => {
  it("seeds exactly the tables of the entities' seed.ts", async () => {
    const names: string[] = [];
    for (const file of filesNamed('seed.ts')) {
      const module = (await import(join(ROOT, file))) as Record<string, unknown>;
      const tables = Object.values(module).filter(isTable);
      expect(tables.length, `${file} defines a table`).toBeGreaterThan(0);
      names.push(...tables.map((t) => t.name));
    }
    expect([...createMockDb().tableNames].sort()).toEqual(names.sort());
  });

  it("answers the plumbing's routes and the routes of every entity's mock.ts", async () => {
    const own: string[] = [];
    for (const file of filesNamed('mock.ts')) {
      const module = (await import(join(ROOT, file))) as { routes?: () => Route[] };
      expect(typeof module.routes, `${file} exports routes()`).toBe('function');
      own.push(...(module.routes?.() ?? []).map(keyOf));
    }
    const plumbing = [...masterListRoutes(), ...uploadRoutes(), ...simpleRestRoutes()].map(keyOf);
    expect(builtInRoutes().map(keyOf).sort()).toEqual([...plumbing, ...own].sort());
  });

  it("keeps each entity's seed and routes in its folder, beside its head", () => {
    const misplaced = [...filesNamed('seed.ts'), ...filesNamed('mock.ts')].filter(
      (file) => file !== 'catalog/seed.ts' && !existsSync(join(ROOT, dirname(file), 'index.ts')),
    );
    expect(misplaced).toEqual([]);
  });
});
