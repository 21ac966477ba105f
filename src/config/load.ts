import { sharedKeyWarning, validateConfig, type ConfigResult } from './validate.ts';

/**
 * Reads /config.json at run time, so one build serves every environment: `asked` is the answer of a
 * request already made (the entry's, src/boot/entry.ts), else it is asked for here.
 */
export async function loadConfig(url = '/config.json', asked?: Promise<Response>): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await (asked ?? fetch(url, { cache: 'no-store' }));
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
