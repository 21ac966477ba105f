import { sharedKeyWarning, validateConfig, type ConfigResult } from './validate.ts';

/** Reads /config.json at run time, so one build serves every environment. */
export async function loadConfig(url = '/config.json'): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store' });
  } catch {
    return { ok: false, issues: [{ path: url, problem: 'missing' }] };
  }
  if (!response.ok) return { ok: false, issues: [{ path: url, problem: 'missing' }] };
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    return { ok: false, issues: [{ path: url, problem: 'invalid' }] };
  }
  const result = validateConfig(raw);
  const warning = result.ok ? sharedKeyWarning(result.config.profileSignature) : null;
  if (warning) console.warn(warning);
  return result;
}

/** Resolves a configured URL that may be a path on this origin. */
export function resolveUrl(value: string, origin = window.location.origin): string {
  return new URL(value, origin).toString().replace(/\/$/, '');
}
