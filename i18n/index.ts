/**
 * One i18n module: react-admin's catalogue, every message module under ./messages, and the labels of the
 * registry it is given (the composition root passes the resource registry). Thai is the default; the
 * chosen locale is kept by react-admin's store. Only Thai is in the first screen's code: the English
 * catalogue (messages/en/, ra-language-english) loads when English is chosen (docs/performance.md).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import type { LabelEntry } from '../src/schema/lazyRegistry.ts';
import raThai from './ra-th.ts';
// Failure messages are built by one function for both languages; their English is a few hundred bytes.
import { en as failuresEn, th as failuresTh } from './messages/failures.ts';

export type Locale = 'th' | 'en';
export const LOCALES: { locale: Locale; name: string }[] = [
  { locale: 'th', name: 'ไทย' },
  { locale: 'en', name: 'English' },
];
export const DEFAULT_LOCALE: Locale = 'th';

type Messages = { [key: string]: string | Messages };
/** A language's messages before the registry's labels: react-admin's, then each module's. */
interface Catalogue {
  base: Messages;
  modules: Messages[];
}

const THAI: Catalogue = {
  base: raThai as unknown as Messages,
  modules: [
    ...Object.values(import.meta.glob<Messages>('./messages/th/*.ts', { eager: true, import: 'th' })),
    // Screens of their own keep their messages beside them (resources/<area>/<entity>/messages/<locale>.ts).
    ...Object.values(
      import.meta.glob<Messages>('../resources/*/*/messages/th.ts', { eager: true, import: 'th' }),
    ),
    failuresTh,
  ],
};

const englishModules = {
  ...import.meta.glob<Messages>('./messages/en/*.ts', { import: 'en' }),
  ...import.meta.glob<Messages>('../resources/*/*/messages/en.ts', { import: 'en' }),
};
let english: Catalogue | undefined;
let englishLoading: Promise<Catalogue> | undefined;

/** Loads a language's catalogue (English on first use; Thai is always there). */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'th' || english) return Promise.resolve();
  englishLoading ??= Promise.all([
    import('ra-language-english').then((m) => m.default as unknown as Messages),
    Promise.all(Object.values(englishModules).map((load) => load())),
  ]).then(([base, modules]) => {
    english = { base, modules: [...modules, failuresEn] };
    return english;
  });
  // A failed load may be tried again (the next language change).
  englishLoading.catch(() => {
    englishLoading = undefined;
  });
  return englishLoading.then(() => undefined);
}

function catalogueOf(locale: Locale): Catalogue | undefined {
  return locale === 'th' ? THAI : english;
}

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
 * serves screens without a menu. Menus still to be built, and screens whose declaration has not loaded
 * yet (src/schema/lazyRegistry.ts), get their name only.
 */
function resourceMessages(locale: Locale, registry: readonly LabelEntry[]): Messages {
  const out: Messages = {};
  for (const entry of registry) {
    const menuName = entry.menu && (locale === 'th' ? entry.menu.nameTh : entry.menu.nameEn);
    if (!('i18n' in entry)) {
      out[entry.name] = {
        name: menuName ?? ('names' in entry ? entry.names?.[locale] : undefined) ?? entry.name,
      };
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

/**
 * Every message of a locale, with the labels of the given registry entries. English must have been
 * loaded first (`await loadLocale('en')`).
 */
export function buildMessages(locale: Locale, registry: readonly LabelEntry[]): Messages {
  const catalogue = catalogueOf(locale);
  if (!catalogue)
    throw new Error(`The ${locale} messages are not loaded: await loadLocale('${locale}') first`);
  return deepMerge(mergedCatalogue(catalogue), resourceMessages(locale, registry));
}

const merged = new WeakMap<Catalogue, Messages>();

/** A language's catalogue as one tree, merged once: the labels are rebuilt each time declarations load. */
function mergedCatalogue(catalogue: Catalogue): Messages {
  let tree = merged.get(catalogue);
  if (!tree) {
    tree = catalogue.modules.reduce(deepMerge, catalogue.base);
    merged.set(catalogue, tree);
  }
  return tree;
}

/**
 * Thai at once; another language as a promise the first time it is chosen (react-admin renders
 * nothing until a stored non-default language has loaded, so nothing shows in the wrong language).
 * `registry` may be a function: the entries are then read each time the messages are built, and
 * `refreshLabels` rebuilds them once more declarations have loaded.
 */
export function createI18nProvider(
  registry: readonly LabelEntry[] | (() => readonly LabelEntry[]),
): I18nProvider {
  const entries = typeof registry === 'function' ? registry : () => registry;
  return polyglotI18nProvider(
    (requested) => {
      const locale: Locale = requested === 'en' ? 'en' : 'th';
      if (catalogueOf(locale)) return buildMessages(locale, entries()) as TranslationMessages;
      return loadLocale(locale).then(() => buildMessages(locale, entries()) as TranslationMessages);
    },
    DEFAULT_LOCALE,
    LOCALES,
    { allowMissing: true },
  );
}

/**
 * Rebuilds the current locale's messages from the entries as they are now (after declarations have
 * loaded, so their field labels are there before their screen renders).
 */
export function refreshLabels(i18nProvider: I18nProvider): Promise<void> {
  return i18nProvider.changeLocale(i18nProvider.getLocale());
}
