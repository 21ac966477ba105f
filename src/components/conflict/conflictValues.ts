/**
 * What the conflict part compares (docs/api-contract.md, "Versions and conflicts"): the fields the
 * person changed in the form (their value differs from what the form was loaded with), side by side
 * with the record as it is now; and "apply mine": the current record with those changes on top.
 */
import { readPath } from '../../data/readPath.ts';

export interface ConflictRow {
  source: string;
  mine: unknown;
  current: unknown;
}

const numeric = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : NaN;

/** The same value: `''`, null and undefined are all empty; `"250.50"` is 250.5. */
export function sameValue(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === undefined || v === null || v === '';
  if (empty(a) && empty(b)) return true;
  if (JSON.stringify(a ?? null) === JSON.stringify(b ?? null)) return true;
  const [x, y] = [numeric(a), numeric(b)];
  return !Number.isNaN(x) && x === y;
}

/**
 * The form's sources: the declared ones (`declared`, possibly dotted), then any other top-level value
 * of the form (a hand-written form's own) that no declared source lies in.
 */
export function formSources(values: Record<string, unknown>, declared: readonly string[] = []): string[] {
  const heads = new Set(declared.map((source) => source.split('.')[0]));
  const others = Object.keys(values).filter((key) => !heads.has(key) && key !== 'id');
  return [...declared, ...others];
}

/** The sources whose value in `mine` differs from what the form was loaded with. */
export function changedSources(
  sources: readonly string[],
  mine: Record<string, unknown>,
  loaded: Record<string, unknown>,
): string[] {
  return sources.filter((source) => !sameValue(readPath(mine, source), readPath(loaded, source)));
}

/** One row per changed field whose value differs from the current record's. */
export function conflictRows(
  changed: readonly string[],
  mine: Record<string, unknown>,
  current: Record<string, unknown>,
): ConflictRow[] {
  return changed
    .map((source) => ({ source, mine: readPath(mine, source), current: readPath(current, source) }))
    .filter((row) => !sameValue(row.mine, row.current));
}

function writePath(out: Record<string, unknown>, path: string, value: unknown): void {
  if (path in out || !path.includes('.')) {
    out[path] = value;
    return;
  }
  const parts = path.split('.');
  let target = out;
  for (const part of parts.slice(0, -1)) {
    const next = target[part];
    target[part] = typeof next === 'object' && next !== null && !Array.isArray(next) ? { ...next } : {};
    target = target[part] as Record<string, unknown>;
  }
  target[parts[parts.length - 1]] = value;
}

/** "Apply mine": the current record with the person's changed fields on top. */
export function mineOnTop(
  current: Record<string, unknown>,
  mine: Record<string, unknown>,
  changed: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...current };
  for (const source of changed) writePath(out, source, readPath(mine, source));
  return out;
}

/** A value as one line of text for the comparison; undefined when empty. */
export function valueText(value: unknown, yesNo: (value: boolean) => string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => valueText(item, yesNo)).filter((text) => text !== undefined);
    return items.length > 0 ? items.join('; ') : undefined;
  }
  if (typeof value === 'object') {
    const parts = Object.values(value as Record<string, unknown>)
      .map((item) => valueText(item, yesNo))
      .filter((text) => text !== undefined);
    return parts.length > 0 ? parts.join(', ') : undefined;
  }
  return String(value);
}
