/**
 * The contract of the registry as it stands: every declaration (resources/declared.ts) and the master
 * lists' catalogue. What `npm run contract` writes and what the test compares the committed file with.
 */
import { readFileSync } from 'node:fs';
import { resources } from '../../resources/declared.ts';
import { MASTER_LISTS } from '../../resources/catalog/masterLists.ts';
import { buildContract, type OpenApiDocument } from './openapi.ts';

/** Where the committed document is, from the repository's root. */
export const CONTRACT_FILE = 'docs/contract/openapi.json';

export function registryContract(root: string): OpenApiDocument {
  const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string };
  return buildContract({ resources, masterLists: MASTER_LISTS, version: pkg.version });
}
