// `npm run contract`: writes the services contract (docs/contract.md) to docs/contract/openapi.json.
// The declarations are TypeScript (and import .tsx), so they are loaded through Vite's module runner.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const { module } = await runnerImport(`${root}/scripts/contract/fromRegistry.ts`, {
  root,
  configFile: false,
  logLevel: 'error',
});
const document = module.registryContract(root);
const file = `${root}/${module.CONTRACT_FILE}`;
// Formatted as `npm run format` would, so that formatting the repository leaves it as it is.
const text = await format(JSON.stringify(document), { ...(await resolveConfig(file)), filepath: file });
writeFileSync(file, text);
console.log(`${module.CONTRACT_FILE}: ${Object.keys(document.paths).length} paths`);
