/**
 * The views of a declaration (src/schema/routing/lazyViews.ts): a view whose code a hover or the boot
 * preloaded renders in its first render, with no suspension for the screen to wait through
 * (docs/architecture.md, "Loading policy"); one whose code is still on its way keeps the screen shown
 * before; a declaration's own view is one part per loader.
 */
import { createElement, startTransition, Suspense, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCodeLoading } from '../../../src/components/codeLoading.ts';
import { lazyViews, preloadView } from '../../../src/schema/routing/lazyViews.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';

function OwnView() {
  return <p>own view</p>;
}

const declaration = (name: string, load: () => Promise<{ default: typeof OwnView }>) =>
  ({ name, views: ['list', 'show'], fields: [], slots: { show: load } }) as unknown as ResourceDefinition;

describe('lazyViews', () => {
  it('renders a preloaded view in its first render, without the loading screen', async () => {
    const def = declaration('demo/own', () => Promise.resolve({ default: OwnView }));
    await preloadView(def, 'show');
    render(createElement(lazyViews(def).show));
    // No waiting: React's own lazy would suspend here, and show the page's loading bar first.
    expect(screen.getByText('own view')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('loads a declaration’s own view once for every declaration that names its loader', async () => {
    const load = vi.fn(() => Promise.resolve({ default: OwnView }));
    await preloadView(declaration('demo/a', load), 'show');
    await preloadView(declaration('demo/b', load), 'show');
    expect(load).toHaveBeenCalledTimes(1);
    expect(lazyViews(declaration('demo/c', load)).show).toBe(lazyViews(declaration('demo/d', load)).show);
  });

  it('has nothing to load for the generated list, which is in the console’s own chunk', async () => {
    const def = declaration('demo/list', () => Promise.resolve({ default: OwnView }));
    await expect(preloadView(def, 'list')).resolves.toBeUndefined();
    expect('preload' in lazyViews(def).list).toBe(false);
  });

  it('keeps the screen shown before while a view’s code loads, the app bar saying so, then shows the view', async () => {
    let arrive!: (m: { default: typeof OwnView }) => void;
    const def = declaration('demo/held', () => new Promise((resolve) => (arrive = resolve)));
    const View = lazyViews(def).show;
    function Indicator() {
      return <p>{useCodeLoading() ? 'code on its way' : 'nothing on its way'}</p>;
    }
    // A layout's boundary around the screens, and a navigation as react-router makes it: a transition.
    function Layout() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Indicator />
          <Suspense fallback={<p>layout loading</p>}>
            <button onClick={() => startTransition(() => setOpen(true))}>open</button>
            {open ? <View /> : <p>the list</p>}
          </Suspense>
        </>
      );
    }
    render(<Layout />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await act(() => Promise.resolve());
    // No loading page that React would then keep for 300 ms: the list stays until the view can show.
    expect(await screen.findByText('code on its way')).toBeTruthy();
    expect(screen.getByText('the list')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('layout loading')).toBeNull();
    await act(async () => arrive({ default: OwnView }));
    expect(await screen.findByText('own view')).toBeTruthy();
    expect(screen.queryByText('the list')).toBeNull();
    expect(screen.getByText('nothing on its way')).toBeTruthy();
  });

  it('opened first, with nothing shown before, waits in the layout’s boundary', async () => {
    let arrive!: (m: { default: typeof OwnView }) => void;
    const def = declaration('demo/first', () => new Promise((resolve) => (arrive = resolve)));
    await act(async () => {
      render(<Suspense fallback={<p>layout loading</p>}>{createElement(lazyViews(def).show)}</Suspense>);
    });
    expect(screen.getByText('layout loading')).toBeTruthy();
    await act(async () => arrive({ default: OwnView }));
    expect(await screen.findByText('own view')).toBeTruthy();
  });
});
