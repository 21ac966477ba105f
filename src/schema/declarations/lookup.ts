/**
 * How staff find a record of the screen by its key from the top bar's look-up (Ctrl+K, docs/lookup.md):
 * the keys a record is known by, each recognised by a pattern and sent in one of the list's filters,
 * and the filter that takes a name. The look-up asks only the screens one of whose keys the typed text
 * is (a store id asks the stores, an e-mail the screens with e-mails); text that is no screen's key goes
 * to the screens that search by name.
 */
export interface LookupKey<S extends string = string> {
  /** The record field the key is (shown beside the record's title in the results). */
  field: S;
  /**
   * How the key is recognised: the whole typed text (trimmed; or with its spaces and dashes taken out,
   * as a phone number or a tax ID is often written) must match it (`/^ST\d+$/i`). Not needed for a
   * field of type `email`, `phone` or `thaiId`: the field's type says what such a key looks like
   * (src/schema/lookup/plan.ts, KEY_PATTERNS).
   */
  pattern?: RegExp;
  /**
   * The list filter the key is sent in. Default `q`, the free-text search (it must search the field);
   * else a declared filter, or a field of the records (the list query's equality filter,
   * docs/api-contract.md).
   */
  filter?: string;
}

export interface LookupDeclaration<S extends string = string> {
  /** The keys a record is found by; the first one the typed text matches is asked. */
  keys: LookupKey<S>[];
  /** The list filter free text (a name) is sent in, when the text is no screen's key. None: keys only. */
  text?: string;
}
