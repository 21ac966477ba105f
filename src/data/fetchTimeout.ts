/**
 * Time limits of calls made outside the HTTP client (the session check at boot). Apart from http.ts so
 * the early session check (src/boot/earlyStart.ts) does not bring the client into the shared chunk.
 */
import type { AppConfig } from '../config/types.ts';

/** A call without a time-out of its own, on a service without `timeoutMs`, gives up after this. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The session check (sso user-info, then the user profile) waits the longer of the two services' limits. */
export function sessionCheckTimeoutMs(config: Pick<AppConfig, 'services'>): number {
  const { sso, user } = config.services;
  return Math.max(sso.timeoutMs ?? DEFAULT_TIMEOUT_MS, user.timeoutMs ?? DEFAULT_TIMEOUT_MS);
}

/**
 * A `fetch` that gives up after `timeoutMs` (rejecting with a TimeoutError), for calls made outside
 * the client, such as the session check at boot: a service that never answers must not stall the page.
 */
export function fetchWithTimeout(timeoutMs: number, fetchImpl?: typeof fetch): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return (fetchImpl ?? globalThis.fetch)(input, { ...init, signal });
  };
}
