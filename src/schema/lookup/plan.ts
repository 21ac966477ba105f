/**
 * The top bar's look-up (docs/lookup.md), without React: which screens it may ask (those whose
 * declaration declares `lookup`, with a list of their own, that the role may view), which of them a
 * typed text asks and with which list filter, and where a record found opens.
 */
import type { Identifier } from 'react-admin';
import { fillAddress } from '../routing/addresses.ts';
import type { FieldType, LookupKey, ResourceDefinition } from '../types.ts';

/** Free text shorter than this asks nothing (a key is asked from its first character on). */
export const MIN_TEXT_LENGTH = 2;
/** Records shown per screen. */
export const LOOKUP_PAGE_SIZE = 5;

/** One screen to ask: its list call's filter, and the key its records are shown and opened by. */
export interface LookupAsk {
  resource: string;
  /** The list filter sent (`{ q: 'ST00001' }`). */
  filter: Record<string, string>;
  /** The record field shown as the record's key. */
  keyField: string;
  /** The filter that finds one record by its key (a screen without a view page opens its list with it). */
  keyFilter: string;
  /** Asked because the text is one of its keys, or as a name. */
  by: 'key' | 'text';
}

/** What a key looks like when its field's type says it (a key of another type declares its pattern). */
export const KEY_PATTERNS: Partial<Record<FieldType, RegExp>> = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /** 0 and 8 or 9 digits, as a phone field takes it. */
  phone: /^0\d{8,9}$/,
  /** A 13-digit Thai ID: a person's ID card number or a company's registration (tax) number. */
  thaiId: /^\d{13}$/,
};

/** The pattern a key is recognised by: its own, else its field type's; undefined when it has neither. */
export function keyPattern(def: Pick<ResourceDefinition, 'fields'>, key: LookupKey): RegExp | undefined {
  if (key.pattern) return key.pattern;
  const type = def.fields.find((field) => field.source === key.field)?.type;
  return type ? KEY_PATTERNS[type] : undefined;
}

/** The text as typed (trimmed), then without its spaces and dashes (`081-234-5678`, `1 2345 67890 12 3`). */
function forms(text: string): string[] {
  const trimmed = text.trim();
  const compact = trimmed.replace(/[\s-]+/g, '');
  return compact === trimmed ? [trimmed] : [trimmed, compact];
}

/** The value a key of this pattern is sent as when `text` is such a key, else undefined. */
export function matchKey(pattern: RegExp | undefined, text: string): string | undefined {
  if (!pattern) return undefined;
  // A fresh copy: a declared `g` or `y` flag would keep a position between calls.
  const test = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return forms(text).find((form) => form !== '' && test.test(form));
}

/** The screens a look-up may ask: a declared `lookup`, a list of their own, and `canView` (the role's `list`). */
export function lookupScreens(
  defs: readonly ResourceDefinition[],
  canView: (resource: string) => boolean,
): ResourceDefinition[] {
  return defs.filter(
    (def) =>
      def.lookup !== undefined &&
      def.views.includes('list') &&
      def.endpoints.list !== undefined &&
      !def.parent &&
      canView(def.name),
  );
}

/**
 * The screens `text` asks, in the order given: those one of whose keys it is (each by its first key it
 * matches); when it is no screen's key, those that search by name (from MIN_TEXT_LENGTH characters).
 */
export function planLookup(text: string, screens: readonly ResourceDefinition[]): LookupAsk[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const byKey = screens.flatMap((def): LookupAsk[] => {
    for (const key of def.lookup?.keys ?? []) {
      const value = matchKey(keyPattern(def, key), trimmed);
      const filter = key.filter ?? 'q';
      if (value !== undefined)
        return [
          {
            resource: def.name,
            filter: { [filter]: value },
            keyField: key.field,
            keyFilter: filter,
            by: 'key',
          },
        ];
    }
    return [];
  });
  if (byKey.length > 0 || trimmed.length < MIN_TEXT_LENGTH) return byKey;
  return screens.flatMap((def): LookupAsk[] => {
    const textFilter = def.lookup?.text;
    if (!textFilter) return [];
    const first = def.lookup?.keys[0];
    return [
      {
        resource: def.name,
        filter: { [textFilter]: trimmed },
        keyField: first?.field ?? def.idField,
        keyFilter: first?.filter ?? 'q',
        by: 'text',
      },
    ];
  });
}

/**
 * Where a record found opens: its view page at its declared address; for a screen without one (QR
 * transactions), its list filtered to the record's key. Undefined when the address cannot be filled.
 */
export function lookupTarget(
  def: ResourceDefinition,
  record: { id: Identifier } & Record<string, unknown>,
  ask: Pick<LookupAsk, 'keyField' | 'keyFilter'>,
): string | undefined {
  if (def.views.includes('show')) {
    const view = fillAddress(def, 'view', { id: record.id });
    return 'path' in view ? view.path : undefined;
  }
  const list = fillAddress(def, 'list', {});
  const key = record[ask.keyField] ?? record.id;
  if (!('path' in list) || (typeof key !== 'string' && typeof key !== 'number')) return undefined;
  return `${list.path}?${new URLSearchParams({ filter: JSON.stringify({ [ask.keyFilter]: String(key) }) })}`;
}
