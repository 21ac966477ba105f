// @vitest-environment jsdom
/**
 * One address per screen (docs/routes.md), through the console's own routes: the five screens of
 * issue 27 (a registration's edit, a user request, a store, a branch and a branch's edit) and the
 * branch pages found with them are linked at the specification's address, by a row, a link, "Back"
 * and a save; their old addresses redirect there with the query and hash kept.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declared } from '../../../resources/declared.ts';
import { renderConsole, stubDataProvider, type Row } from './harness.tsx';

const defs = [
  'store/store-register-information',
  'store/user-request',
  'store/store-detail',
  'store/branch',
  'store/biller',
  'store/bank-account',
  'store/store-detail-branch',
  'store/branch-biller',
  'account/mdr',
  'account/mdr-detail',
].map(declared);

const rows: Row[] = [
  { id: 'REG04311', storeId: 'REG04311', storeName: 'ร้านลงทะเบียน', status: 'waiting', email: 'a@b.test' },
  { id: 'UR00439', storeId: 'ST00001', storeName: 'ร้านคำขอ', status: 'waiting approve', username: 'u1' },
  { id: 'ST00001', storeId: 'ST00001', storeName: 'ร้านทดสอบ', isActive: true },
  { id: 'BR00001', branchId: 'BR00001', storeId: 'ST00001', branchName: 'สาขาหนึ่ง', isActive: true },
  { id: 'BL00009', billerId: 'BL00009', billerName: 'Biller หนึ่ง', isActive: true },
];

interface Seen {
  pathname: string;
  search: string;
  hash?: string;
}

function open(path: string, data: Row[] = rows) {
  const backend = stubDataProvider(data);
  const locations: Seen[] = [];
  const { unmount } = renderConsole({
    path,
    defs,
    dataProvider: backend.dataProvider,
    onLocation: (location) => locations.push(location),
  });
  const at = () => locations.at(-1)?.pathname;
  return { ...backend, locations, at, unmount };
}

const link = (name: string | RegExp) => screen.findByRole('link', { name });

describe('a registration’s edit: form/edit/{id}', () => {
  it('is where the row’s Edit goes, and a new one is form/create/create', async () => {
    open('/store/store-register-information');
    const row = (await screen.findByText('ร้านลงทะเบียน')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/store/store-register-information/form/edit/REG04311',
    );
    expect(await link('Create')).toHaveAttribute(
      'href',
      '/store/store-register-information/form/create/create',
    );
  });

  it('is where form/{id} goes, its query and hash kept', async () => {
    const { locations, at } = open('/store/store-register-information/form/REG04311?from=mail#top');
    await waitFor(() => expect(at()).toBe('/store/store-register-information/form/edit/REG04311'));
    expect(locations.at(-1)).toMatchObject({ search: '?from=mail', hash: '#top' });
    expect(await screen.findByDisplayValue('ร้านลงทะเบียน')).toBeInTheDocument();
  });

  it('is where form/create goes, with no record read', async () => {
    const { spies, at } = open('/store/store-register-information/form/create');
    await waitFor(() => expect(at()).toBe('/store/store-register-information/form/create/create'));
    expect(spies.getOne).not.toHaveBeenCalled();
  });
});

describe('a user request: detail/{id}', () => {
  it('is where a row opens, and where view/{id} goes', async () => {
    const first = open('/store/user-request');
    await userEvent.click(await screen.findByText('ร้านคำขอ'));
    await waitFor(() => expect(first.at()).toBe('/store/user-request/detail/UR00439'));
    first.unmount();

    const old = open('/store/user-request/view/UR00439?tab=1');
    await waitFor(() => expect(old.at()).toBe('/store/user-request/detail/UR00439'));
    expect(old.locations.at(-1)?.search).toBe('?tab=1');
  });
});

describe('a store: view/{id}/tab/general', () => {
  it('is where a row opens, and where view/{id} goes', async () => {
    const first = open('/store/store-detail');
    await userEvent.click(await screen.findByText('ร้านทดสอบ'));
    await waitFor(() => expect(first.at()).toBe('/store/store-detail/view/ST00001/tab/general'));
    first.unmount();

    const old = open('/store/store-detail/view/ST00001');
    await waitFor(() => expect(old.at()).toBe('/store/store-detail/view/ST00001/tab/general'));
    // The first tab is in the first group (the store page's tabs are grouped: docs/routes.md).
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
  });

  it('has its every-tab form at formall/edit/{id}, where formall/{id} goes', async () => {
    const { at } = open('/store/store-detail/formall/ST00001');
    await waitFor(() => expect(at()).toBe('/store/store-detail/formall/edit/ST00001'));
  });
});

describe('a branch: view/{storeId}/view/branch/{id}, its form edit/{storeId}/branch/{id}', () => {
  function withBranches() {
    const opened = open('/store/store-detail/view/ST00001/tab/branches');
    // The Branches tab lists the store's branches (and nothing else).
    const branches = rows.filter((r) => r.branchId !== undefined);
    opened.spies.getManyReference.mockResolvedValue({ data: branches as never[], total: branches.length });
    return opened;
  }

  it('is where a row of the Branches tab opens; its Edit, Create and Back follow', async () => {
    const { at } = withBranches();
    const region = await screen.findByRole('region', { name: 'Branches' });
    expect(within(region).getByRole('link', { name: 'Create' })).toHaveAttribute(
      'href',
      '/store/store-detail/create/ST00001/branch/create',
    );
    const row = (await within(region).findByText('สาขาหนึ่ง')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/store/store-detail/edit/ST00001/branch/BR00001',
    );
    await userEvent.click(within(row).getByText('สาขาหนึ่ง'));
    await waitFor(() => expect(at()).toBe('/store/store-detail/view/ST00001/view/branch/BR00001'));
    expect(await link('Back to parent')).toHaveAttribute(
      'href',
      '/store/store-detail/view/ST00001/tab/branches',
    );
    expect(await link('Edit')).toHaveAttribute('href', '/store/store-detail/edit/ST00001/branch/BR00001');
  });

  it('is where the old view and form addresses go', async () => {
    const view = open('/store/store-detail/view/ST00001/branch/view/BR00001#x');
    await waitFor(() => expect(view.at()).toBe('/store/store-detail/view/ST00001/view/branch/BR00001'));
    expect(view.locations.at(-1)?.hash).toBe('#x');
    expect((await screen.findAllByText('สาขาหนึ่ง')).length).toBeGreaterThan(0);
    view.unmount();

    const form = open('/store/store-detail/view/ST00001/branch/form/BR00001');
    await waitFor(() => expect(form.at()).toBe('/store/store-detail/edit/ST00001/branch/BR00001'));
    form.unmount();
    const create = open('/store/store-detail/view/ST00001/branch/form/create');
    await waitFor(() => expect(create.at()).toBe('/store/store-detail/create/ST00001/branch/create'));
  });

  it('opens its view after a save, and Cancel goes there too', async () => {
    const { spies, at } = open('/store/store-detail/edit/ST00001/branch/BR00001');
    const name = await screen.findByRole('textbox', { name: /Branch name/ });
    expect(await link('Cancel')).toHaveAttribute(
      'href',
      '/store/store-detail/view/ST00001/view/branch/BR00001',
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'สาขาใหม่');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(spies.update).toHaveBeenCalled());
    await waitFor(() => expect(at()).toBe('/store/store-detail/view/ST00001/view/branch/BR00001'));
  });
});

describe('a branch page: store-detail-branch/view/{storeId}/{branchId}/{tab}', () => {
  it('takes the store from the branch when an old address lacks it', async () => {
    const { spies, at, locations } = open('/store/store-detail-branch/view/BR00001/tab/address?q=1');
    await waitFor(() => expect(at()).toBe('/store/store-detail-branch/view/ST00001/BR00001/address'));
    expect(locations.at(-1)?.search).toBe('?q=1');
    expect(spies.getOne).toHaveBeenCalledWith(
      'store/store-detail-branch',
      expect.objectContaining({ id: 'BR00001' }),
    );
    expect(await screen.findByRole('tab', { name: 'Address', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Billers' })).toHaveAttribute(
      'href',
      '/store/store-detail-branch/view/ST00001/BR00001/billers',
    );
    expect(await link(/back/i)).toHaveAttribute('href', '/store/store-detail/view/ST00001/tab/branches');
  });

  it('sends a branch biller’s old address to the billers tab’s biller-view', async () => {
    const { at } = open('/store/store-detail-branch/view/BR00001/biller/view/BL00009');
    await waitFor(() =>
      expect(at()).toBe('/store/store-detail-branch/view/ST00001/BR00001/billers/biller-view/BL00009'),
    );
  });
});

describe('a store’s MDR', () => {
  it('goes back to the MDR list, where its old list address goes too', async () => {
    const { at } = open('/account/mdr-detail');
    await waitFor(() => expect(at()).toBe('/account/mdr'));
  });
});
