/**
 * One i18n module: react-admin's catalogue, every message module under ./messages, and the labels of the
 * registry it is given (the composition root passes the resource registry). Thai is the default; the
 * chosen locale is kept by react-admin's store.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { isScreen, type RegistryEntry } from '../src/schema/types.ts';
import raThai from './ra-th.ts';

export type Locale = 'th' | 'en';
export const LOCALES: { locale: Locale; name: string }[] = [
  { locale: 'th', name: 'ไทย' },
  { locale: 'en', name: 'English' },
];
export const DEFAULT_LOCALE: Locale = 'th';

type Messages = { [key: string]: string | Messages };
interface MessageModule {
  th: Messages;
  en: Messages;
}

const modules = import.meta.glob<MessageModule>('./messages/*.ts', { eager: true });

function isMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null;
}

export function deepMerge(target: Messages, source: Messages): Messages {
  const out: Messages = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    out[key] = isMessages(value) && isMessages(existing) ? deepMerge(existing, value) : value;
  }
  return out;
}

/**
 * Labels from the declarations. A screen that is a menu is named by its menu names (side menu and page
 * titles), since a role's menus are matched by them (docs/permissions.md); the declaration's own name
 * serves screens without a menu. Menus still to be built get their name only.
 */
function resourceMessages(locale: Locale, registry: readonly RegistryEntry[]): Messages {
  const out: Messages = {};
  for (const entry of registry) {
    const menuName = entry.menu && (locale === 'th' ? entry.menu.nameTh : entry.menu.nameEn);
    if (!isScreen(entry)) {
      out[entry.name] = { name: menuName ?? entry.name };
      continue;
    }
    const labels = entry.i18n[locale];
    out[entry.name] = {
      name: menuName ?? labels.name,
      fields: { ...labels.fields },
      messages: { ...(labels.messages ?? {}) },
    };
  }
  return { resources: out };
}

/** Every message of a locale, with the labels of the given registry entries. */
export function buildMessages(locale: Locale, registry: readonly RegistryEntry[]): Messages {
  const base = (locale === 'th' ? raThai : englishMessages) as unknown as Messages;
  let merged = base;
  for (const module of Object.values(modules)) merged = deepMerge(merged, module[locale]);
  return deepMerge(merged, resourceMessages(locale, registry));
}

export function createI18nProvider(registry: readonly RegistryEntry[]): I18nProvider {
  return polyglotI18nProvider(
    (locale) => buildMessages(locale === 'en' ? 'en' : 'th', registry) as TranslationMessages,
    DEFAULT_LOCALE,
    LOCALES,
    { allowMissing: true },
  );
}
