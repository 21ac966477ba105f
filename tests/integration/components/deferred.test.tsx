/**
 * Deferred (src/components/Deferred.tsx): on a page load's first screen its children come in the render
 * after the one that mounts it (the first commit holds the fallback and the rest of the screen); once
 * they have come, a later Deferred renders its children at once.
 */
import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: "the first screen" is once per page load, i.e. per module instance. */
async function freshDeferred() {
  vi.resetModules();
  return (await import('../../../src/components/Deferred.tsx')).Deferred;
}

/** Notes each commit that shows it, in order. */
function Probe({ name, log }: { name: string; log: string[] }) {
  useLayoutEffect(() => {
    log.push(name);
  }, [name, log]);
  return <span>{name}</span>;
}

describe('Deferred', () => {
  let log: string[];
  beforeEach(() => {
    log = [];
  });

  it('commits the first screen with the fallback first, then the children in place of the fallback', async () => {
    const Deferred = await freshDeferred();
    render(
      <main>
        <Probe name="rows" log={log} />
        <Deferred fallback={<Probe name="placeholder" log={log} />}>
          <Probe name="menus" log={log} />
        </Deferred>
      </main>,
    );
    expect(await screen.findByText('menus')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    expect(log).toEqual(['rows', 'placeholder', 'menus']);
  });

  it('renders nothing in the first commit without a fallback', async () => {
    const Deferred = await freshDeferred();
    let paginationAtFirstCommit: boolean | null = null;
    function Rows() {
      useLayoutEffect(() => {
        paginationAtFirstCommit = screen.queryByText('pagination') !== null;
      }, []);
      return <span>rows</span>;
    }
    render(
      <main>
        <Rows />
        <Deferred>
          <Probe name="pagination" log={log} />
        </Deferred>
      </main>,
    );
    expect(await screen.findByText('pagination')).toBeInTheDocument();
    expect(paginationAtFirstCommit).toBe(false);
    expect(log).toEqual(['pagination']);
  });

  it('renders its children at once on a later screen, once the first screen has had them', async () => {
    const Deferred = await freshDeferred();
    const first = render(
      <Deferred>
        <span>first screen menus</span>
      </Deferred>,
    );
    expect(await screen.findByText('first screen menus')).toBeInTheDocument();
    first.unmount();

    render(
      <main>
        <Deferred fallback={<Probe name="placeholder" log={log} />}>
          <Probe name="toolbar" log={log} />
        </Deferred>
      </main>,
    );
    expect(screen.getByText('toolbar')).toBeInTheDocument();
    expect(log).toEqual(['toolbar']);
  });
});
