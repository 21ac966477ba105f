// @vitest-environment jsdom
/**
 * usePaintFirstNavigation: a plain click paints first, then runs the caller's `first` and navigates,
 * in that order (a tab bar shows the chosen tab with `first` while the address follows); a modified
 * click is left to the browser.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { usePaintFirstNavigation } from '../../../src/components/afterNextPaint.ts';

function setup() {
  const steps: string[] = [];
  function Link() {
    const paintFirst = usePaintFirstNavigation();
    return (
      <a href="/next" onClick={(event) => paintFirst(event, '/next', undefined, () => steps.push('first'))}>
        next
      </a>
    );
  }
  render(
    <TestMemoryRouter initialEntries={['/here']} locationCallback={(l) => steps.push(l.pathname)}>
      <Link />
    </TestMemoryRouter>,
  );
  return steps;
}

describe('usePaintFirstNavigation', () => {
  it('runs `first`, then navigates', async () => {
    const steps = setup();
    fireEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(steps).toEqual(['/here']);
    await waitFor(() => expect(steps).toEqual(['/here', 'first', '/next']));
  });

  it('leaves a modified click to the browser: no `first`, nothing prevented', () => {
    const steps = setup();
    // fireEvent returns false when a handler prevented the default (the browser's own navigation).
    expect(fireEvent.click(screen.getByRole('link', { name: 'next' }), { ctrlKey: true })).toBe(true);
    expect(steps).toEqual(['/here']);
  });
});
