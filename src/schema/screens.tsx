/**
 * The console's screens, for a part that names other screens than its own (the audit log's screen and
 * action columns and filters): their heads at hand, and each declaration on demand. Every declared
 * screen's routes are given the registry they come from (resourceRoute.tsx).
 */
import { createContext, useContext } from 'react';
import type { LazyRegistry } from './lazyRegistry.ts';

export type Screens = Pick<LazyRegistry, 'heads' | 'peek' | 'load'>;

export const ScreensContext = createContext<Screens | null>(null);

/** The registry of the screen being shown; null outside a declared screen. */
export const useScreens = (): Screens | null => useContext(ScreensContext);
