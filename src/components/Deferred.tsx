import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { afterNextPaint } from './afterNextPaint.ts';

/** Set once the console's first screen has painted and its deferred parts may come (one page load). */
let firstScreenDone = false;
let flipping = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isDone = () => firstScreenDone;

/** Once the first screen has painted, every part that waits for it comes, in one render. */
function flipAfterPaint() {
  if (flipping) return;
  flipping = true;
  afterNextPaint(() => {
    firstScreenDone = true;
    for (const listener of [...listeners]) listener();
  });
}

/**
 * False in the console's first screen until that screen has painted, then true, in one render of
 * every part that waited (docs/performance.md, levers 21 and 75): what waits for it does not hold the
 * first screen's commit and paint, and does not render piecemeal behind the updates that follow the
 * screen (a render React may defer is started again at each of them). Only the first screen waits:
 * every later mount (another screen, react-admin's whole-tree render at a language change) gets true at
 * once, so nothing flickers.
 */
export function useFirstScreenShown(): boolean {
  const shown = useSyncExternalStore(subscribe, isDone, isDone);
  // Asked for in the first screen's commit, so the parts come in the frame after its paint, not behind
  // the effects and answers that follow it: what the user sees first moves as little as possible.
  useLayoutEffect(() => {
    if (!shown) flipAfterPaint();
  }, [shown]);
  return shown;
}

/**
 * Renders its children once the first screen has painted (`useFirstScreenShown`). For parts the user
 * does not need in the first frame, such as the app bar's menus and a list's toolbar and pagination
 * (lever 21), and for parts that would render themselves again in the first screen's commit (lever 75).
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useFirstScreenShown() ? children : fallback;
}
