// @vitest-environment jsdom
/** On a phone a list is stacked rows (title, two fields, status chip), not a sideways table. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declared } from '../../../resources/declared.ts';
import { phoneRowFields } from '../../../src/schema/list/PhoneList.tsx';
import { renderConsole, stubDataProvider, type Row } from './harness.tsx';
import { staticMediaQueryList } from '../../setup/mediaQuery.ts';

const announcement = declared('management/announcement');
const users = declared('management/users');

const staff: Row[] = [
  {
    id: 'u-0001',
    userId: 'u-0001',
    email: 'admin@demo.test',
    firstname: 'สมชาย',
    lastname: 'ใจดี',
    roleName: 'Administrator',
    isActive: true,
  },
  {
    id: 'u-0002',
    userId: 'u-0002',
    email: 'ops@demo.test',
    firstname: 'สมหญิง',
    lastname: 'รักงาน',
    roleName: 'Operations',
    isActive: false,
  },
];

const realMatchMedia = window.matchMedia;
function pretendScreenWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return staticMediaQueryList(query, matches);
  };
}

describe('phone layout of a generated list', () => {
  beforeEach(() => pretendScreenWidth(375));
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('shows each record as a stacked row: title, two fields and the status chip; no table', async () => {
    const { dataProvider } = stubDataProvider(staff);
    renderConsole({ path: '/management/users', defs: [users], dataProvider });

    expect(await screen.findByText('admin@demo.test')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const row = screen.getByText('admin@demo.test').closest('li');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('u-0001')).toBeInTheDocument();
    expect(within(row!).getByText('สมชาย')).toBeInTheDocument();
    expect(within(row!).getByText('Active')).toBeInTheDocument();
    // The switch stays on the view page: a row holds no control but its link.
    expect(within(row!).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('opens the view page when a row is tapped', async () => {
    const { dataProvider } = stubDataProvider(staff);
    const locations: string[] = [];
    renderConsole({
      path: '/management/users',
      defs: [users],
      dataProvider,
      onLocation: (l) => locations.push(l.pathname),
    });
    await userEvent.click(await screen.findByText('ops@demo.test'));
    await waitFor(() => expect(locations.at(-1)).toBe('/management/users/view/u-0002'));
  });

  it('keeps the table on a wide screen', async () => {
    pretendScreenWidth(1280);
    const { dataProvider } = stubDataProvider(staff);
    renderConsole({ path: '/management/users', defs: [users], dataProvider });
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('picks the title, two short fields and the status of a declaration', () => {
    const fields = phoneRowFields(announcement);
    expect(fields.title?.source).toBe('message');
    expect(fields.secondary.map((f) => f.source)).toEqual(['time', 'timeRange']);
    expect(fields.chip?.source).toBe('isActive');
  });
});
