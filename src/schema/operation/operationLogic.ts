/** The pure rules of an operation page: path filling, bodies, the before/after diff, and the outcome. */
import type { OperationCall, OperationDeclaration } from './types.ts';

export type Values = Record<string, unknown>;

export interface Change {
  source: string;
  before: unknown;
  after: unknown;
}

/** `adjust/{transactionNo}` with the form's values, each encoded. */
export function fillPath(path: string, values: Values): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(values[key] ?? '')));
}

export function bodyOf(call: OperationCall, values: Values, defaults: readonly string[]): Values {
  const keys = call.body ?? defaults;
  const out: Values = {};
  for (const key of keys) if (values[key] !== undefined) out[key] = values[key];
  return out;
}

function blank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function same(a: unknown, b: unknown): boolean {
  if (blank(a) && blank(b)) return true;
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What the submit would change: each declared row whose new value differs from the current one. */
export function computeChanges(op: OperationDeclaration, current: Values | null, entered: Values): Change[] {
  return op.changes
    .map(({ source, before }) => ({
      source,
      before: op.inquiry && current ? current[before ?? source] : undefined,
      after: entered[source],
    }))
    .filter((change) => !same(change.before, change.after));
}

/** Services answer `false` (or nothing) when an adjustment was not applied. */
export function isNotDone(answer: unknown): boolean {
  if (answer === false || answer === null || answer === undefined || answer === '') return true;
  if (typeof answer === 'object' && answer !== null && 'success' in answer) return answer.success === false;
  return false;
}

/** An inquiry found something: an object, or a non-empty list (its first item is the record). */
export function foundRecord(answer: unknown): Values | null {
  const record = Array.isArray(answer) ? (answer[0] as unknown) : answer;
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return null;
  return Object.keys(record).length > 0 ? (record as Values) : null;
}

/** Values the change form starts from: what the look-up found, for the fields it also carries. */
export function prefill(op: OperationDeclaration, current: Values | null): Values {
  const out: Values = {};
  if (!current) return out;
  for (const source of op.fields) if (current[source] !== undefined) out[source] = current[source];
  return out;
}
