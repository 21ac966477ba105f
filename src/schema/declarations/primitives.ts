/**
 * The smallest pieces of a declaration: a call's method and path, the names of master lists and status
 * vocabularies, and a choice's option. Imports nothing, so every declaration file may use them.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A path relative to the service base URL; `{id}` (and `{field}` of the record) are substituted. */
export type EndpointPath = string;

/** A master dropdown list's name (resources/catalog/masterLists.ts). */
export type MasterListName = string;

/** A status vocabulary's name (resources/catalog/statuses.ts; each status has a chip colour). */
export type StatusVocabulary = string;

export interface ChoiceOption {
  id: string | number | boolean;
  /** i18n key or literal text. */
  name: string;
}
