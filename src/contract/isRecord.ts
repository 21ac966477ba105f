/** A plain JSON object (not null, not an array): the one guard every parser of service answers uses. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
