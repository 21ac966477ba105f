/**
 * The shape of a master dropdown list: where it comes from, or its fixed options. The lists themselves
 * are the app's (resources/catalog/masterLists.ts); the composition root hands them to the data layer.
 * Entries answer `{ name, nameEn, value, imageUrl }`: `name` is the Thai name, `nameEn` the English one
 * (absent or null where the list has none, and then the Thai name is shown in English too).
 */
import type { ServiceName } from '../contract/services.ts';

export interface MasterListSource {
  service: ServiceName;
  path: string;
  auth: 'apiKey' | 'bearer';
  /** A list that needs a parent value; empty parent → no call. */
  dependsOn?: string;
}

export interface MasterListEntry {
  /** The Thai name. */
  name: string;
  /** The English name, where the list has one. */
  nameEn?: string | null;
  value: string;
  imageUrl?: string | null;
}

/** Every list by name: fetched ones, and ones with fixed options. */
export interface MasterListCatalog {
  lists: Readonly<Record<string, MasterListSource>>;
  fixed: Readonly<Record<string, readonly MasterListEntry[]>>;
}

/** An entry's name in a language (`th`, `en`, …): English where asked and known, else Thai. */
export function masterEntryName(entry: MasterListEntry, locale: string | undefined): string {
  return locale?.toLowerCase().startsWith('en') && entry.nameEn ? entry.nameEn : entry.name;
}

/** Every name of an entry (Thai, then English when it has one), as search matches them. */
export function masterEntryNames(entry: MasterListEntry): string[] {
  return entry.nameEn && entry.nameEn !== entry.name ? [entry.name, entry.nameEn] : [entry.name];
}

/**
 * The name of a master value in a language, from the list's entries; the value itself when the list
 * does not have it (or has not loaded), and '' for no value.
 * @example
 * masterName(banks, '004', 'en') // 'Kasikornbank'
 * masterName(banks, '004', 'th') // 'ธนาคารกสิกรไทย'
 */
export function masterName(
  entries: readonly MasterListEntry[],
  value: unknown,
  locale: string | undefined,
): string {
  if (value === null || value === undefined || value === '') return '';
  const code = String(value);
  const entry = entries.find((candidate) => candidate.value === code);
  return entry ? masterEntryName(entry, locale) : code;
}
