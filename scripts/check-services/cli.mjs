// `npm run check-services -- --config <path>`: read-only probes of each service of a config.json
// (docs/configuration.md). The declarations are TypeScript, loaded through Vite's module runner.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const { module } = await runnerImport(`${root}/scripts/check-services/run.ts`, {
  root,
  configFile: false,
  logLevel: 'error',
});
const { output, exitCode } = await module.run(process.argv.slice(2), process.env);
console.log(output);
process.exit(exitCode);
