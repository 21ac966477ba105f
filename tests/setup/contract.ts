/**
 * The mock backend held to the services contract (docs/contract.md): every msw/node server of the mock
 * backend (mocks/node.ts) answering the registry's declarations is watched. A call it answers on a
 * service's base URL that the contract does not document is a violation ("not in the contract: GET
 * /payment/…"), so a new call nobody described fails the test that makes it; each documented call is
 * validated — the request when the mock accepted it (a refused request is the mock doing its job), the
 * answer always. A test with a violation fails after it, naming each. A fault's answer
 * (`x-mock-fault`) is off-contract on purpose and is left alone.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { mockServerObservers } from '../../mocks/observers.ts';
import type { AppConfig, ServiceConfig } from '../../src/config/index.ts';
import type { OpenApiDocument } from '../../scripts/contract/openapi.ts';
import {
  createContractValidator,
  type ContractValidator,
  type Violation,
} from '../../scripts/contract/validator.ts';

// By path, not `new URL(…, import.meta.url)`: under jsdom that pattern is rewritten into an asset URL.
const CONTRACT = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/contract/openapi.json');

let document: OpenApiDocument | undefined;
const pending: Promise<Violation[]>[] = [];
/**
 * One validator per set of service addresses: its compiled schemas serve every server after the first
 * (compiling them again for each server took most of a screen test's time).
 */
const validators = new Map<string, ContractValidator>();

function validatorFor(config: AppConfig, origin: string): ContractValidator {
  document ??= JSON.parse(readFileSync(CONTRACT, 'utf8')) as OpenApiDocument;
  const baseUrls = Object.fromEntries(
    Object.entries(config.services)
      .filter(([name]) => name !== 'sso')
      .map(([name, service]) => [name, new URL((service as ServiceConfig).baseUrl, origin).href]),
  );
  const key = JSON.stringify(baseUrls);
  let validator = validators.get(key);
  if (!validator) {
    validator = createContractValidator(document, baseUrls);
    validators.set(key, validator);
  }
  return validator;
}

/** What a call on a service's address that the document does not describe is told. */
export const NOT_IN_CONTRACT = 'not in the contract';
const PREFLIGHTS = new Set(['OPTIONS', 'HEAD']);

async function bodyOf(message: Request | Response): Promise<unknown> {
  if (!(message.headers.get('content-type') ?? '').includes('json')) return undefined;
  const text = await message.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Symbol('not JSON');
  }
}

async function check(
  validator: ContractValidator,
  request: Request,
  response: Response,
): Promise<Violation[]> {
  if (response.headers.has('x-mock-fault') || PREFLIGHTS.has(request.method)) return [];
  const op = validator.operationOf(request.method, request.url);
  if (!op) {
    const call = validator.callOf(request.method, request.url);
    return call ? [{ operation: call, where: 'request', problem: NOT_IN_CONTRACT }] : [];
  }
  const name = `${op.method} ${op.path}`;
  const answer = await bodyOf(response);
  if (typeof answer === 'symbol' && response.status < 300)
    return [{ operation: name, where: 'response', problem: `${response.status}: the body is not JSON` }];
  const found = validator.checkResponse(op, response.status, typeof answer === 'symbol' ? undefined : answer);
  if (response.status < 400) {
    const sent = await bodyOf(request).catch(() => undefined);
    found.push(...validator.checkRequest(op, request.url, typeof sent === 'symbol' ? undefined : sent));
  }
  return found;
}

mockServerObservers.add((server, made) => {
  if (!made.registry) return;
  const validator = validatorFor(made.config, made.origin);
  server.events.on('response:mocked', ({ request, response }) => {
    let copies: [Request, Response];
    try {
      copies = [request.clone(), response.clone()];
    } catch {
      return; // a body already read (a streamed upload): nothing left to compare
    }
    pending.push(check(validator, ...copies).catch(() => []));
  });
});

/** The violations seen since the last call (or the last test), taken: they no longer fail the test. */
export async function takeContractViolations(): Promise<Violation[]> {
  const taken = pending.splice(0);
  return (await Promise.all(taken)).flat();
}

const HEADING =
  'Calls off the services contract (docs/contract/openapi.json, docs/contract.md; a call of a ' +
  'hand-written page is described beside it, resources/catalog/pageCalls.ts)';

/**
 * Fails each test of the calling file after which a violation is left (the setup calls it for every
 * file: files share their worker's modules, so a hook registered when this module loads would hold
 * for the worker's first file only).
 */
export function watchContract(): void {
  afterEach(async () => {
    const found = await takeContractViolations();
    if (found.length === 0) return;
    const lines = found.map((v) =>
      v.problem === NOT_IN_CONTRACT
        ? `  ${NOT_IN_CONTRACT}: ${v.operation}`
        : `  ${v.operation} (${v.where}): ${v.problem}`,
    );
    throw new Error(`${HEADING}:\n${[...new Set(lines)].join('\n')}`);
  });
}
