// @vitest-environment jsdom
/**
 * A child of a child (a store's biller's item prices), from its declaration alone: its pages are
 * mounted under every ancestor's view page, its list is on its parent's view page, its calls carry
 * every ancestor's id (its endpoints name them), its links, its save and its delete go to the nested
 * addresses, its breadcrumb leads back through every ancestor, and its routes are guarded like any
 * other. Against the mock backend and its seed (the first store's biller has three prices).
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
  return {
    dataProvider,
    getOne: vi.spyOn(dataProvider, 'getOne'),
    getManyReference: vi.spyOn(dataProvider, 'getManyReference'),
    create: vi.spyOn(dataProvider, 'create'),
    del: vi.spyOn(dataProvider, 'delete'),
  };
}

function open(path: string, allowed?: ReadonlySet<string>) {
  const spies = provider();
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
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Store Data', ROOT],
      [STORE, `${ROOT}/view/${STORE}/tab/general`],
      ['Billers', `${ROOT}/view/${STORE}/tab/billers`],
      [BILLER, BILLER_PAGE],
      ['Item prices', BILLER_PAGE],
    ]);
    expect(within(nav).getByText('IP0001')).toHaveAttribute('aria-current', 'page');
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
    await userEvent.click(screen.getByRole('combobox', { name: 'On sale' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Yes' }));
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

  it('are guarded like other pages, and an unknown nested address is not found', async () => {
    open(`${PRICES}/form/create`, new Set(['list', 'show']));
    expect(await screen.findByText('Forbidden page')).toBeInTheDocument();
  });

  it('send an unknown address under the biller to the not-found page', async () => {
    open(`${PRICES}/nowhere/IP0001`);
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });
});
