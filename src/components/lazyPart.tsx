/**
 * A part of a screen whose code loads the first time it is shown, so the first screen loads only what
 * it shows. The part renders in its own Suspense boundary, so the rest of the screen does not wait for
 * it; `preload` starts the load earlier (the loading policy's intent, src/loading/). A part mounted
 * once its code is in renders it at once, without the fallback frame a lazy component shows on its
 * first render.
 */
import { lazy, memo, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then((Component) => {
      loaded = Component;
      return { default: Component };
    });
    // A failed load is tried again by the next preload or render: React.lazy would keep the failure
    // for good, so the lazy component below is made afresh after one.
    loading.catch(() => {
      loading = undefined;
      Loaded = lazy(preload);
    });
    return loading;
  };
  let Loaded = lazy(preload);
  // Memoised: a list's page turn re-renders its filter form, whose date pickers are costly to render
  // again with the same props. Each mount keeps the way it started: switching from the lazy one to the
  // loaded one would remount the part and lose its state.
  const Part = memo((props: P) => {
    const [Ready] = useState(() => loaded);
    const [Lazy] = useState(() => Loaded);
    return <Suspense fallback={fallback}>{Ready ? <Ready {...props} /> : <Lazy {...props} />}</Suspense>;
  });
  return Object.assign(Part, { preload }) as unknown as LazyPart<P>;
}

/**
 * One lazy part per module loader (a declaration's view, a tab's page), made on first use: a new part
 * per render would remount what it shows. The module's default export is the part's component.
 */
export function lazyPartPerLoader(fallback: ReactNode) {
  const parts = new WeakMap<() => Promise<{ default: ComponentType }>, LazyPart<object>>();
  return (load: () => Promise<{ default: ComponentType }>): LazyPart<object> => {
    let part = parts.get(load);
    if (!part) {
      part = lazyPart(() => load().then((m) => m.default), fallback);
      parts.set(load, part);
    }
    return part;
  };
}
