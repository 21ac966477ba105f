/**
 * A list's rows tell the intent which record the pointer rests on or the focus reaches
 * (src/schema/list/RowIntent.tsx, docs/architecture.md "Loading policy"); a row's own buttons
 * and links open something else and tell it nothing.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { IntentProvider } from '../../../src/loading/index.ts';
import { RowIntent } from '../../../src/schema/list/RowIntent.tsx';

const rows = [{ id: 'ST00001' }, { id: 'ST00002' }];

function renderRows(intent: (target: unknown) => void) {
  render(
    <IntentProvider value={intent}>
      <ListContextProvider value={{ data: rows } as unknown as ListControllerResult}>
        <RowIntent resource="store/store-detail">
          <table>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.id}</td>
                  <td>
                    <a href={`/store/store-detail/form/${row.id}`}>Edit {row.id}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </RowIntent>
      </ListContextProvider>
    </IntentProvider>,
  );
}

describe('RowIntent', () => {
  it('tells the intent of the row the pointer rests on, once while it stays there', () => {
    const intent = vi.fn();
    renderRows(intent);
    fireEvent.pointerOver(screen.getByText('ST00002'));
    fireEvent.pointerOver(screen.getByText('ST00002'));
    expect(intent).toHaveBeenCalledTimes(1);
    expect(intent).toHaveBeenCalledWith({ resource: 'store/store-detail', id: 'ST00002' });
  });

  it('tells nothing of a row whose own link the pointer or the focus reaches', () => {
    const intent = vi.fn();
    renderRows(intent);
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Edit ST00001' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Edit ST00001' }));
    expect(intent).not.toHaveBeenCalled();
    // Then on the row's own cell: the row is told.
    fireEvent.pointerOver(screen.getByText('ST00001'));
    expect(intent).toHaveBeenCalledWith({ resource: 'store/store-detail', id: 'ST00001' });
  });
});
