/**
 * A part of a screen whose code loads the first time it is shown (docs/performance.md, lever 14): the
 * first screen loads only what it shows. The part renders in its own Suspense boundary, so the rest
 * of the screen does not wait for it; `preload` starts the load earlier (on hover, on focus, with a
 * declaration that uses it). A part mounted once its code is in renders it at once, without the
 * fallback frame a lazy component shows on its first render.
 *
 * `hold` (a screen, src/schema/routing/lazyViews.ts): the load suspends into the boundary around the
 * part, which a navigation (a transition) keeps showing the screen it leaves; the part renders in a
 * boundary of its own once loaded. A boundary of its own around the load would show its fallback at
 * the navigation, and React then holds the loaded part back until 300 ms after that fallback.
 */
import { lazy, memo, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
  hold = false,
): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then((Component) => {
      loaded = hold
        ? (props: P) => (
            <Suspense fallback={fallback}>
              <Component {...props} />
            </Suspense>
          )
        : Component;
      return { default: loaded };
    });
    // A failed preload (a hover) is tried again by the next one or by the first render; a failed render
    // shows the nearest error boundary, as a route whose code cannot load does.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const Loaded = lazy(preload);
  // Memoised: a list's page turn re-renders its filter form, whose date pickers are costly to render
  // again with the same props.
  // Each mount keeps the way it started: switching from the lazy one to the loaded one would remount
  // the part and lose its state.
  const Part = memo((props: P) => {
    const [Ready] = useState(() => loaded);
    const part = Ready ? <Ready {...props} /> : <Loaded {...props} />;
    return hold ? part : <Suspense fallback={fallback}>{part}</Suspense>;
  });
  return Object.assign(Part, { preload }) as unknown as LazyPart<P>;
}

/**
 * One lazy part per module loader (a declaration's view, a tab's page), made on first use: a new part
 * per render would remount what it shows. The module's default export is the part's component.
 */
export function lazyPartPerLoader(fallback: ReactNode, hold = false) {
  const parts = new WeakMap<() => Promise<{ default: ComponentType }>, LazyPart<object>>();
  return (load: () => Promise<{ default: ComponentType }>): LazyPart<object> => {
    let part = parts.get(load);
    if (!part) {
      part = lazyPart(() => load().then((m) => m.default), fallback, hold);
      parts.set(load, part);
    }
    return part;
  };
}
