/**
 * One i18n module: react-admin's catalogue, every message module under ./messages, and each declared
 * resource's labels. Thai is the default; the chosen locale is kept by react-admin's store.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import { resources } from '../resources/index.ts';
import type { ResourceDefinition } from '../src/schema/types.ts';
import { MENUS } from '../src/auth/menus.ts';
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

const modules = {
  ...import.meta.glob<MessageModule>('./messages/*.ts', { eager: true }),
  // Screens of their own keep their messages beside them (resources/<area>/<entity>/messages.ts).
  ...import.meta.glob<MessageModule>('../resources/*/*/messages.ts', { eager: true }),
};

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
 * Labels from the declarations, plus every menu's name so placeholder menus are translated too. A
 * screen with a menu is named by the menu table (side menu and page titles): a role's menus are
 * matched by that name (spec §6); the declaration's own name serves screens without a menu.
 */
function resourceMessages(locale: Locale, defs: readonly ResourceDefinition[]): Messages {
  const out: Messages = {};
  const menuNames = new Map<string, string>();
  for (const menu of MENUS) {
    const name = locale === 'th' ? menu.nameTh : menu.nameEn;
    menuNames.set(menu.path.slice(1), name);
    out[menu.path.slice(1)] = { name };
  }
  for (const def of defs) {
    const labels = def.i18n[locale];
    out[def.name] = {
      name: menuNames.get(def.name) ?? labels.name,
      fields: { ...labels.fields },
      messages: { ...(labels.messages ?? {}) },
    };
  }
  return { resources: out };
}

/** Every message of a locale; `defs` defaults to the registry (tests pass other declarations). */
export function buildMessages(locale: Locale, defs: readonly ResourceDefinition[] = resources): Messages {
  const base = (locale === 'th' ? raThai : englishMessages) as unknown as Messages;
  let merged = base;
  for (const module of Object.values(modules)) merged = deepMerge(merged, module[locale]);
  return deepMerge(merged, resourceMessages(locale, defs));
}

export const i18nProvider = polyglotI18nProvider(
  (locale) => buildMessages(locale === 'en' ? 'en' : 'th') as TranslationMessages,
  DEFAULT_LOCALE,
  LOCALES,
  { allowMissing: true },
);
