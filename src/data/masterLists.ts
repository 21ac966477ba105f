/**
 * Master dropdown lists (docs/api-contract.md): fetched once per session, API key only except the
 * bearer lists; a dependent list (district needs a province) is empty until its parent is chosen. The
 * lists are the app's catalogue, provided by the composition root (MasterListCatalogProvider).
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, createElement, useCallback, useContext, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { isRecord } from '../contract/isRecord.ts';
import { masterName, type MasterListCatalog, type MasterListEntry } from '../schema/masterLists.ts';
import { malformedResponse, withService, type HttpClient } from './http.ts';

type MasterListName = string;

const MasterListCatalogContext = createContext<MasterListCatalog>({ lists: {}, fixed: {} });

/** The catalogue the composition root provides (where the lists come from). */
export function useMasterListCatalog(): MasterListCatalog {
  return useContext(MasterListCatalogContext);
}

export function MasterListCatalogProvider({
  value,
  children,
}: {
  value: MasterListCatalog;
  children?: ReactNode;
}) {
  return createElement(MasterListCatalogContext.Provider, { value }, children);
}

/** Gives hooks the one HTTP client created at boot. */
export const HttpClientContext = createContext<HttpClient | null>(null);

export function HttpClientProvider({ value, children }: { value: HttpClient; children?: ReactNode }) {
  return createElement(HttpClientContext.Provider, { value }, children);
}

export function useHttpClient(): HttpClient {
  const client = useContext(HttpClientContext);
  if (!client) throw new Error('useHttpClient needs an <HttpClientProvider> above it');
  return client;
}

export type MasterListParent = string | number | null | undefined;

function hasParent(parent: MasterListParent): parent is string | number {
  return parent !== undefined && parent !== null && String(parent).trim() !== '';
}

export function needsParent(catalog: MasterListCatalog, name: MasterListName): boolean {
  return catalog.lists[name]?.dependsOn !== undefined;
}

function toEntry(raw: unknown): MasterListEntry {
  if (!isRecord(raw)) throw malformedResponse(raw);
  const { name, nameEn, value, imageUrl } = raw;
  if (typeof name !== 'string') throw malformedResponse(raw);
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw malformedResponse(raw);
  }
  return {
    name,
    // Only a list with English names carries them; the others show the Thai name in English too.
    ...(typeof nameEn === 'string' && nameEn.trim() !== '' ? { nameEn } : {}),
    value: String(value),
    imageUrl: typeof imageUrl === 'string' ? imageUrl : null,
  };
}

/** Entries from a bare array, or from the `items` / `data` array some services wrap them in. */
export function toMasterEntries(answer: unknown): MasterListEntry[] {
  const rows = Array.isArray(answer)
    ? answer
    : isRecord(answer) && Array.isArray(answer.items)
      ? answer.items
      : isRecord(answer) && Array.isArray(answer.data)
        ? answer.data
        : undefined;
  if (!rows) throw malformedResponse(answer);
  return rows.map(toEntry);
}

export async function fetchMasterList(
  http: HttpClient,
  catalog: MasterListCatalog,
  name: MasterListName,
  parent?: MasterListParent,
  signal?: AbortSignal,
): Promise<MasterListEntry[]> {
  const fixed = catalog.fixed[name];
  if (fixed) return [...fixed];
  const source = catalog.lists[name];
  if (!source) throw new Error(`No master list "${name}" in the catalogue`);
  if (source.dependsOn !== undefined && !hasParent(parent)) return [];
  const path = hasParent(parent)
    ? source.path.replace('{parent}', encodeURIComponent(String(parent)))
    : source.path;
  const answer = await http.request(source.service, path, { auth: source.auth, signal });
  try {
    return toMasterEntries(answer);
  } catch (error) {
    // The message names the service whose answer could not be read.
    throw withService(error, source.service);
  }
}

export function masterListQueryKey(name: MasterListName, parent?: MasterListParent) {
  return ['masterList', name, hasParent(parent) ? String(parent) : null] as const;
}

export interface MasterListState {
  data: MasterListEntry[];
  /** No answer yet: asked, about to be asked, or asked again after a call was dropped. */
  isLoading: boolean;
  /** The failure (time-out, server error, unreadable answer); the field offers `retry`. */
  error: Error | null;
  retry: () => void;
}

const NO_ENTRIES: MasterListEntry[] = [];

export function useMasterList(name: MasterListName, parent?: MasterListParent): MasterListState {
  const http = useHttpClient();
  const catalog = useContext(MasterListCatalogContext);
  const waitingForParent = needsParent(catalog, name) && !hasParent(parent);
  const query = useQuery({
    queryKey: masterListQueryKey(name, parent),
    queryFn: ({ signal }) => fetchMasterList(http, catalog, name, parent, signal),
    enabled: !waitingForParent,
    // Master data does not change during a session; one fetch per list (and parent) is enough.
    staleTime: Infinity,
    gcTime: Infinity,
    // A failed list is not retried behind the user's back: the field says so and offers a retry.
    retry: false,
  });
  const { refetch } = query;
  return {
    data: query.data ?? NO_ENTRIES,
    // Pending, not only fetching: a query whose call was dropped (its last user gone while it was
    // under way) is pending with no call until the next user asks again, and still has no entries.
    isLoading: !waitingForParent && query.isPending,
    error: query.error,
    retry: () => void refetch(),
  };
}

/**
 * The name of a value of a master list in the current language (`masterName`), the raw value while the
 * list loads or when it lacks the value. For a screen that shows master values outside the generated
 * fields (a History's before → after).
 */
export function useMasterNames(name: MasterListName, parent?: MasterListParent): (value: unknown) => string {
  const { data } = useMasterList(name, parent);
  const [locale = 'th'] = useLocaleState();
  return useCallback((value: unknown) => masterName(data, value, locale), [data, locale]);
}
