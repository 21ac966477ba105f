// @vitest-environment node
/**
 * docs/routes.md holds no hand copy of the registry: its menu table and its table of the screens the
 * specification does not route are what `npm run docs:routes` writes from the declarations
 * (scripts/routesDoc.ts). A stale page fails here with the command that rewrites it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry, resources } from '../../../resources/declared.ts';
import {
  markedBlock,
  renderRoutesDoc,
  ROUTES_DOC,
  ROUTES_DOC_COMMAND,
  staleBlocks,
} from '../../../scripts/routesDoc.ts';
import type { RegistryEntry } from '../../../src/schema/types.ts';

const committed = readFileSync(resolve(process.cwd(), ROUTES_DOC), 'utf8');

describe('docs/routes.md, written from the registry', () => {
  it('is what `npm run docs:routes` writes', async () => {
    const generated = await renderRoutesDoc(committed, registry, resources);
    expect(staleBlocks(committed, generated)).toEqual([]);
    // The rest of the page is left as written.
    expect(generated).toBe(committed);
  });

  it('lists every menu and every screen the specification does not route', async () => {
    const menus = markedBlock(committed, 'menus') ?? '';
    for (const entry of registry.filter((e) => e.menu !== undefined)) {
      expect(menus).toContain(`| /${entry.name} `);
    }
    expect(markedBlock(committed, 'own-routes')).toContain('`/store/system-biller/view/{billerCode}`');
  });

  it('fails a stale page naming the table, the line and the command', async () => {
    // The page as the command writes it for the registry, then for a registry changed after it.
    const fresh = await renderRoutesDoc(committed, registry, resources);
    expect(staleBlocks(fresh, fresh)).toEqual([]);
    const users = registry.find((e) => e.name === 'management/users')!;
    const moved: RegistryEntry = { ...users, menu: { ...users.menu!, order: 9 } };
    const changed = registry.map((e) => (e === users ? moved : e));
    const generated = await renderRoutesDoc(fresh, changed, resources);
    const stale = staleBlocks(fresh, generated);
    expect(stale).toHaveLength(1);
    expect(stale[0]).toMatch(
      /^docs\/routes\.md: the menus table is stale from its line \d+ \(it says "\| users /,
    );
    expect(stale[0]).toContain(`run \`${ROUTES_DOC_COMMAND}\``);
    // A screen without a route of the specification is added to the second table.
    const store = resources.find((r) => r.name === 'management/store-type')!;
    const extra = { ...store, name: 'management/store-kind', path: 'store-kind' };
    const withExtra = await renderRoutesDoc(fresh, registry, [...resources, extra]);
    expect(staleBlocks(fresh, withExtra)).toEqual([
      expect.stringMatching(
        /^docs\/routes\.md: the own-routes table is stale .*\/management\/store-kind.*npm run docs:routes/,
      ),
    ]);
  });
});
