/**
 * PathOnlyLocation (src/layout/PathOnlyLocation.tsx): below it the location changes with the path only,
 * so the side menu does not render again at a list's page turn (a change of the URL's search part),
 * nor, given the menu's paths, at a move between a record's tabs; it still follows a change of screen,
 * and a return to a menu's own address.
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
      <NavLink to="/store/store-detail/view/1">This store</NavLink>
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

  it('with the menu paths, keeps the location across a record’s tabs and forms, not to or from a menu path', () => {
    renders = 0;
    const paths = ['/store/transaction', '/store/store-detail'];
    render(
      <MemoryRouter initialEntries={['/store/store-detail']}>
        <Navigator />
        <PathOnlyLocation paths={paths}>
          <Probe />
        </PathOnlyLocation>
      </MemoryRouter>,
    );
    const first = renders;

    // From a menu's own address (the list) to a record: followed (a click on the list's item pushes).
    act(() => navigate('/store/store-detail/view/1'));
    expect(renders).toBe(first + 1);
    expect(screen.getByTestId('seen')).toHaveTextContent('/store/store-detail/view/1');

    // Between the record's tabs and its forms: the same item is current, nothing renders.
    act(() => navigate('/store/store-detail/view/1/tab/address'));
    act(() => navigate('/store/store-detail/view/1/form/address'));
    expect(renders).toBe(first + 1);
    expect(screen.getByTestId('seen')).toHaveTextContent('/store/store-detail/view/1');
    expect(screen.getByRole('link', { name: 'Stores' })).toHaveAttribute('aria-current', 'page');

    // Another screen: followed, and the current item moves.
    act(() => navigate('/store/transaction/view/9'));
    expect(renders).toBe(first + 2);
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Stores' })).not.toHaveAttribute('aria-current');

    // Back to a menu's own address within the same screen: followed.
    act(() => navigate('/store/transaction'));
    expect(renders).toBe(first + 3);
    expect(screen.getByTestId('seen')).toHaveTextContent('/store/transaction');
  });
});
