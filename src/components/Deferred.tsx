import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a render of their own, just after the one that mounts it (React's deferred
 * value with an initial value): the screen's content commits and paints without waiting for them.
 * For parts the user does not need in the first frame, such as the app bar's menus on a cold load
 * (docs/performance.md). The second render is React's, not a timer: nothing waits, nothing is skipped.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
