/**
 * How the HTTP client words a failure (docs/api-contract.md, "Errors"): a translation key naming the
 * service and the kind of failure, or the server's own message when it says more than its status.
 */
import { HttpError } from 'react-admin';
import type { ServiceName } from '../config/types.ts';
import {
  FAILURE_KINDS,
  isServiceErrorCode,
  type FailureKind,
  type ServiceErrorCode,
} from '../contract/errors.ts';
import { isRecord } from '../contract/isRecord.ts';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong';
/** Status given to answers that arrived but cannot be read (bad JSON, wrong envelope). */
export const MALFORMED_RESPONSE_STATUS = 502;
/** Status given to calls that never got an answer (network failure, time-out). */
export const NO_RESPONSE_STATUS = 0;

/** i18n key of a failure: `pa.failure.<service>.<kind>` names the service; without one it does not. */
export function failureMessage(kind: FailureKind, service?: ServiceName): string {
  return service ? `pa.failure.${service}.${kind}` : `pa.failure.${kind}`;
}

/** i18n key the client gives a call that did not answer within its time-out (without a service). */
export const TIMEOUT_ERROR_MESSAGE = failureMessage('timeout');

/** A failure the user may simply try again: no answer, a time-out, a server error, an unreadable answer. */
export function isRetryableFailure(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  return error.status === NO_RESPONSE_STATUS || error.status >= 500;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function malformedResponse(body?: unknown, service?: ServiceName): HttpError {
  return new HttpError(failureMessage('malformed', service), MALFORMED_RESPONSE_STATUS, body);
}

const UNNAMED_FAILURE = new Map<string, FailureKind>(
  FAILURE_KINDS.map((kind) => [failureMessage(kind), kind]),
);

/** Names the service in a failure raised without one (an envelope checked after the call). */
export function withService(error: unknown, service: ServiceName): unknown {
  if (!(error instanceof HttpError)) return error;
  const kind = UNNAMED_FAILURE.get(error.message);
  return kind ? new HttpError(failureMessage(kind, service), error.status, error.body) : error;
}

/** True for a cancellation the caller asked for (not a time-out, which is an HttpError). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** What a server or proxy says when it has nothing more to say than its status; shown translated. */
const STATUS_ONLY_TEXT =
  /^(internal server error|server error|bad gateway|service unavailable|gateway time-?out|something went wrong|error|unknown error)\.?$/i;
/** The same for a refusal (403): the bare status phrase becomes the translated "not allowed". */
const REFUSAL_ONLY_TEXT = /^(forbidden|access denied|permission denied|not allowed)\.?$/i;

/**
 * Message rule of docs/api-contract.md: server `message`, then `errorMessage`, then the raw text;
 * undefined when there is none a user can read (empty, an HTML page, a bare 5xx status phrase).
 */
export function serverMessage(text: string, parsed: unknown, status = 400): string | undefined {
  let message: string | undefined;
  if (isRecord(parsed)) message = nonEmptyString(parsed.message) ?? nonEmptyString(parsed.errorMessage);
  if (message === undefined && !isRecord(parsed)) {
    const trimmed = text.trim();
    // An HTML error page from a proxy is not a message a user can read.
    if (trimmed !== '' && !/^<(!doctype|html)/i.test(trimmed)) message = trimmed;
  }
  if (message !== undefined && status >= 500 && STATUS_ONLY_TEXT.test(message.trim())) return undefined;
  if (message !== undefined && status === 403 && REFUSAL_ONLY_TEXT.test(message.trim())) return undefined;
  return message?.trim();
}

/**
 * i18n key of a failure the service named by its `code` (docs/api-contract.md, "Errors"): a refusal
 * and a server error in the words that name the service, any other code `pa.failure.code.<code>`.
 */
export function codeMessage(code: ServiceErrorCode, service?: ServiceName): string {
  if (code === 'forbidden' || code === 'server') return failureMessage(code, service);
  return `pa.failure.code.${code}`;
}

/** The known code of a failure's body (SERVICE_ERROR_CODES); undefined for none or another. */
export function errorCodeOf(body: unknown): ServiceErrorCode | undefined {
  return isRecord(body) && isServiceErrorCode(body.code) ? body.code : undefined;
}

/**
 * The message of a failed answer: for a known `code` its translation key; else the server's own text
 * (shown after a translated lead sentence: src/components/errorText.ts), else a translation key naming
 * the service.
 */
export function errorMessageFromBody(
  text: string,
  parsed: unknown,
  status = 400,
  service?: ServiceName,
): string {
  const code = errorCodeOf(parsed);
  if (code) return codeMessage(code, service);
  return (
    serverMessage(text, parsed, status) ??
    failureMessage(status >= 500 ? 'server' : status === 403 ? 'forbidden' : 'rejected', service)
  );
}

export function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
