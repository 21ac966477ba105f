/** The pending items of a user request, read defensively from the record, and the body of a decision. */
export type PendingKind = 'pendingList' | 'pendingFiles';

export interface PendingItem {
  kind: PendingKind;
  /** The changed field, or the file name. */
  key: string;
  oldValue?: string;
  newValue?: string;
  fileUrl?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

export function pendingItems(record: Record<string, unknown>, kind: PendingKind): PendingItem[] {
  const list = record[kind];
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown): PendingItem[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const item = entry as Record<string, unknown>;
    const key = text(kind === 'pendingList' ? item.field : item.fileName);
    if (!key) return [];
    return [
      {
        kind,
        key,
        oldValue: text(item.oldValue),
        newValue: text(item.newValue),
        fileUrl: text(item.fileUrl),
      },
    ];
  });
}

export type Decision = 'approve' | 'disapprove';

/** `POST user_request/{id}` for one item: `{ field | fileName, decision, remark }`. */
export function decisionBody(
  item: PendingItem,
  decision: Decision,
  remark: unknown,
): Record<string, unknown> {
  const body: Record<string, unknown> = { decision, remark: typeof remark === 'string' ? remark.trim() : '' };
  if (item.kind === 'pendingList') body.field = item.key;
  else body.fileName = item.key;
  return body;
}
