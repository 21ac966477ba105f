/**
 * What the composition root lends the shell beyond react-admin's providers: today the demo-data reset of
 * mock mode, which the user menu offers only when it is given one (so the shell never loads mock code).
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface ShellExtras {
  /** Drops every change made to the demo data; the page reloads afterwards. */
  resetDemoData?: () => Promise<void>;
}

const ShellContext = createContext<ShellExtras>({});

export function ShellProvider({ value, children }: { value: ShellExtras; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export const useShellExtras = (): ShellExtras => useContext(ShellContext);
