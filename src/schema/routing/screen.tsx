/** What a route asks of its generated view: read-only, every tab at once, or one part of the record. */
import { createContext, useContext, type ReactNode } from 'react';

export interface ScreenOptions {
  /** A view without the record's actions (the read-only twin of a detail page). */
  readOnly?: boolean;
  /** Every tab on one page (`viewall`, `formall`). */
  allTabs?: boolean;
  /** A form that saves one part: a tab's name, or a declared form route's path. */
  part?: string;
  /** Fields of that form (a declared form route's `fields`). */
  fields?: readonly string[];
}

const ScreenContext = createContext<ScreenOptions>({});

export function ScreenProvider({ value, children }: { value: ScreenOptions; children: ReactNode }) {
  return <ScreenContext.Provider value={value}>{children}</ScreenContext.Provider>;
}

export function useScreen(): ScreenOptions {
  return useContext(ScreenContext);
}
