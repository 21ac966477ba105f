import { useSyncExternalStore } from 'react';

/**
 * Code a screen waits for: a part rendered before its code is in (components/lazyPart.tsx). A
 * navigation keeps the screen shown before until the next one can render, so the app bar's indicator
 * (Progress.tsx) shows that something is on its way meanwhile.
 */
let waiting = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Counts `load` as awaited by a screen until it settles; returns it. */
export function awaitedCode<T>(load: Promise<T>): Promise<T> {
  waiting += 1;
  notify();
  const done = () => {
    waiting -= 1;
    notify();
  };
  load.then(done, done);
  return load;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a screen is waiting for code. */
export function useCodeLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting > 0,
    () => false,
  );
}
