/**
 * Drafts of generated forms: what the user typed and has not saved, kept in sessionStorage per user and
 * per record, so that a session ending in the middle of an edit (a 401, the idle time-out, the tab
 * rule, a tampered profile, a reload) loses nothing. After signing in again the form comes back with
 * the draft and a notice offering to discard it. Secret and file fields are never kept.
 *
 * A draft is written on every change while the form differs from what was loaded, removed when it no
 * longer differs, when the save succeeds, when the user discards it, and when the user leaves the form
 * while still signed in (ordinary navigation, which the leave-page guard asks about first).
 */
import type { FieldDeclaration, ResourceDefinition } from '../types.ts';
import { inForm } from '../placement.ts';

const PREFIX = 'pa.draft.v1';
/** Also kept out by name, whatever a declaration calls its type. */
const SECRET_NAME = /pass(word)?|secret|token|api_?key|pin$/i;
const NOT_KEPT: ReadonlySet<FieldDeclaration['type']> = new Set(['secret', 'file']);
/** sessionStorage key of the reason the last session ended (set by every automatic or manual sign-out). */
const SIGN_OUT_REASON_KEY = 'pa.auth.reason';

export interface Draft {
  values: Record<string, unknown>;
  savedAt: number;
}

function store(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** `pa.draft.v1:<user>:<resource>:<record id, or "new" for a create form>`. */
export function draftKey(userId: string, resource: string, recordId?: string | number | null): string {
  const record = recordId === undefined || recordId === null || recordId === '' ? 'new' : String(recordId);
  return [PREFIX, encodeURIComponent(userId), resource, encodeURIComponent(record)].join(':');
}

/** The form fields a draft may keep: the declared inputs of this form, minus secrets and files. */
export function draftSources(def: Pick<ResourceDefinition, 'fields'>, mode: 'create' | 'edit'): string[] {
  return def.fields
    .filter((field) => inForm(field, mode) && !NOT_KEPT.has(field.type) && !SECRET_NAME.test(field.source))
    .map((field) => field.source);
}

function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return true;
  if (value instanceof Date) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value as Record<string, unknown>).every(isPlainData);
  return false;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The kept fields whose value differs from what the form was loaded with. */
export function changedValues(
  sources: readonly string[],
  read: (source: string) => unknown,
  loaded: (source: string) => unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const source of sources) {
    const value = read(source);
    if (!isPlainData(value) || same(value, loaded(source))) continue;
    out[source] = value;
  }
  return out;
}

export function writeDraft(key: string, values: Record<string, unknown>, now = Date.now()): void {
  const storage = store();
  if (!storage) return;
  if (Object.keys(values).length === 0) {
    storage.removeItem(key);
    return;
  }
  try {
    storage.setItem(key, JSON.stringify({ values, savedAt: now } satisfies Draft));
  } catch {
    // Storage full or refused: the leave-page guard still warns; nothing else to do.
  }
}

export function readDraft(key: string): Draft | null {
  const text = store()?.getItem(key);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { values, savedAt } = parsed as Partial<Draft>;
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
    return { values, savedAt: typeof savedAt === 'number' ? savedAt : 0 };
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  store()?.removeItem(key);
}

/** True once a sign-out (automatic or not) has happened in this tab and no sign-in has followed yet. */
export function sessionHasEnded(): boolean {
  return Boolean(store()?.getItem(SIGN_OUT_REASON_KEY));
}
