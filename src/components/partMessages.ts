/**
 * Messages of a part that loads on first use (a dialog, a menu): they come with the part's code, not
 * with the first screen (i18n/index.ts, `partMessageSources`). The composition root's i18n provider
 * can add them (`loadPartMessages`); a part waits for them in its first render (`usePartMessages`).
 */
import { use } from 'react';
import { useI18nProvider, type I18nProvider } from 'react-admin';

/** An i18n provider that adds the messages of a part (i18n/messages/parts/<locale>/<part>.ts). */
export interface PartMessagesLoader {
  loadPartMessages(part: string): Promise<void>;
}

const loads = new WeakMap<I18nProvider, Map<string, Promise<void>>>();

/**
 * Adds the messages of `part` to `provider` once (at once when it cannot add any, e.g. a test's). A
 * failed load leaves the keys showing and is tried again next time.
 */
export function loadPartMessages(provider: I18nProvider & Partial<PartMessagesLoader>, part: string) {
  let byPart = loads.get(provider);
  if (!byPart) {
    byPart = new Map();
    loads.set(provider, byPart);
  }
  let loading = byPart.get(part);
  if (!loading) {
    const parts = byPart;
    loading = (provider.loadPartMessages?.(part) ?? Promise.resolve()).catch(() => {
      parts.delete(part);
    });
    byPart.set(part, loading);
  }
  return loading;
}

/**
 * Suspends until the messages of `part` are in the i18n provider (`loadPartMessages`); at once with a
 * provider that adds none (one that holds every message already, e.g. a test's).
 */
export function usePartMessages(part: string): void {
  const provider: I18nProvider & Partial<PartMessagesLoader> = useI18nProvider();
  if (provider.loadPartMessages) use(loadPartMessages(provider, part));
}
