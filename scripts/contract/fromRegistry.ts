/**
 * The contract of the registry as it stands: every declaration (resources/declared.ts), the master
 * lists' catalogue and the calls of hand-written pages (each `calls.ts` of resources/, found by name as
 * Vite finds files: resources/catalog/pageCalls.ts). What `npm run contract` writes and what the test
 * compares the committed file with.
 */
import { readFileSync } from 'node:fs';
import { resources } from '../../resources/declared.ts';
import { MASTER_LISTS } from '../../resources/catalog/masterLists.ts';
import { buildContract, type OpenApiDocument } from './openapi.ts';
import { pageCallsOf } from './pageCalls.ts';

/** Every hand-written page's calls (resources/<area>/…/calls.ts), but the worked example's. */
export const PAGE_CALLS = pageCallsOf(
  import.meta.glob<Record<string, unknown>>(
    ['../../resources/*/**/calls.ts', '!../../resources/examples/**'],
    { eager: true },
  ),
);

/** Where the committed document is, from the repository's root. */
export const CONTRACT_FILE = 'docs/contract/openapi.json';

export function registryContract(root: string): OpenApiDocument {
  const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string };
  return buildContract({
    resources,
    masterLists: MASTER_LISTS,
    pageCalls: PAGE_CALLS,
    version: pkg.version,
  });
}
