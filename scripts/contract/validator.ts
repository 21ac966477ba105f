/**
 * Holds calls to the contract (docs/contract.md): finds the documented operation of a request by the
 * services' base URLs and validates the request (path, query, body) and its answer (status, body) with
 * ajv against the document's JSON schemas (OpenAPI 3.1 schemas are JSON Schema 2020-12). The tests'
 * hook on the mock backend (tests/setup/contract.ts) and `npm run check-services` both use it.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from './openapi.ts';

// ajv-formats is CommonJS: its default export is the plugin under Node's loader and Vite's alike.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

export interface Violation {
  /** `GET /master/merchant_category` (the document's path). */
  operation: string;
  where: 'request' | 'response';
  problem: string;
}

export interface Operation {
  service: string;
  method: string;
  /** The document's path key. */
  path: string;
  pointer: string;
  matcher: RegExp;
  literalSegments: number;
  spec: Record<string, unknown>;
}

export interface ContractValidator {
  /** The documented operation a call is, or undefined for a call the contract does not name. */
  operationOf(method: string, url: string): Operation | undefined;
  /**
   * The call as the document would name it (`GET /payment/bank/014`) when its address is under a
   * service's base URL, whether documented or not; undefined for any other address.
   */
  callOf(method: string, url: string): string | undefined;
  /** What the request breaks (path, query, JSON body). */
  checkRequest(op: Operation, url: string, body: unknown): Violation[];
  /** What the answer breaks: a status the operation does not answer, a body off its schema. */
  checkResponse(op: Operation, status: number, body: unknown): Violation[];
  /** Validates a value against a schema of the document (`#/components/schemas/ErrorBody`). */
  checkSchema(pointer: string, value: unknown): string[];
}

const escapePointer = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `{ baseUrls }`: each service's absolute base URL (config.json's, resolved against an origin). */
export function createContractValidator(
  doc: OpenApiDocument,
  baseUrls: Readonly<Record<string, string>>,
): ContractValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(doc as object, 'contract');
  const compiled = new Map<string, ValidateFunction>();
  const validatorOf = (pointer: string) => {
    let fn = compiled.get(pointer);
    if (!fn) {
      fn = ajv.compile({ $ref: `contract#${pointer}` });
      compiled.set(pointer, fn);
    }
    return fn;
  };
  const errorsOf = (pointer: string, value: unknown): string[] => {
    const fn = validatorOf(pointer);
    if (fn(value)) return [];
    return (fn.errors ?? [])
      .slice(0, 5)
      .map(
        (e) =>
          `${e.instancePath || '(body)'} ${e.message ?? 'is invalid'}${e.params && 'allowedValues' in e.params ? ` ${JSON.stringify(e.params.allowedValues)}` : ''}`,
      );
  };
  const resolve = (value: unknown): Record<string, unknown> => {
    const obj = value as Record<string, unknown>;
    if (typeof obj.$ref !== 'string') return obj;
    const parts = obj.$ref.replace(/^#\//, '').split('/');
    return parts.reduce<Record<string, unknown>>(
      (node, key) => node[key.replaceAll('~1', '/').replaceAll('~0', '~')] as Record<string, unknown>,
      doc,
    );
  };

  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const [, service, ...rest] = path.split('/');
    const pattern = rest.map((seg) => (/^\{[^}]+\}$/.test(seg) ? '([^/]+)' : escapeRegex(seg))).join('/');
    for (const [method, spec] of Object.entries(item)) {
      operations.push({
        service,
        method: method.toUpperCase(),
        path,
        pointer: `/paths/${escapePointer(path)}/${method}`,
        matcher: new RegExp(`^${pattern}/?$`),
        literalSegments: rest.filter((seg) => !seg.startsWith('{')).length,
        spec: spec as Record<string, unknown>,
      });
    }
  }
  // The longest base URL first: `/mock-api/payment` must not take `/mock-api/payment-service`'s calls.
  const bases = Object.entries(baseUrls)
    .map(([service, base]) => [service, base.replace(/\/+$/, '')] as const)
    .sort((a, b) => b[1].length - a[1].length);

  /** The service a URL is under and the path after its base URL. */
  const serviceOf = (url: string) => {
    const plain = url.split(/[?#]/)[0];
    const hit = bases.find(([, base]) => plain.startsWith(`${base}/`));
    return hit ? { service: hit[0], rest: decodeURI(plain.slice(hit[1].length + 1)) } : undefined;
  };

  return {
    callOf(method, url) {
      const hit = serviceOf(url);
      return hit ? `${method.toUpperCase()} /${hit.service}/${hit.rest}` : undefined;
    },
    operationOf(method, url) {
      const hit = serviceOf(url);
      if (!hit) return undefined;
      const { rest } = hit;
      return operations
        .filter(
          (op) => op.service === hit.service && op.method === method.toUpperCase() && op.matcher.test(rest),
        )
        .sort((a, b) => b.literalSegments - a.literalSegments)[0];
    },
    checkRequest(op, url, body) {
      const name = `${op.method} ${op.path}`;
      const problems: Violation[] = [];
      const query = new URL(url).searchParams;
      for (const raw of (op.spec.parameters as unknown[]) ?? []) {
        const param = resolve(raw) as { name: string; in: string; schema: Record<string, unknown> };
        if (param.in !== 'query') continue;
        for (const value of query.getAll(param.name)) {
          const typed = param.schema.type === 'integer' && /^-?\d+$/.test(value) ? Number(value) : value;
          const fn = ajv.compile(param.schema);
          if (!fn(typed))
            problems.push({
              operation: name,
              where: 'request',
              problem: `${param.name}=${value} ${fn.errors?.[0]?.message ?? 'is invalid'}`,
            });
        }
      }
      const content = (resolve(op.spec.requestBody ?? {}).content ?? {}) as Record<string, unknown>;
      if (body !== undefined && content['application/json']) {
        const pointer = `${op.pointer}/requestBody/content/application~1json/schema`;
        for (const problem of errorsOf(pointer, body))
          problems.push({ operation: name, where: 'request', problem });
      }
      return problems;
    },
    checkResponse(op, status, body) {
      const name = `${op.method} ${op.path}`;
      const responses = op.spec.responses as Record<string, unknown>;
      const key = [String(status), `${String(status)[0]}XX`].find((k) => k in responses);
      if (!key) {
        const documented = Object.keys(responses).filter((k) => k.startsWith('2'));
        return status < 400
          ? [
              {
                operation: name,
                where: 'response',
                problem: `status ${status}; documented ${documented.join(', ')}`,
              },
            ]
          : errorsOf('/components/schemas/ErrorBody', body).map((problem) => ({
              operation: name,
              where: 'response' as const,
              problem: `${status}: ${problem}`,
            }));
      }
      const answer = resolve(responses[key]) as { content?: Record<string, unknown> };
      if (!answer.content?.['application/json']) return [];
      const ref = responses[key] as { $ref?: string };
      const pointer = ref.$ref
        ? `${ref.$ref.slice(1)}/content/application~1json/schema`
        : `${op.pointer}/responses/${key}/content/application~1json/schema`;
      return errorsOf(pointer, body).map((problem) => ({
        operation: name,
        where: 'response',
        problem: `${status}: ${problem}`,
      }));
    },
    checkSchema: (pointer, value) => errorsOf(pointer.replace(/^#/, ''), value),
  };
}
