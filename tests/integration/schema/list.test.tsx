// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declared } from '../../../resources/declared.ts';
import { renderConsole, stubDataProvider, testAuthProvider, type Row } from './harness.tsx';
import { expectConsoleError } from '../../setup/console.ts';

const storeType = declared('management/store-type');

const storeTypes: Row[] = Array.from({ length: 25 }, (_, index) => ({
  id: `T${String(index + 1).padStart(2, '0')}`,
  storeTypeId: `T${String(index + 1).padStart(2, '0')}`,
  storeType: `Type ${String(index + 1).padStart(2, '0')}`,
  storeCount: index,
  isActive: index % 2 === 0,
}));

const LIST = '/management/store-type';

describe('generated list', () => {
  it('shows one page of rows with paging, and asks the server for the next page', async () => {
    const { spies, dataProvider } = stubDataProvider(storeTypes);
    renderConsole({ path: LIST, defs: [storeType], dataProvider });

    expect(await screen.findByText('Type 01')).toBeInTheDocument();
    expect(screen.getByText('Type 10')).toBeInTheDocument();
    expect(screen.queryByText('Type 11')).not.toBeInTheDocument();
    expect(screen.getByText('1-10 of 25')).toBeInTheDocument();
    expect(spies.getList).toHaveBeenNthCalledWith(
      1,
      'management/store-type',
      expect.objectContaining({
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'storeType', order: 'ASC' },
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Type 11')).toBeInTheDocument();
    expect(screen.queryByText('Type 01')).not.toBeInTheDocument();
    expect(spies.getList).toHaveBeenCalledWith(
      'management/store-type',
      expect.objectContaining({ pagination: { page: 2, perPage: 10 } }),
    );
  });

  it('asks for the next page once a page is shown, and shows it without asking again', async () => {
    const { spies, dataProvider } = stubDataProvider(storeTypes);
    renderConsole({ path: LIST, defs: [storeType], dataProvider });
    const pageOf = (n: number) =>
      spies.getList.mock.calls.filter(([, params]) => params.pagination?.page === n).length;

    expect(await screen.findByText('Type 01')).toBeInTheDocument();
    await waitFor(() => expect(pageOf(2)).toBe(1));
    expect(spies.getList).toHaveBeenLastCalledWith('management/store-type', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'storeType', order: 'ASC' },
      filter: {},
      meta: undefined,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Type 11')).toBeInTheDocument();
    expect(pageOf(2)).toBe(1);
    await waitFor(() => expect(pageOf(3)).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('Type 21')).toBeInTheDocument();
    expect(pageOf(3)).toBe(1);
  });

  it('sends the search filter to the server and keeps it in the URL', async () => {
    const { spies, dataProvider } = stubDataProvider(storeTypes);
    const locations: string[] = [];
    renderConsole({
      path: LIST,
      defs: [storeType],
      dataProvider,
      onLocation: (l) => locations.push(`${l.pathname}${l.search}`),
    });
    await screen.findByText('Type 01');

    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'Type 2' } });

    await waitFor(
      () =>
        expect(spies.getList).toHaveBeenLastCalledWith(
          'management/store-type',
          expect.objectContaining({ filter: { q: 'Type 2' } }),
        ),
      { timeout: 3000 },
    );
    expect(await screen.findByText('Type 20')).toBeInTheDocument();
    expect(screen.queryByText('Type 01')).not.toBeInTheDocument();
    await waitFor(() => expect(decodeURIComponent(locations.at(-1) ?? '')).toContain('"q":"Type 2"'));
  });

  it('adds the active filter from "Add filter" (its input loads when shown) and sends it', async () => {
    const { spies, dataProvider } = stubDataProvider(storeTypes);
    renderConsole({ path: LIST, defs: [storeType], dataProvider });
    await screen.findByText('Type 01');
    // Behind "Add filter" until asked for: not on the list's first render.
    expect(screen.queryByRole('combobox', { name: 'Active' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Active' }));
    const select = await screen.findByRole('combobox', { name: 'Active' });
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));

    await waitFor(() =>
      expect(spies.getList).toHaveBeenLastCalledWith(
        'management/store-type',
        expect.objectContaining({ filter: { isActive: false } }),
      ),
    );
  });

  it('opens the view page at /view/:id when a row is clicked', async () => {
    const { dataProvider } = stubDataProvider(storeTypes);
    const locations: string[] = [];
    renderConsole({
      path: LIST,
      defs: [storeType],
      dataProvider,
      onLocation: (l) => locations.push(l.pathname),
    });

    await userEvent.click(await screen.findByText('Type 03'));
    await waitFor(() => expect(locations.at(-1)).toBe('/management/store-type/view/T03'));
  });

  it('asks before toggling, calls toggleActive, then reloads the list', async () => {
    const { spies, dataProvider } = stubDataProvider(storeTypes);
    renderConsole({ path: LIST, defs: [storeType], dataProvider });
    const toggle = await screen.findByRole('switch', { name: 'Deactivate: Type 01' });
    const callsBefore = spies.getList.mock.calls.length;

    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Do you want to deactivate Type 01?')).toBeInTheDocument();
    expect(spies.toggleActive).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(spies.toggleActive).toHaveBeenCalledWith(
        'management/store-type',
        expect.objectContaining({
          id: 'T01',
          previousData: expect.objectContaining({ storeType: 'Type 01' }),
        }),
      ),
    );
    expect(spies.toggleActive).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(spies.getList.mock.calls.length).toBeGreaterThan(callsBefore));
    expect(await screen.findByRole('switch', { name: 'Activate: Type 01' })).not.toBeChecked();
  });

  it('does not toggle when the confirmation is cancelled', async () => {
    const { spies, dataProvider } = stubDataProvider(storeTypes);
    renderConsole({ path: LIST, defs: [storeType], dataProvider });

    await userEvent.click(await screen.findByRole('switch', { name: 'Deactivate: Type 01' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spies.toggleActive).not.toHaveBeenCalled();
  });

  it('shows read-only users a status chip, and no create or export button', async () => {
    const { dataProvider } = stubDataProvider(storeTypes);
    renderConsole({
      path: LIST,
      defs: [storeType],
      dataProvider,
      authProvider: testAuthProvider(new Set(['list', 'show'])),
    });

    expect(await screen.findByText('Type 01')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('offers create and export to users who have those permissions', async () => {
    const { dataProvider } = stubDataProvider(storeTypes);
    renderConsole({
      path: LIST,
      defs: [storeType],
      dataProvider,
      authProvider: testAuthProvider(new Set(['list', 'show', 'create', 'export'])),
    });

    const create = await screen.findByRole('link', { name: 'Create' });
    expect(create).toHaveAttribute('href', '/management/store-type/form/create');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('shows a friendly empty state with a create button', async () => {
    const { dataProvider } = stubDataProvider([]);
    renderConsole({ path: LIST, defs: [storeType], dataProvider });

    expect(await screen.findByText('No Store Type yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute(
      'href',
      '/management/store-type/form/create',
    );
  });

  it('shows the server’s message when the list call fails, and retries', async () => {
    const { spies, dataProvider } = stubDataProvider(storeTypes);
    spies.getList.mockRejectedValueOnce(new Error('Master service unavailable'));
    expectConsoleError(/Master service unavailable/);
    renderConsole({ path: LIST, defs: [storeType], dataProvider });

    expect(await screen.findByText('Master service unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Type 01')).toBeInTheDocument();
  });

  it('sends a user without the list permission to /403', async () => {
    const { spies, dataProvider } = stubDataProvider(storeTypes);
    renderConsole({ path: LIST, defs: [storeType], dataProvider, authProvider: testAuthProvider(new Set()) });

    expect(await screen.findByText('Forbidden page')).toBeInTheDocument();
    expect(spies.getList).not.toHaveBeenCalled();
  });

  it('sends an unknown path inside the resource to /404', async () => {
    const { dataProvider } = stubDataProvider(storeTypes);
    renderConsole({ path: `${LIST}/nothing/here`, defs: [storeType], dataProvider });
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });
});
