/**
 * Deferred (src/components/Deferred.tsx): its children come in the render after the one that mounts it.
 * The first commit holds the fallback and the rest of the screen; the children follow without a timer.
 */
import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Deferred } from '../../../src/components/Deferred.tsx';

/** Notes each commit that shows it, in order. */
function Probe({ name, log }: { name: string; log: string[] }) {
  useLayoutEffect(() => {
    log.push(name);
  }, [name, log]);
  return <span>{name}</span>;
}

describe('Deferred', () => {
  it('commits the screen with the fallback first, then the children in place of the fallback', async () => {
    const log: string[] = [];
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
    const log: string[] = [];
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
});
