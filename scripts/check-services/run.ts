/**
 * `npm run check-services -- --config <path> [--origin <url>] [--timeout <ms>] [--service <name>…]`
 * (docs/configuration.md,
 * "Checking the services"). The access token of the bearer calls comes from the environment
 * (CHECK_SERVICES_TOKEN), never the command line, where other users of the machine could read it.
 */
import { readFileSync } from 'node:fs';
import { resources } from '../../resources/declared.ts';
import { MASTER_LISTS } from '../../resources/catalog/masterLists.ts';
import { validateConfig } from '../../src/config/validate.ts';
import { buildContract } from '../contract/openapi.ts';
import { checkServices } from './checks.ts';
import { failed, renderReport } from './report.ts';

export interface RunResult {
  output: string;
  exitCode: number;
}

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

export async function run(
  args: readonly string[],
  env: Record<string, string | undefined>,
): Promise<RunResult> {
  const path = option(args, 'config');
  if (!path)
    return {
      output:
        'usage: npm run check-services -- --config <config.json> [--origin <url>] [--timeout <ms>] [--service <name>]…',
      exitCode: 2,
    };
  const parsed = validateConfig(JSON.parse(readFileSync(path, 'utf8')) as unknown);
  if (!parsed.ok)
    return {
      output: `${path}: ${parsed.issues.map((i) => `${i.path} ${i.problem}`).join(', ')}`,
      exitCode: 2,
    };
  const config = parsed.config;
  const redirect = config.signOn.redirectUri;
  const origin =
    option(args, 'origin') ?? (/^https?:\/\//.test(redirect) ? new URL(redirect).origin : undefined);
  if (!origin)
    return { output: 'the console’s origin is not in signOn.redirectUri: give --origin <url>', exitCode: 2 };
  const timeout = option(args, 'timeout');
  const only = args.flatMap((arg, i) => (arg === '--service' && args[i + 1] ? [args[i + 1]] : []));
  const token = env.CHECK_SERVICES_TOKEN || undefined;
  const document = buildContract({ resources, masterLists: MASTER_LISTS, version: 'check' });
  const reports = await checkServices({
    config,
    resources,
    masterLists: MASTER_LISTS,
    document,
    origin,
    token,
    timeoutMs: timeout ? Number(timeout) : undefined,
    services: only.length ? only : undefined,
  });
  const secrets = [...Object.values(config.services).map((s) => s?.apiKey ?? ''), token ?? ''];
  return { output: renderReport(reports, secrets), exitCode: failed(reports) ? 1 : 0 };
}
