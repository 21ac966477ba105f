import { useContext, useState, type ReactNode } from 'react';
import { matchPath, UNSAFE_LocationContext as LocationContext } from 'react-router-dom';

/** The menu paths that `pathname` is in (react-admin's menu item matches its path as a prefix). */
function matching(paths: readonly string[], pathname: string): string {
  return paths.filter((path) => matchPath({ path, end: false }, pathname) !== null).join('\n');
}

/**
 * Whether the side menu may keep seeing `held` while the address is `now`: nothing it shows can
 * differ. The same path (a list's page turn, sort or filter changes only the search part); or, within
 * one screen, a move between two addresses that are no menu's own (a tab of a record, its form, a
 * child's page): the same items match, and a click on a menu item pushes as it would have, since
 * react-router replaces only when the link's path is the current address, which neither is.
 */
function mayHold(held: string, now: string, paths: readonly string[]): boolean {
  if (held === now) return true;
  if (paths.length === 0 || paths.includes(held) || paths.includes(now)) return false;
  return matching(paths, held) === matching(paths, now);
}

/**
 * The location as a side-menu item needs it (SideMenu.tsx gives each item its own, with its one path):
 * it changes only when what the item shows can change. A list's page turn, sort or filter changes the
 * search part of the URL, a record's tab or form its path within one screen, a record opened from a
 * list the path of one item's screen only, and every react-router link and react-admin menu item would
 * render again for it (they read the location to know the current item and to resolve their path).
 * Below this provider they see the location of the last change that matters (`mayHold`); the menu's
 * links are absolute and its current item is matched on the path as a prefix (`paths`: the menu paths
 * that matter below), so nothing they show depends on the rest. react-router has no public hook for
 * this, hence its exported context (named UNSAFE_ because a router's internals may change).
 */
export function PathOnlyLocation({
  paths = [],
  children,
}: {
  paths?: readonly string[];
  children: ReactNode;
}) {
  const context = useContext(LocationContext);
  const [held, setHeld] = useState(context);
  const current = mayHold(held.location.pathname, context.location.pathname, paths) ? held : context;
  // React's pattern for state that follows a prop: the render is redone at once with the new value.
  if (current !== held) setHeld(current);
  return <LocationContext.Provider value={current}>{children}</LocationContext.Provider>;
}
