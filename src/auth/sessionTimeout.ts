/**
 * The idle timeout the user service sets for the signed-in user (docs/security.md): read once a session
 * is up, with its access token. Anything short of a readable answer (no token, a failed call, an odd
 * body) falls back to the default, so the idle rule always has a timeout to run with.
 */
import { isRecord } from '../contract/isRecord.ts';
import { DEFAULT_IDLE_TIMEOUT_MS, idleTimeoutMs } from './idle.ts';

export const SESSION_TIMEOUT_PATH = '/api/v1/user-config/user-config/get-session-timeout';

/** The idle timeout from the user service at `userBase`; 30 minutes when it cannot be read. */
export async function readSessionTimeoutMs(
  doFetch: typeof fetch,
  userBase: string,
  token: string | null,
): Promise<number> {
  if (!token) return DEFAULT_IDLE_TIMEOUT_MS;
  try {
    const response = await doFetch(`${userBase}${SESSION_TIMEOUT_PATH}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    if (!response.ok) return DEFAULT_IDLE_TIMEOUT_MS;
    const body: unknown = await response.json();
    const data = isRecord(body) ? body.data : undefined;
    return idleTimeoutMs(isRecord(data) ? data.value : undefined);
  } catch {
    return DEFAULT_IDLE_TIMEOUT_MS;
  }
}
