/** Small answer helpers shared by the mock services: JSON bodies, `{ message }` errors, request bodies. */
import { HttpResponse } from 'msw';
import { errorCodeForStatus, type ErrorBody } from '../../src/contract/errors.ts';
import { isRecord } from '../../src/contract/isRecord.ts';
import { MockDbError } from '../db/errors.ts';

/**
 * A JSON answer. Not msw's `HttpResponse.json`: it turns the whole text into a Blob only to count its
 * bytes for Content-Length, a second encoding that a 1000-row page (2 MB) pays on every call of a
 * large export (docs/performance.md, "Budgets"); the answer goes without Content-Length instead.
 */
export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return new HttpResponse(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * docs/api-contract.md, "Errors": every failure answers `{ message, code }` (plus per-field `errors`
 * for validation), the code by its status (`errorCodeForStatus`).
 */
export function fail(status: number, message: string, errors?: Record<string, string>): Response {
  const code = errorCodeForStatus(status, errors !== undefined);
  return json({ message, ...(code ? { code } : {}), ...(errors ? { errors } : {}) }, status);
}

export const notFound = (what: string, id: string): Response => fail(404, `${what} ${id} not found`);

/** What a refusal may say beyond its message (docs/api-contract.md, "Versions and conflicts"). */
export type ErrorDetails = Omit<ErrorBody, 'message' | 'errors'>;

/**
 * A request error a route throws; the router turns it into `{ message }` with its status (and the
 * `details` of a conflict or an action already done).
 */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

/**
 * 409 `already_done`: the action was carried out before, by `doneBy` at `doneAt`; nothing is done
 * again. `action` names what was done when it is an approval (`approve`) or a refusal (`disapprove`).
 */
export function alreadyDone(
  message: string,
  doneBy: unknown,
  doneAt: unknown,
  action?: 'approve' | 'disapprove',
): MockHttpError {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return new MockHttpError(409, message, undefined, {
    code: 'already_done',
    doneBy: text(doneBy),
    doneAt: text(doneAt),
    ...(action ? { action } : {}),
  });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof MockHttpError && error.details) {
    const body: ErrorBody = { message: error.message, ...error.details };
    if (error.errors) body.errors = error.errors;
    return json(body, error.status);
  }
  if (error instanceof MockHttpError) return fail(error.status, error.message, error.errors);
  if (error instanceof MockDbError) return fail(error.status, error.message);
  console.error('[mock] handler failed', error);
  return fail(500, 'Internal server error');
}

/** The one guard of src/contract: a plain JSON object. */
export const isPlainObject = isRecord;

/** The JSON object a POST/PUT carries; `{}` for an empty body; 400 for anything else. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new MockHttpError(400, 'Request body is not valid JSON');
  }
  if (!isPlainObject(parsed)) throw new MockHttpError(400, 'Request body must be a JSON object');
  return parsed;
}

export function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new MockHttpError(400, `${field} is required`, { [field]: 'required' });
  }
  return value.trim();
}
