/**
 * PathOnlyLocation (src/layout/PathOnlyLocation.tsx): below it the location changes with the path only,
 * so the side menu does not render again at a list's page turn (a change of the URL's search part),
 * and still follows a change of screen.
 */
import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { MemoryRouter, NavLink, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PathOnlyLocation } from '../../../src/layout/PathOnlyLocation.tsx';

let renders = 0;
const Probe = memo(function Probe() {
  renders += 1;
  const location = useLocation();
  return (
    <nav>
      <p data-testid="seen">{`${location.pathname}${location.search}`}</p>
      <NavLink to="/store/transaction">Transactions</NavLink>
      <NavLink to="/store/store-detail">Stores</NavLink>
    </nav>
  );
});

let navigate: NavigateFunction = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('PathOnlyLocation', () => {
  it('keeps the location below it across search changes and follows a path change', () => {
    renders = 0;
    render(
      <MemoryRouter initialEntries={['/store/transaction?page=1']}>
        <Navigator />
        <PathOnlyLocation>
          <Probe />
        </PathOnlyLocation>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('seen')).toHaveTextContent('/store/transaction?page=1');
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    const first = renders;

    act(() => navigate('/store/transaction?page=2'));
    act(() => navigate('/store/transaction?page=3&perPage=25'));
    expect(renders).toBe(first);
    expect(screen.getByTestId('seen')).toHaveTextContent('/store/transaction?page=1');

    act(() => navigate('/store/store-detail'));
    expect(renders).toBe(first + 1);
    expect(screen.getByTestId('seen')).toHaveTextContent('/store/store-detail');
    expect(screen.getByRole('link', { name: 'Stores' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Transactions' })).not.toHaveAttribute('aria-current');
  });
});
