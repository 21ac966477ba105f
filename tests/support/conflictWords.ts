/**
 * Test messages with the conflict part's English words (the console loads them with the part, on the
 * first refusal): `withConflictWords(base)` answers those keys itself and leaves every other to `base`.
 */
import type { I18nProvider } from 'react-admin';
import { en as conflictEn } from '../../i18n/messages/parts/conflict.ts';

export function withConflictWords(base: I18nProvider): I18nProvider {
  const words = new Map<string, string>();
  const walk = (tree: object, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') words.set(`${prefix}${key}`, value);
      else walk(value as object, `${prefix}${key}.`);
    }
  };
  walk(conflictEn, '');
  return {
    ...base,
    translate: (key, options) => {
      const text = words.get(key);
      if (text === undefined) return base.translate(key, options);
      return text.replace(/%\{(\w+)\}/g, (_m, name: string) => String(options?.[name] ?? ''));
    },
  };
}
