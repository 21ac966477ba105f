/**
 * What the composition root lends the shell beyond react-admin's providers: the demo-data reset of
 * mock mode, which the user menu offers only when it is given one (so the shell never loads mock code),
 * and what the record look-up reads (the registry's heads and declarations).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { LazyRegistry } from '../schema/lazyRegistry.ts';

/** The top bar's record look-up (docs/lookup.md): without it, the bar has no look-up. */
export interface LookupSupport {
  /** The screens' heads, and their declarations (whose `lookup` says how records are found), on demand. */
  registry: Pick<LazyRegistry, 'heads' | 'load'>;
}

export interface ShellExtras {
  /** Drops every change made to the demo data; the page reloads afterwards. */
  resetDemoData?: () => Promise<void>;
  lookup?: LookupSupport;
}

const ShellContext = createContext<ShellExtras>({});

export function ShellProvider({ value, children }: { value: ShellExtras; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export const useShellExtras = (): ShellExtras => useContext(ShellContext);
