/**
 * How a History event's change reads (History.tsx): a list of values as what was added and removed,
 * a list of sub-records (a bank's payment channels) as the items added, removed and changed field by
 * field, and a toggle by the way it went (switched on or off).
 */

/** One changed field of an audit event. */
export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** A sub-record's fields that changed, before → after. */
export interface ItemChange {
  key: string;
  changes: HistoryChange[];
}

/** A list's change: the values (or sub-records, by key) added and removed, and those changed. */
export interface ListDiff {
  added: unknown[];
  removed: unknown[];
  changed: ItemChange[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether a change is one of lists (either side a list, the other a list or nothing). */
export function isListChange(change: Pick<HistoryChange, 'before' | 'after'>): boolean {
  const listOrNone = (v: unknown) => Array.isArray(v) || v === null || v === undefined;
  return (
    (Array.isArray(change.before) || Array.isArray(change.after)) &&
    listOrNone(change.before) &&
    listOrNone(change.after)
  );
}

/** A sub-record's key: its `itemKey` field, else `id`, else the record itself in JSON. */
function keyOf(item: unknown, itemKey: string | undefined): string {
  if (!isObject(item)) return JSON.stringify(item);
  const key = item[itemKey ?? 'id'];
  return typeof key === 'string' || typeof key === 'number' ? String(key) : JSON.stringify(item);
}

/**
 * What changed between two lists: plain values added and removed; sub-records matched by `itemKey`
 * (or `id`), added, removed, and for those on both sides each field that changed.
 */
export function listDiff(before: unknown, after: unknown, itemKey?: string): ListDiff {
  const was = Array.isArray(before) ? before : [];
  const now = Array.isArray(after) ? after : [];
  const keyed = (items: unknown[]) => new Map(items.map((item) => [keyOf(item, itemKey), item]));
  const wasByKey = keyed(was);
  const nowByKey = keyed(now);
  const added = now.filter((item) => !wasByKey.has(keyOf(item, itemKey)));
  const removed = was.filter((item) => !nowByKey.has(keyOf(item, itemKey)));
  const changed: ItemChange[] = [];
  for (const [key, item] of nowByKey) {
    const old = wasByKey.get(key);
    if (!isObject(item) || !isObject(old) || same(item, old)) continue;
    const fields = [...new Set([...Object.keys(old), ...Object.keys(item)])];
    changed.push({
      key,
      changes: fields
        .filter((field) => !same(old[field], item[field]))
        .map((field) => ({ field, before: old[field] ?? null, after: item[field] ?? null })),
    });
  }
  return { added, removed, changed };
}

/** A sub-record's name in a list's change: its key field's value. */
export const itemName = (item: unknown, itemKey?: string): string => keyOf(item, itemKey);

/**
 * Which way a toggle went: the flag it switched (a field of the record, or of one sub-record of a
 * list) is now on (true) or off (false); undefined when no flag tells.
 */
export function switchedTo(
  changes: readonly HistoryChange[],
  itemKeyOf: (field: string) => string | undefined = () => undefined,
): boolean | undefined {
  for (const change of changes) {
    if (typeof change.before === 'boolean' && typeof change.after === 'boolean') return change.after;
    if (!isListChange(change)) continue;
    for (const item of listDiff(change.before, change.after, itemKeyOf(change.field)).changed) {
      const flag = switchedTo(item.changes);
      if (flag !== undefined) return flag;
    }
  }
  return undefined;
}
