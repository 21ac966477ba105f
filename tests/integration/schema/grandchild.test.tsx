// @vitest-environment jsdom
/**
 * A child of a child (a store's biller's item prices), from its declaration alone: its pages are
 * mounted under every ancestor's view page, its list is on its parent's view page, its calls carry
 * every ancestor's id (its endpoints name them), its links, its save, its "on sale" switch and its
 * delete go to the nested addresses, its breadcrumb leads back through every ancestor by each one's
 * title, and its routes are guarded like any other. Against the mock backend and its seed (the first
 * store's biller has three prices, the first two on sale).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRegistry } from '../../../resources/index.ts';
import '../../../resources/declared.ts';
import { createHttpClient } from '../../../src/data/http.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import { config, issuer, startMockServer, USERS } from '../mocks/helpers.ts';
import { renderConsole, testAuthProvider } from './harness.tsx';

const ROOT = '/store/store-detail';
const STORE = 'ST00001';
const BILLER = 'BL00009';
const BILLER_PAGE = `${ROOT}/view/${STORE}/biller/view/${BILLER}`;
const PRICES = `${BILLER_PAGE}/item-price`;

const store = lazyRegistry.screen('store/store-detail')!;
const defs: readonly ResourceDefinition[] = [store.def, ...store.descendantDefs];

const mock = startMockServer();
afterEach(() => mock.db.reset());
afterAll(() => mock.server.close());

function provider() {
  const dataProvider = createDataProvider({
    http: createHttpClient({ config, getAccessToken: () => issuer.mint(USERS.admin) }),
    resources: defs,
  });
  const read = dataProvider.getOne.bind(dataProvider);
  return {
    dataProvider,
    /** The provider's own getOne, for a test that holds one resource's answer back. */
    read,
    getOne: vi.spyOn(dataProvider, 'getOne'),
    getManyReference: vi.spyOn(dataProvider, 'getManyReference'),
    toggleActive: vi.spyOn(dataProvider, 'toggleActive'),
    create: vi.spyOn(dataProvider, 'create'),
    del: vi.spyOn(dataProvider, 'delete'),
  };
}

/** The seeded titles of the store and its biller, as their declarations title them. */
function titles() {
  const store = mock.db.tableByName('merchants')?.get(STORE);
  const biller = mock.db.tableByName('billers')?.get(BILLER);
  const storeName = String(store?.storeName ?? '');
  const billerName = String(biller?.billerName ?? '');
  expect(storeName).not.toBe('');
  expect(billerName).not.toBe('');
  return { storeName, billerName };
}

function open(path: string, allowed?: ReadonlySet<string>, spies = provider()) {
  const locations: string[] = [];
  renderConsole({
    path,
    defs,
    dataProvider: spies.dataProvider,
    onLocation: (location) => locations.push(location.pathname),
    ...(allowed ? { authProvider: testAuthProvider(allowed) } : {}),
  });
  return { ...spies, locations };
}

const trail = () => screen.findByRole('navigation', { name: 'Where this page is' });

