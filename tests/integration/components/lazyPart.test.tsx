/**
 * lazyPart (src/components/lazyPart.tsx): a part of a screen whose code loads when first shown. The rest
 * of the screen renders at once; a load is made once however often the part is shown or preloaded;
 * a failed load is tried again; a part mounted once its code is in shows it in its first render. A
 * chunk that cannot be loaded (a release) reloads the page once, else the part says so in its place and
 * "try again" loads it afresh.
 */
import { Component, Suspense, useState, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { I18nContextProvider } from 'react-admin';
import { releaseReload } from '../../../src/boot/release.ts';
import { lazyPart } from '../../../src/components/lazyPart.tsx';
import { en as releaseMessages } from '../../../i18n/messages/en/release.ts';
import { expectConsoleError } from '../../setup/console.ts';

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

/** What Chromium says when a chunk is gone. */
const chunkGone = () =>
  new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/Greeting-abc.js');

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...releaseMessages }), 'en');

class Outer extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>outer caught {this.state.error.message}</p> : this.props.children;
  }
}

function inConsole(children: ReactNode) {
  return (
    <I18nContextProvider value={i18n}>
      <Outer>{children}</Outer>
    </I18nContextProvider>
  );
}

describe('lazyPart after a release', () => {
  let reloadSpy: { mockRestore(): void } | undefined;
  afterEach(() => {
    reloadSpy?.mockRestore();
  });

  /**
   * A tab that already reloaded for this release, and a load whose chunk is gone once, then found.
   * React reports the failure the part's boundary caught.
   */
  function goneOnceAfterReload() {
    reloadSpy = vi.spyOn(releaseReload, 'reloadForRelease').mockReturnValue(false);
    expectConsoleError(/Failed to fetch dynamically imported module/);
    return vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(chunkGone())
      .mockResolvedValueOnce(Greeting);
  }

  it('reloads the page once when the part cannot load its chunk, showing its loading state meanwhile', async () => {
    const reload = vi.spyOn(releaseReload, 'reloadForRelease').mockReturnValue(true);
    reloadSpy = reload;
    const Part = lazyPart<{ name: string }>(() => Promise.reject(chunkGone()), <span>loading part</span>);
    render(inConsole(<Part name="A" />));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(screen.getByText('loading part')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so in its place when the tab already reloaded, and "try again" loads the chunk afresh', async () => {
    const load = goneOnceAfterReload();
    const Part = lazyPart(load, <span>loading part</span>);
    render(
      inConsole(
        <main>
          <h1>Screen</h1>
          <Part name="Somchai" />
        </main>,
      ),
    );
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('a new version of the console may be available');
    // The rest of the screen stays.
    expect(screen.getByRole('heading', { name: 'Screen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Somchai')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a whole screen that fails before it was ever shown says so, asking once, and "try again" loads it', async () => {
    const load = goneOnceAfterReload();
    // A screen has no boundary of its own: it waits in the layout's, which React renders afresh.
    const Screen = lazyPart(load, <span>loading screen</span>, { screen: true });
    render(
      inConsole(
        <Suspense fallback={<span>layout loading</span>}>
          <Screen name="Somchai" />
        </Suspense>,
      ),
    );
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('a new version of the console may be available');
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Somchai')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves any other failure to the boundary above', async () => {
    expectConsoleError(/the part is broken/);
    const reload = vi.spyOn(releaseReload, 'reloadForRelease');
    reloadSpy = reload;
    const Part = lazyPart<{ name: string }>(() => Promise.reject(new Error('the part is broken')));
    render(inConsole(<Part name="A" />));
    expect(await screen.findByText('outer caught the part is broken')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
