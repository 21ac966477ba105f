/**
 * A part of a screen whose code loads the first time it is shown (docs/performance.md, lever 14): the
 * first screen loads only what it shows. The part renders in its own Suspense boundary, so the rest
 * of the screen does not wait for it; `preload` starts the load earlier (on hover, on focus).
 */
import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';

export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
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
  const Part = memo((props: P) => (
    <Suspense fallback={fallback}>
      <Loaded {...props} />
    </Suspense>
  ));
  return Object.assign(Part, { preload }) as unknown as LazyPart<P>;
}
