/** Every failure of a service answers this body (docs/api-contract.md): a message, per-field errors on validation. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/**
 * Failures with no message of the server's own: no answer in time, no answer at all, a server error
 * that says nothing more than its status, an answer that cannot be read, a refusal without a reason.
 * The HTTP client names them (src/data/http.ts `failureMessage`); i18n/ words them.
 */
export const FAILURE_KINDS = ['timeout', 'network', 'server', 'malformed', 'rejected', 'forbidden'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];
