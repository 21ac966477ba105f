/** A value of a record by its declared path (`a.b`), or by the whole path as one key when the record has it. */
export function readPath(data: Record<string, unknown>, path: string): unknown {
  if (path in data) return data[path];
  let current: unknown = data;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
