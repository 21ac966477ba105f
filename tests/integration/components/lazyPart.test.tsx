/**
 * lazyPart (src/components/lazyPart.tsx): a part of a screen whose code loads when first shown. The rest
 * of the screen renders at once; a load is made once however often the part is shown or preloaded;
 * a failed load is tried again.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../../src/components/lazyPart.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A load that resolves when the test says so. */
function deferredLoad() {
  let resolve: (component: typeof Greeting) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof Greeting>((done) => (resolve = done)));
  return { load, resolve: (component: typeof Greeting) => resolve(component) };
}

describe('lazyPart', () => {
  it('shows the rest of the screen and the fallback while the part loads, then the part with its props', async () => {
    const { load, resolve } = deferredLoad();
    const Part = lazyPart(load, <span>loading part</span>);
    render(
      <main>
        <h1>Screen</h1>
        <Part name="Somchai" />
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Screen' })).toBeTruthy();
    expect(screen.getByText('loading part')).toBeTruthy();
    resolve(Greeting);
    expect(await screen.findByText('Hello Somchai')).toBeTruthy();
    expect(screen.queryByText('loading part')).toBeNull();
  });

  it('loads once for every use and every preload', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyPart(load);
    await Part.preload();
    await Part.preload();
    render(
      <>
        <Part name="A" />
        <Part name="B" />
      </>,
    );
    expect(await screen.findByText('Hello A')).toBeTruthy();
    expect(screen.getByText('Hello B')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(Greeting);
    const Part = lazyPart(load);
    await expect(Part.preload()).rejects.toThrow('chunk failed');
    await expect(Part.preload()).resolves.toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
