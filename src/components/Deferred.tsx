import { useDeferredValue, useEffect, type ReactNode } from 'react';

/** Set once the console's first screen has shown its deferred parts (one page load). */
let firstScreenDone = false;

/**
 * False in the first render of the console's first screen, true from the render just after it (React's
 * deferred value with an initial value): what waits for it does not hold the first screen's commit and
 * paint. Only the first screen waits: once its deferred parts have come, every later mount (another
 * screen, react-admin's whole-tree render at a language change) gets true at once, so nothing flickers.
 * The second render is React's, not a timer.
 */
export function useFirstScreenShown(): boolean {
  const shown = useDeferredValue(true, firstScreenDone);
  useEffect(() => {
    if (shown) firstScreenDone = true;
  }, [shown]);
  return shown;
}

/**
 * Renders its children in the render after the first screen's (`useFirstScreenShown`). For parts the
 * user does not need in the first frame, such as the app bar's menus and a list's toolbar and pagination
 * (docs/performance.md, lever 21), and for parts that would render themselves again in the first
 * screen's commit (lever 75).
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useFirstScreenShown() ? children : fallback;
}
