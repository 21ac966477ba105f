/**
 * Record versions on the console's side (docs/api-contract.md, "Versions and conflicts"): every write
 * that names a record sends `If-Match: "<version>"` of the record it was made from; the service
 * refuses it with 412 `conflict` (and the record as it is now) when someone changed the record since,
 * and an action already carried out with 409 `already_done` (who, when).
 */
import { HttpError } from 'react-admin';
import { isRecord } from './records.ts';

/** A record's version as the service gave it; undefined when it carries none. */
export function versionOf(record: unknown): number | undefined {
  if (!isRecord(record)) return undefined;
  const value = record.version;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * Versions a caller has chosen to write on top of (the conflict part's "apply mine"), by resource and
 * record id: the next write of that record sends this version instead of its loaded record's, once.
 */
const chosen = new Map<string, number>();
const slot = (resource: string, id: unknown) => `${resource}\u0000${String(id)}`;

/** The next write of this record is made on top of `version` (taken by that write only). */
export function writeOnTopOf(resource: string, id: unknown, version: number): void {
  chosen.set(slot(resource, id), version);
}

/** The headers of a write of `record`: its If-Match, when it carries a version (or one was chosen). */
export function ifMatchHeaders(resource: string, id: unknown, record: unknown): Record<string, string> {
  const key = slot(resource, id);
  const version = chosen.get(key) ?? versionOf(record);
  chosen.delete(key);
  return version === undefined ? {} : { 'If-Match': `"${version}"` };
}

/** A 412: the record changed since it was read. */
export interface Conflict {
  /** The record as it is now (with `version`, `updatedAt`, `updatedBy`). */
  current: Record<string, unknown>;
  version?: number;
  changedBy?: string;
  changedAt?: string;
  message: string;
}

/** A 409 `already_done`: the action was carried out before, by `doneBy` at `doneAt`. */
export interface AlreadyDone {
  doneBy?: string;
  doneAt?: string;
  /** What was done, as the service names it (`approve`, `disapprove`). */
  action?: string;
  message: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The conflict a failed write reports; undefined for any other failure. */
export function conflictOf(error: unknown): Conflict | undefined {
  if (!(error instanceof HttpError) || error.status !== 412) return undefined;
  const body: unknown = error.body;
  const current = isRecord(body) && isRecord(body.current) ? body.current : {};
  return {
    current,
    version: versionOf(current),
    changedBy: text(current.updatedBy),
    changedAt: text(current.updatedAt),
    message: error.message,
  };
}

/** The "already done" a failed action reports; undefined for any other failure. */
export function alreadyDoneOf(error: unknown): AlreadyDone | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const body: unknown = error.body;
  if (!isRecord(body) || body.code !== 'already_done') return undefined;
  return {
    doneBy: text(body.doneBy),
    doneAt: text(body.doneAt),
    action: text(body.action),
    message: error.message,
  };
}
