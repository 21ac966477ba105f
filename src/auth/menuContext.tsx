/**
 * The menu catalogue in React: the composition root provides the registry's menus (and how to draw a
 * menu's icon); the side menu, landing page, account page and role matrix read them here.
 */
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { MenuCatalogue } from './menus.ts';

export interface MenuContextValue {
  menus: MenuCatalogue;
  /** The side-menu icon of an icon name. */
  icon: (name: string) => ReactElement | undefined;
  /**
   * Starts loading what a menu's screen needs (its declaration), when the pointer or the keyboard
   * reaches its item: by the click it is usually there.
   */
  prepare?: (resource: string) => void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

export function MenuCatalogueProvider({ value, children }: { value: MenuContextValue; children: ReactNode }) {
  return <MenuContext.Provider value={value}>{children}</MenuContext.Provider>;
}

export function useMenuContext(): MenuContextValue {
  const value = useContext(MenuContext);
  if (!value) throw new Error('useMenuCatalogue needs a MenuCatalogueProvider (see src/App.tsx)');
  return value;
}

export function useMenuCatalogue(): MenuCatalogue {
  return useMenuContext().menus;
}
