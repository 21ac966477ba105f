/** Every failure of a service answers this body (docs/api-contract.md): a message, per-field errors on validation. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** What kind of refusal this is (SERVICE_ERROR_CODES); the console words it by this code. */
  code?: ServiceErrorCode;
  /** `conflict`: the record as it is now, with its `version`, `updatedAt` and `updatedBy`. */
  current?: Record<string, unknown>;
  /** `already_done`: who did it and when (ISO date-time), and what was done (`approve`, `disapprove`). */
  doneBy?: string;
  doneAt?: string;
  action?: string;
}

/**
 * Refusals the console answers with more than a message (docs/api-contract.md, "Versions and
 * conflicts"): `conflict` (412) the record changed since it was read; `already_done` (409) the action
 * (an approval, a money move) was already carried out by someone.
 */
export const ERROR_CODES = ['conflict', 'already_done'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The failures' `code`s the console knows (docs/api-contract.md, "Errors") and words itself
 * (`pa.failure.code.<code>`, src/data/httpErrors.ts). A failure with another code, or none (a refusal
 * by a business rule: 400 without per-field errors, 409), is shown as the service's text after a
 * translated lead sentence.
 */
export const SERVICE_ERROR_CODES = [
  ...ERROR_CODES,
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'too_large',
  'key_reused',
  'version_required',
  'server',
] as const;
export type ServiceErrorCode = (typeof SERVICE_ERROR_CODES)[number];

/**
 * The code of a failure by its status (and per-field errors), for a service that sets it by status;
 * none for a refusal whose reason is its text.
 */
export function errorCodeForStatus(status: number, hasFieldErrors = false): ServiceErrorCode | undefined {
  if (status >= 500) return 'server';
  if (status === 400) return hasFieldErrors ? 'validation' : undefined;
  const byStatus: Record<number, ServiceErrorCode> = {
    401: 'unauthenticated',
    403: 'forbidden',
    404: 'not_found',
    412: 'conflict',
    413: 'too_large',
    422: 'key_reused',
    428: 'version_required',
  };
  return byStatus[status];
}

/** Whether `code` is one of SERVICE_ERROR_CODES. */
export const isServiceErrorCode = (code: unknown): code is ServiceErrorCode =>
  (SERVICE_ERROR_CODES as readonly unknown[]).includes(code);

/** Record fields the services own for versions: never a form's, never a change of its own. */
export const VERSION_FIELDS = ['version', 'updatedAt', 'updatedBy'] as const;

/**
 * Failures with no message of the server's own: no answer in time, no answer at all, a server error
 * that says nothing more than its status, an answer that cannot be read, a refusal without a reason.
 * The HTTP client names them (src/data/http.ts `failureMessage`); i18n/ words them.
 */
export const FAILURE_KINDS = ['timeout', 'network', 'server', 'malformed', 'rejected', 'forbidden'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];
