/**
 * A tab's own page (src/schema/show/tabPage.ts): one part per loader, and a page whose code the intent
 * preloaded renders in its first render, with no loading bar and no suspension for the tab to wait
 * through (docs/architecture.md, "Loading policy").
 */
import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tabPage } from '../../../src/schema/show/tabPage.ts';

function FilesPage() {
  return <p>the store's documents</p>;
}

describe('tabPage', () => {
  it('renders a preloaded page in its first render, without the loading bar', async () => {
    const part = tabPage(() => Promise.resolve({ default: FilesPage }));
    await part.preload();
    render(createElement(part));
    expect(screen.getByText("the store's documents")).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the loading bar while a page not yet loaded comes in, then the page', async () => {
    render(createElement(tabPage(() => Promise.resolve({ default: FilesPage }))));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(await screen.findByText("the store's documents")).toBeTruthy();
  });

  it('is one part per loader, loaded once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: FilesPage }));
    expect(tabPage(load)).toBe(tabPage(load));
    await tabPage(load).preload();
    await tabPage(load).preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
