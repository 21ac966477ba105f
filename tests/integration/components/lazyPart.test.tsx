/**
 * lazyPart (src/components/lazyPart.tsx): a part of a screen whose code loads when first shown. The rest
 * of the screen renders at once; a load is made once however often the part is shown or preloaded;
 * a failed load is tried again; a part mounted once its code is in shows it in its first render.
 */
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
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

  it('shows a part preloaded before it mounts in its first render, without the fallback', async () => {
    const Part = lazyPart(() => Promise.resolve(Greeting), <span>loading part</span>);
    await Part.preload();
    render(<Part name="Malee" />);
    // No waiting: a lazy component would show its fallback in this first frame.
    expect(screen.getByText('Hello Malee')).toBeTruthy();
    expect(screen.queryByText('loading part')).toBeNull();
  });

  it('keeps a part mounted before its code came, and its state, when the screen renders again', async () => {
    const { load, resolve } = deferredLoad();
    function Counter({ name }: { name: string }) {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>{`${name} ${count}`}</button>;
    }
    const Part = lazyPart(load as unknown as () => Promise<typeof Counter>);
    const { rerender } = render(<Part name="clicks" />);
    await act(async () => resolve(Counter as unknown as typeof Greeting));
    fireEvent.click(await screen.findByRole('button', { name: 'clicks 0' }));
    expect(screen.getByRole('button', { name: 'clicks 1' })).toBeTruthy();
    // The code is in now, but this mount started lazy: it stays as it is, with its count.
    rerender(<Part name="taps" />);
    expect(screen.getByRole('button', { name: 'taps 1' })).toBeTruthy();
  });
});
