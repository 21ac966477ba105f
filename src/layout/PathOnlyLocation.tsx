import { useContext, useState, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';

/**
 * The location as the side menu needs it: it changes with the path only. A list's page turn, sort or
 * filter changes the search part of the URL, and every react-router link and react-admin menu item
 * would render again for it (they read the location to know the current item and to resolve their
 * path), about twenty items with their icons and ripples at each page turn. Below this provider they
 * see the location of the last path change; the menu's links are absolute and its current item is
 * matched on the path, so nothing they show depends on the rest. react-router has no public hook for
 * this, hence its exported context (named UNSAFE_ because a router's internals may change).
 */
export function PathOnlyLocation({ children }: { children: ReactNode }) {
  const context = useContext(LocationContext);
  const [held, setHeld] = useState(context);
  const current = held.location.pathname === context.location.pathname ? held : context;
  // React's pattern for state that follows a prop: the render is redone at once with the new value.
  if (current !== held) setHeld(current);
  return <LocationContext.Provider value={current}>{children}</LocationContext.Provider>;
}
