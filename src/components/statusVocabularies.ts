/**
 * Status chips: each vocabulary lists its statuses with one colour each (the app's vocabularies are in
 * resources/catalog/statuses.ts, handed down by the composition root). Matching ignores case, spaces
 * and punctuation so `PENDING_FOR_SETTLE`, `Pending for settle` and `pendingForSettle` are the same
 * status. Labels live under `pa.engine.status.<vocabulary>.<key>`.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';

export type StatusColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

export interface StatusDefinition {
  key: string;
  value: string;
  color: StatusColor;
}

export type StatusVocabularies = Readonly<Record<string, readonly StatusDefinition[]>>;

const StatusVocabularyContext = createContext<StatusVocabularies>({});

export function StatusVocabularyProvider({
  value,
  children,
}: {
  value: StatusVocabularies;
  children?: ReactNode;
}) {
  return createElement(StatusVocabularyContext.Provider, { value }, children);
}

/** The statuses of a vocabulary; none for a vocabulary nobody provided. */
export function useStatusVocabulary(vocabulary: string): readonly StatusDefinition[] {
  return useContext(StatusVocabularyContext)[vocabulary] ?? [];
}

function normalizeStatus(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9\u0E00-\u0E7F]/g, '');
}

export function findStatus(list: readonly StatusDefinition[], value: unknown): StatusDefinition | undefined {
  if (value === null || value === undefined) return undefined;
  const wanted = normalizeStatus(String(value));
  return list.find((s) => normalizeStatus(s.value) === wanted || normalizeStatus(s.key) === wanted);
}

export function statusLabelKey(vocabulary: string, key: string): string {
  return `pa.engine.status.${vocabulary}.${key}`;
}
