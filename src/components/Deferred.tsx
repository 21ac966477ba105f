import { useDeferredValue, useEffect, type ReactNode } from 'react';

/** Set once the console's first screen has shown its deferred parts (one page load). */
let firstScreenDone = false;

/**
 * Renders its children in a render of their own, just after the one that mounts it (React's deferred
 * value with an initial value): the first screen of a page load commits and paints without waiting for
 * them. For parts the user does not need in the first frame, such as the app bar's menus and a list's
 * toolbar and pagination (docs/performance.md, lever 21). The second render is React's, not a timer.
 * Only the first screen is deferred: once its parts have come, every later mount (another screen,
 * react-admin's whole-tree render at a language change) renders them at once, so nothing flickers.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, firstScreenDone);
  useEffect(() => {
    if (ready) firstScreenDone = true;
  }, [ready]);
  return ready ? children : fallback;
}
