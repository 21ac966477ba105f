/**
 * One i18n module: react-admin's catalogue, every message module under ./messages, and the labels of the
 * registry it is given (the composition root passes the resource registry). Thai is the default; the
 * chosen locale is kept by react-admin's store. Only Thai is in the first screen's code: the English
 * catalogue (messages/en/, ra-language-english) loads when English is chosen, and a screen's own
 * messages (resources/<area>/<entity>/messages/<locale>.ts) load with its declaration
 * (`loadScreenMessages`; docs/performance.md).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import type { LabelEntry } from '../src/schema/lazyRegistry.ts';
import type { PartMessagesLoader } from '../src/components/partMessages.ts';
import raThai from './ra-th.ts';
// Failure messages are built by one function for both languages; English with the English catalogue.
import { th as failuresTh } from './messages/failures.ts';

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
    failuresTh,
  ],
};

const englishModules = import.meta.glob<Messages>('./messages/en/*.ts', { import: 'en' });
let english: Catalogue | undefined;
let englishLoading: Promise<Catalogue> | undefined;

/**
 * Messages a screen keeps beside its declaration (resources/<area>/<entity>/messages/<locale>.ts), named
 * by its head (`messages`). They load with the declaration, not at boot: only the screen that uses them
 * needs them.
 */
export interface ScreenMessageSource {
  name: string;
  messages: Readonly<Record<Locale, () => Promise<unknown>>>;
}

/** Screens whose messages are wanted, and each language's loaded ones, by screen name. */
const screensWanted = new Map<string, ScreenMessageSource>();
const screenMessages: Record<Locale, Map<string, Messages>> = { th: new Map(), en: new Map() };

/** Loads the `locale` messages of `screens` not loaded yet; tells how many it added. */
function loadScreenLocale(screens: Iterable<ScreenMessageSource>, locale: Locale): Promise<number> {
  return Promise.all(
    [...screens].flatMap((screen) => {
      if (screenMessages[locale].has(screen.name)) return [];
      return [
        screen.messages[locale]().then(
          (messages) => void screenMessages[locale].set(screen.name, messages as Messages),
        ),
      ];
    }),
  ).then((added) => added.length);
}

/**
 * Loads the own messages of `screens` (each named by its head's `messages`): Thai,
 * and English too once English has been chosen. Tells whether any were added: the messages must then be
 * rebuilt (`refreshLabels`). A failed load is tried again by the next call for its screen.
 */
export function loadScreenMessages(screens: readonly ScreenMessageSource[]): Promise<boolean> {
  for (const screen of screens) screensWanted.set(screen.name, screen);
  const locales: Locale[] = english || englishLoading ? ['th', 'en'] : ['th'];
  return Promise.all(locales.map((locale) => loadScreenLocale(screens, locale))).then((added) =>
    added.some((count) => count > 0),
  );
}

/** A part whose Thai and English messages are one module (its `th` and `en`): one loader for both. */
const bothLanguages = (
  load: () => Promise<Readonly<Record<Locale, unknown>>>,
): ScreenMessageSource['messages'] => ({
  th: () => load().then((m) => m.th),
  en: () => load().then((m) => m.en),
});

/**
 * Messages of parts that load on first use (the list's keys and saved views, a record's History, the
 * top bar's menus and look-up), by part: loaded with the part's code (the provider's
 * `loadPartMessages`), not at boot.
 */
export const PART_MESSAGES: Readonly<Record<string, ScreenMessageSource['messages']>> = {
  lists: {
    th: () => import('./messages/parts/th/lists.ts').then((m) => m.th),
    en: () => import('./messages/parts/en/lists.ts').then((m) => m.en),
  },
  // The sign-in, registration, callback and account pages: with the page (the public pages' boot
  // loads them as it starts, src/public.tsx); no list or record screen shows them.
  auth: {
    th: () => import('./messages/parts/th/auth.ts').then((m) => m.th),
    en: () => import('./messages/parts/en/auth.ts').then((m) => m.en),
  },
  // The top bar's settings menu: with the menu.
  settings: {
    th: () => import('./messages/parts/th/settings.ts').then((m) => m.th),
    en: () => import('./messages/parts/en/settings.ts').then((m) => m.en),
  },
  // A record's History and the audit log's actions (docs/adding-a-resource.md, "History").
  history: bothLanguages(() => import('./messages/parts/history.ts')),
  // The top bar's record look-up (docs/lookup.md): with its dialog.
  lookup: bothLanguages(() => import('./lookup/messages.ts')),
  // A write refused because the record changed or the action was done (docs/api-contract.md).
  conflict: bothLanguages(() => import('./messages/parts/conflict.ts')),
  // The 404 and 403 pages, a menu not open yet, the root's "please wait" (messages/parts/pages.ts).
  pages: bothLanguages(() => import('./messages/parts/pages.ts')),
  // A record's views and forms: inputs' validation, secrets, files, drafts (messages/parts/records.ts).
  records: bothLanguages(() => import('./messages/parts/records.ts')),
  // Bulk actions on a list's selected rows (docs/lists.md, "Bulk actions"): with the bulk buttons.
  bulk: bothLanguages(() => import('./messages/parts/bulk.ts')),
  // The start page's queues and the transaction charts (resources/today/): with their code.
  today: bothLanguages(() => import('./messages/parts/today.ts')),
};

/** Loads a language's catalogue (English on first use; Thai is always there). */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'th' || english) return Promise.resolve();
  englishLoading ??= Promise.all([
    import('ra-language-english').then((m) => m.default as unknown as Messages),
    Promise.all(Object.values(englishModules).map((load) => load())),
    loadScreenLocale(screensWanted.values(), 'en'),
  ]).then(([base, modules]) => {
    english = { base, modules };
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
  const screens = [...screenMessages[locale].values()].reduce(deepMerge, mergedCatalogue(catalogue));
  return deepMerge(screens, resourceMessages(locale, registry));
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
): I18nProvider & PartMessagesLoader {
  const entries = typeof registry === 'function' ? registry : () => registry;
  const provider = polyglotI18nProvider(
    (requested) => {
      const locale: Locale = requested === 'en' ? 'en' : 'th';
      if (catalogueOf(locale)) return buildMessages(locale, entries()) as TranslationMessages;
      return loadLocale(locale).then(() => buildMessages(locale, entries()) as TranslationMessages);
    },
    DEFAULT_LOCALE,
    LOCALES,
    { allowMissing: true },
  );
  const loadPartMessages = (part: string) => {
    const messages = PART_MESSAGES[part];
    return messages
      ? loadScreenMessages([{ name: `part:${part}`, messages }]).then((added) =>
          added ? refreshLabels(provider) : undefined,
        )
      : Promise.resolve();
  };
  return Object.assign(provider, { loadPartMessages });
}

/**
 * Rebuilds the current locale's messages from the entries as they are now (after declarations have
 * loaded, so their field labels are there before their screen renders).
 */
export function refreshLabels(i18nProvider: I18nProvider): Promise<void> {
  return i18nProvider.changeLocale(i18nProvider.getLocale());
}
