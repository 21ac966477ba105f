/**
 * Translation for the parts that also run without react-admin's <Admin>: the public pages (sign-in,
 * registration, the public card and the cookie banner), which src/public.tsx boots on their own
 * (docs/performance.md, "Bytes"). Both hosts give the same i18n provider's
 * `translate`: App.tsx gives the console's (react-admin re-renders its children when the language
 * changes), src/public.tsx gives its own. Importing react-admin here would pull its whole package
 * into the public pages' chunk.
 */
import { createContext, useContext } from 'react';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const PlainTranslateContext = createContext<Translate | null>(null);

export const PlainTranslateProvider = PlainTranslateContext.Provider;

export function usePlainTranslate(): Translate {
  const translate = useContext(PlainTranslateContext);
  if (!translate) throw new Error('usePlainTranslate needs a PlainTranslateProvider');
  return translate;
}
