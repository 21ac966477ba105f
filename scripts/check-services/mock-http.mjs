// `npm run mock:http`: the mock services over HTTP on their own, with a config.json and a token to run
// `npm run check-services` against (docs/configuration.md). The mock is TypeScript, loaded through
// Vite's module runner.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const { module } = await runnerImport(`${root}/scripts/check-services/mockServer.ts`, {
  root,
  configFile: false,
  logLevel: 'error',
});
const mock = await module.startMockHttp(module.optionsOf(process.argv.slice(2), root));
console.log(mock.banner);
const stop = () => void mock.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
