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
   * as a phone number or a tax ID is often written) must match it. Patterns shared by several screens
   * are in resources/catalog/lookupKeys.ts.
   */
  pattern: RegExp;
  /** The list filter the key is sent in: a declared `search` or `text` filter. Default `q`. */
  filter?: string;
}

export interface LookupDeclaration<S extends string = string> {
  /** The keys a record is found by; the first one the typed text matches is asked. */
  keys: LookupKey<S>[];
  /** The list filter free text (a name) is sent in, when the text is no screen's key. None: keys only. */
  text?: string;
}