describe("a store's biller's item prices (a child of a child)", () => {
  it('are mounted under every ancestor, read with every ancestor id, with a breadcrumb back through each', async () => {
    const { getOne } = open(`${PRICES}/view/IP0001`);
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('SKU-COFFEE')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith(
      'store/item-price',
      expect.objectContaining({ id: 'IP0001', meta: { storeId: STORE, billerId: BILLER } }),
    );
    const nav = await trail();
    // The store and the biller by their titles, at the same addresses as their ids would be.
    // (A store's biller is named after its store in the seed.)
    const { storeName, billerName } = titles();
    const shown = () =>
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    await waitFor(() => expect(shown()[3]?.[0]).toBe(billerName));
    await waitFor(() => expect(shown()[1]?.[0]).toBe(storeName));
    expect(shown()).toEqual([
      ['Store Data', ROOT],
      [storeName, `${ROOT}/view/${STORE}/tab/general`],
      ['Billers', `${ROOT}/view/${STORE}/tab/billers`],
      [billerName, BILLER_PAGE],
      ['Item prices', BILLER_PAGE],
    ]);
    expect(within(nav).getByText('IP0001')).toHaveAttribute('aria-current', 'page');
    // Each ancestor is read as its own view page reads it: the biller under its store.
    expect(getOne).toHaveBeenCalledWith('store/store-detail', expect.objectContaining({ id: STORE }));
    expect(getOne).toHaveBeenCalledWith(
      'store/biller',
      expect.objectContaining({ id: BILLER, meta: { storeId: STORE } }),
    );
  });

  it('shows an ancestor by its id while its record loads', async () => {
    const spies = provider();
    spies.getOne.mockImplementation((resource, params) =>
      // The store's record never arrives; the biller's and the price's do.
      resource === 'store/store-detail' ? new Promise(() => {}) : spies.read(resource, params),
    );
    open(`${PRICES}/view/IP0001`, undefined, spies);
    const nav = await trail();
    const { billerName } = titles();
    const links = () => within(nav).getAllByRole('link');
    await waitFor(() => expect(links()[3]).toHaveTextContent(billerName));
    expect(links()[1]).toHaveTextContent(STORE);
    expect(within(nav).getByRole('link', { name: STORE })).toHaveAttribute(
      'href',
      `${ROOT}/view/${STORE}/tab/general`,
    );
  });

  it("are listed on the biller's view page, asked with the store's id, each row opening its nested page", async () => {
    const { getManyReference, locations } = open(BILLER_PAGE);
    const list = await screen.findByRole('region', { name: 'Item prices' });
    expect(await within(list).findByText('SKU-COFFEE')).toBeInTheDocument();
    expect(within(list).getAllByRole('row')).toHaveLength(4);
    expect(getManyReference).toHaveBeenCalledWith(
      'store/item-price',
      expect.objectContaining({ target: 'billerId', id: BILLER, meta: { storeId: STORE } }),
    );
    expect(within(list).getByRole('link', { name: 'Create' })).toHaveAttribute(
      'href',
      `${PRICES}/form/create`,
    );
    await userEvent.click(within(list).getByText('SKU-COFFEE'));
    await waitFor(() => expect(locations.at(-1)).toMatch(new RegExp(`^${PRICES}/view/IP000\\d$`)));
    // The biller's own page has its breadcrumb too: the store, then the billers.
    const nav = await trail();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toContain('Billers');
  });

  it('are created under the store and the biller of the address, and the new one opens at its nested page', async () => {
    const { create, locations } = open(`${PRICES}/form/create`);
    const nav = await trail();
    expect(within(nav).getByText('Create')).toHaveAttribute('aria-current', 'page');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Item code' }), 'SKU-JUICE');
    await userEvent.type(screen.getByRole('textbox', { name: 'Item name' }), 'น้ำส้มคั้น');
    await userEvent.type(screen.getByRole('textbox', { name: 'Price' }), '65.5');
    // On sale unless switched off.
    expect(screen.getByRole('switch', { name: 'On sale' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(locations.at(-1)).toMatch(new RegExp(`^${PRICES}/view/IP\\d+$`)));
    expect(create).toHaveBeenCalledWith(
      'store/item-price',
      expect.objectContaining({ meta: { storeId: STORE, billerId: BILLER } }),
    );
    const id = locations.at(-1)?.split('/').at(-1) ?? '';
    expect(mock.db.tableByName('itemPrices')?.get(id)).toMatchObject({
      billerId: BILLER,
      itemName: 'น้ำส้มคั้น',
      isActive: true,
    });
  });

  it("are deleted under their ancestors, and the page goes back to the biller's", async () => {
    const { del, locations } = open(`${PRICES}/view/IP0002`);
    const main = await screen.findByRole('main');
    await within(main).findByText('SKU-TEA');
    await userEvent.click(within(main).getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(locations.at(-1)).toBe(BILLER_PAGE));
    expect(del).toHaveBeenCalledWith(
      'store/item-price',
      expect.objectContaining({ id: 'IP0002', meta: { storeId: STORE, billerId: BILLER } }),
    );
    expect(mock.db.tableByName('itemPrices')?.get('IP0002')).toBeUndefined();
  });

  it("are taken off sale in the biller's list, under the store and the biller", async () => {
    const { toggleActive } = open(BILLER_PAGE);
    const list = await screen.findByRole('region', { name: 'Item prices' });
    await within(list).findByText('SKU-COFFEE');
    const coffee = within(list).getByRole('switch', { name: 'Deactivate: กาแฟเย็น' });
    expect(coffee).toBeChecked();
    await userEvent.click(coffee);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(mock.db.tableByName('itemPrices')?.get('IP0001')).toMatchObject({ isActive: false }),
    );
    expect(toggleActive).toHaveBeenCalledWith(
      'store/item-price',
      expect.objectContaining({ id: 'IP0001', meta: { storeId: STORE, billerId: BILLER } }),
    );
    await waitFor(() =>
      expect(within(list).getByRole('switch', { name: 'Activate: กาแฟเย็น' })).not.toBeChecked(),
    );
  });

  it('are put on sale from their own page', async () => {
    const { toggleActive } = open(`${PRICES}/view/IP0003`);
    const main = await screen.findByRole('main');
    const cake = await within(main).findByRole('switch', { name: 'Activate: เค้กช็อกโกแลต' });
    expect(cake).not.toBeChecked();
    await userEvent.click(cake);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(mock.db.tableByName('itemPrices')?.get('IP0003')).toMatchObject({ isActive: true }),
    );
    expect(toggleActive).toHaveBeenCalledWith(
      'store/item-price',
      expect.objectContaining({ id: 'IP0003', meta: { storeId: STORE, billerId: BILLER } }),
    );
  });

  it('are guarded like other pages, and an unknown nested address is not found', async () => {
    open(`${PRICES}/form/create`, new Set(['list', 'show']));
    expect(await screen.findByText('Forbidden page')).toBeInTheDocument();
  });

  it('send an unknown address under the biller to the not-found page', async () => {
    open(`${PRICES}/nowhere/IP0001`);
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });
});
