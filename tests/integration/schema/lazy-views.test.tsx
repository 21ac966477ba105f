/**
 * The views of a declaration (src/schema/routing/lazyViews.ts): a view whose code a hover or the boot
 * preloaded renders in its first render, with no suspension for the screen to wait through
 * (docs/performance.md, lever 59); a declaration's own view is one part per loader.
 */
import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
