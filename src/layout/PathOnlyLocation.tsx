import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  createPath,
  matchPath,
  UNSAFE_LocationContext as LocationContext,
  type Location,
} from 'react-router-dom';

/** The menu paths that `pathname` is in (react-admin's menu item matches its path as a prefix). */
function matching(paths: readonly string[], pathname: string): string {
  return paths.filter((path) => matchPath({ path, end: false }, pathname) !== null).join('\n');
}

/**
 * Whether the side menu may keep seeing `held` while the address is `now`: nothing it shows can
 * differ. The same path (a list's page turn, sort or filter changes only the search part); or, within
 * one screen, a move to an address that is no menu's own (a list's record, a tab of it, its form, a
 * child's page): the same items match. A menu's own address is always followed, so that a click on its
 * item there replaces the entry, as react-router does for a link to the current address; from a held
 * list's record, the item adds an entry itself (`SideMenu.tsx`, `usePushFromElsewhere`).
 */
function mayHold(held: string, now: string, paths: readonly string[]): boolean {
  if (held === now) return true;
  if (paths.length === 0 || paths.includes(now)) return false;
  return matching(paths, held) === matching(paths, now);
}

/**
 * The location as the side menu needs it: it changes only when what the menu shows can change. A
 * list's page turn, sort or filter changes the search part of the URL, a record opened from its list,
 * its tab or form the path within one screen, and every react-router link and react-admin menu item would render again for it
 * (they read the location to know the current item and to resolve their path), about twenty items
 * with their icons and ripples at each page turn or tab. Below this provider they see the location of
 * the last change that matters (`mayHold`); the menu's links are absolute and its current item is
 * matched on the path as a prefix (`paths`: the menu items' paths), so nothing they show depends on
 * the rest. react-router has no public hook for this, hence its exported context (named UNSAFE_
 * because a router's internals may change).
 */
/** The router's own location below a PathOnlyLocation, read at the moment it is needed (a click). */
const AddressNow = createContext<{ readonly current: Location | null }>({ current: null });

/**
 * The router's current address (path, search and hash) as react-router writes it, read when called,
 * not when rendered: below PathOnlyLocation, `useLocation()` may be an earlier address.
 */
export function useAddressNow(): () => string | null {
  const now = useContext(AddressNow);
  return () => (now.current ? createPath(now.current) : null);
}

export function PathOnlyLocation({
  paths = [],
  children,
}: {
  paths?: readonly string[];
  children: ReactNode;
}) {
  const context = useContext(LocationContext);
  const now = useRef(context.location);
  useLayoutEffect(() => {
    now.current = context.location;
  });
  const [held, setHeld] = useState(context);
  const current = mayHold(held.location.pathname, context.location.pathname, paths) ? held : context;
  // React's pattern for state that follows a prop: the render is redone at once with the new value.
  if (current !== held) setHeld(current);
  return (
    <AddressNow.Provider value={now}>
      <LocationContext.Provider value={current}>{children}</LocationContext.Provider>
    </AddressNow.Provider>
  );
}
