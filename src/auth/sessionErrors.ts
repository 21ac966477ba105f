/**
 * What the auth provider rejects and throws with (docs/security.md): the rejection react-admin turns
 * into a quiet redirect to /login, carrying the sign-out reason the page shows; the error of a sign-in
 * that came back from the provider but could not be completed; and how a failed call is read (its HTTP
 * status, the provider's own words). Kept apart so the session cache and the provider share one shape.
 */
import { isRecord } from '../contract/isRecord.ts';
import type { SignOutReason } from './signOutReason.ts';

export const LOGIN_PATH = '/login';

/** What checkAuth and friends reject with: react-admin logs out to /login without a notification. */
export interface SessionRejection {
  redirectTo: typeof LOGIN_PATH;
  message: false;
  /** Null when there was simply no stored sign-in. */
  reason: SignOutReason | null;
}

/** A sign-in that came back from the provider but could not be completed. */
export class SignInError extends Error {
  readonly reason: SignOutReason | null;
  constructor(message: string, reason: SignOutReason | null = null) {
    super(message);
    this.name = 'SignInError';
    this.reason = reason;
  }
}

/** What checkError answers to a 401 that arrives after an earlier one ended the session: no second sign-out. */
export const LATE_REFUSAL = { logoutUser: false, message: false } as const;

export function rejection(reason: SignOutReason | null): SessionRejection {
  return { redirectTo: LOGIN_PATH, message: false, reason };
}

export function isSessionRejection(error: unknown): error is SessionRejection {
  return typeof error === 'object' && error !== null && 'redirectTo' in error && 'reason' in error;
}

export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/** The message of a failed sign-in redirect: the provider's description, else its code, else the error's. */
export function providerErrorMessage(error: unknown): string {
  if (isRecord(error)) {
    const { error_description: description, error: code } = error;
    if (typeof description === 'string' && description !== '') return description;
    if (typeof code === 'string' && code !== '') return code;
  }
  return error instanceof Error && error.message ? error.message : 'Sign-in failed';
}
