/**
 * vitest resolves the same library edges as the build (vitest.config.ts, build/libraryEdges.ts): the
 * tests run react-admin and MUI as they ship, so a test that reaches a stand-in fails as the console
 * would.
 */
import type { ReactNode } from 'react';
import { Component } from 'react';
import { render, screen } from '@testing-library/react';
import { createTheme } from '@mui/material/styles';
import { AdminContext, ListContextProvider, ListView, type ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../setup/console.ts';

class Caught extends Component<{ children: ReactNode }, { message?: string }> {
  state: { message?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

describe('the library edges under vitest', () => {
  it("give MUI's createTheme the CSS-variables stand-in", () => {
    expect(() => createTheme({ cssVariables: true })).toThrow(/build\/libraryEdges\.ts/);
    expect(createTheme({ palette: { mode: 'dark' } }).palette.mode).toBe('dark');
  });

  it("give react-admin's list view the stand-in for its default actions", async () => {
    expectConsoleError(/ListActions is not in this build/);
    const list = {
      data: [{ id: 1 }],
      total: 1,
      isPending: false,
      isLoading: false,
      isFetching: false,
      filterValues: {},
      displayedFilters: {},
      selectedIds: [],
      resource: 'things',
      defaultTitle: 'Things',
      page: 1,
      perPage: 10,
      sort: { field: 'id', order: 'ASC' },
    } as unknown as ListControllerResult;
    render(
      <AdminContext>
        <Caught>
          <ListContextProvider value={list}>
            <ListView>
              <div />
            </ListView>
          </ListContextProvider>
        </Caught>
      </AdminContext>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "react-admin's ListActions is not in this build (build/libraryEdges.ts)",
    );
  });
});
