/**
 * A part of a screen whose code loads the first time it is shown, so the first screen loads only what
 * it shows. The part renders in its own Suspense boundary, so the rest of the screen does not wait for
 * it (a whole screen has none: `screen`); `preload` starts the load earlier (the loading policy's
 * intent, src/loading/). A part mounted once its code is in renders it at once, without the fallback
 * frame a lazy component shows on its first render.
 *
 * A part whose code cannot be loaded (a release replaced its chunk: src/boot/release.ts) reloads the
 * page once, showing its loading state until the page goes; when the tab already reloaded for this
 * release, it says so in its own place (ReleaseNotice.tsx), the rest of the screen and an open form
 * staying as they are, and its "try again" asks for the code afresh.
 */
import { lazy, memo, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { isChunkLoadError, releaseReload } from '../boot/release.ts';
import { awaitedCode } from './codeLoading.ts';
import { ChunkErrorBoundary } from './ReleaseNotice.tsx';

export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

export interface LazyPartOptions {
  /**
   * A whole screen (a route's view): no boundary of its own. While its code loads it suspends the
   * layout's boundary, so a navigation (a transition) keeps the screen shown before until this one
   * can render whole, instead of showing a loading page that React then keeps for at least 300 ms.
   * `fallback` still shows while the page reloads for a release.
   */
  screen?: boolean;
}

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
  { screen = false }: LazyPartOptions = {},
): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  // React.lazy keeps a failure for good. After one, the lazy component stays failed for the render
  // that met it (a part that suspends before it was ever shown is rendered afresh on each try, and
  // would otherwise ask again in a loop) until a preload (the intent) or "try again" makes a new one.
  let failed = false;
  const start = () => {
    loading ??= load().then((Component) => {
      loaded = Component;
      return { default: Component };
    });
    loading.catch(() => {
      loading = undefined;
      failed = true;
    });
    return loading;
  };
  // Rendering the part (not a preload on intent) is what reloads the page for a release: until the
  // page goes, the part stays in its loading state.
  const lazyRender = () =>
    lazy(() =>
      awaitedCode(start()).catch((error: unknown) =>
        isChunkLoadError(error) && releaseReload.reloadForRelease()
          ? new Promise<never>(() => undefined)
          : Promise.reject(error),
      ),
    );
  let Loaded = lazyRender();
  const afresh = () => {
    if (failed) {
      failed = false;
      Loaded = lazyRender();
    }
    return Loaded;
  };
  const preload = () => {
    afresh();
    return start();
  };
  // Memoised: a list's page turn re-renders its filter form, whose date pickers are costly to render
  // again with the same props. Each mount keeps the way it started: switching from the lazy one to the
  // loaded one would remount the part and lose its state.
  const Part = memo((props: P) => {
    const [Ready] = useState(() => loaded);
    const [attempt, setAttempt] = useState(() => ({ Lazy: Loaded }));
    const { Lazy } = attempt;
    const part = Ready ? <Ready {...props} /> : <Lazy {...props} />;
    return (
      <ChunkErrorBoundary onRetry={() => setAttempt({ Lazy: afresh() })} pending={fallback}>
        {screen ? part : <Suspense fallback={fallback}>{part}</Suspense>}
      </ChunkErrorBoundary>
    );
  });
  return Object.assign(Part, { preload }) as unknown as LazyPart<P>;
}

/**
 * One lazy part per module loader (a declaration's view, a tab's page), made on first use: a new part
 * per render would remount what it shows. The module's default export is the part's component.
 */
export function lazyPartPerLoader(fallback: ReactNode, options?: LazyPartOptions) {
  const parts = new WeakMap<() => Promise<{ default: ComponentType }>, LazyPart<object>>();
  return (load: () => Promise<{ default: ComponentType }>): LazyPart<object> => {
    let part = parts.get(load);
    if (!part) {
      part = lazyPart(() => load().then((m) => m.default), fallback, options);
      parts.set(load, part);
    }
    return part;
  };
}
