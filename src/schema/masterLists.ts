/**
 * The shape of a master dropdown list: where it comes from, or its fixed options. The lists themselves
 * are the app's (resources/catalog/masterLists.ts); the composition root hands them to the data layer.
 * Entries answer `{ name, value, imageUrl }`.
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
  name: string;
  value: string;
  imageUrl?: string | null;
}

/** Every list by name: fetched ones, and ones with fixed options. */
export interface MasterListCatalog {
  lists: Readonly<Record<string, MasterListSource>>;
  fixed: Readonly<Record<string, readonly MasterListEntry[]>>;
}
