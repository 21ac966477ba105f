// @vitest-environment jsdom
/**
 * A view page whose tabs are grouped (`tabGroups`): the tab bar has one tab per group, linked to the
 * address of the group's first tab; a group shows its tabs as titled sections, each with its own edit
 * button; a tab's address opens its group with that section scrolled into view and focused, unless the
 * user chose the group in the tab bar. A tab no group names is shown as a group of its own.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttpClient } from '../../../src/data/http.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import { tabGroupsOf, groupOfTab } from '../../../src/schema/show/tabGroups.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import { engineDeclarations, engineStore } from '../../fixtures/engineDeclarations.ts';
import { json, recordingFetch, testConfig } from '../../unit/data/fixtures.ts';
import { renderConsole, testAuthProvider } from './harness.tsx';

const M = 'resources.store/engine-store.messages';

/** The engine's store with two groups; its Accounts tab is in none (shown as a group of its own). */
const grouped: ResourceDefinition = {
  ...engineStore,
  tabGroups: [
    { name: 'main', label: `${M}.groupMain`, tabs: ['general', 'sap'] },
    { name: 'connect', label: `${M}.groupConnect`, tabs: ['callback', 'api'] },
  ],
  i18n: {
    th: {
      ...engineStore.i18n.th,
      messages: { ...engineStore.i18n.th.messages, groupMain: 'หลัก', groupConnect: 'การเชื่อมต่อ' },
    },
    en: {
      ...engineStore.i18n.en,
      messages: { ...engineStore.i18n.en.messages, groupMain: 'Main', groupConnect: 'Connections' },
    },
  },
};
const defs = engineDeclarations.map((def) => (def.name === grouped.name ? grouped : def));

const store = { storeId: 'S1', storeName: 'ร้านหนึ่ง', tel: '021234567', callbackUrl: 'https://cb.example' };

function setup(path: string, allowed = ['list', 'show', 'edit']) {
  const { fetch } = recordingFetch((call) => {
    const at = call.url.pathname.replace(/^\/api\//, '');
    if (at === 'merchant/S1') return json(store);
    if (at === 'merchant') return json([store]);
    if (at === 'account/merchant/api-information/S1') return json({ apiKey: 'ak-1', secretKey: 'sk-1' });
    return json([]);
  });
  const http = createHttpClient({ config: testConfig, getAccessToken: async () => 'token', fetch });
  const locations: string[] = [];
  renderConsole({
    path,
    defs,
    dataProvider: createDataProvider({ http, resources: defs }),
    authProvider: testAuthProvider(new Set(allowed)),
    onLocation: (location) => locations.push(location.pathname),
  });
  return { locations };
}

/** jsdom lays nothing out (its scrollIntoView is the setup's stand-in): each call is recorded. */
const scrolled: Element[] = [];
const standIn = Element.prototype.scrollIntoView;
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  Element.prototype.scrollIntoView = standIn;
});

describe('tab groups', () => {
  it('orders the declared groups first, then each tab no group names; finds a tab’s group', () => {
    const groups = tabGroupsOf(grouped);
    expect(groups.map((g) => [g.name, g.tabs.map((t) => t.name)])).toEqual([
      ['main', ['general', 'sap']],
      ['connect', ['callback', 'api']],
      ['accounts', ['accounts']],
    ]);
    expect(groupOfTab(groups, 'api')?.name).toBe('connect');
    expect(groupOfTab(groups, 'nothing')?.name).toBe('main');
    // Without groups, every tab is one.
    expect(tabGroupsOf(engineStore).map((g) => g.name)).toEqual(engineStore.tabs!.map((t) => t.name));
  });

  it('opens a tab’s address on its group: titled sections, each with its own edit, the tab focused', async () => {
    setup('/store/engine-store/view/S1/tab/sap');
    expect(await screen.findByRole('tab', { name: 'Main', selected: true })).toHaveAttribute(
      'href',
      '/store/engine-store/view/S1/tab/general',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Main',
      'Connections',
      'Accounts',
    ]);
    expect(screen.getByRole('tab', { name: 'Connections' })).toHaveAttribute(
      'href',
      '/store/engine-store/view/S1/tab/callback',
    );
    const general = await screen.findByRole('region', { name: 'General' });
    const sap = screen.getByRole('region', { name: 'SAP' });
    expect(within(general).getByRole('heading', { name: 'General' })).toBeInTheDocument();
    expect(within(general).getByText('ร้านหนึ่ง')).toBeInTheDocument();
    expect(within(general).getByRole('link', { name: 'Edit General' })).toHaveAttribute(
      'href',
      '/store/engine-store/view/S1/form/general',
    );
    expect(within(sap).getByRole('link', { name: 'Edit SAP' })).toHaveAttribute(
      'href',
      '/store/engine-store/view/S1/form/sap',
    );
    // Only the group's own sections are on the page.
    expect(screen.queryByRole('region', { name: 'Callback' })).not.toBeInTheDocument();
    await waitFor(() => expect(sap).toHaveFocus());
    expect(scrolled).toEqual([sap]);
  });

  it('gives a section read from another call no edit, and a read-only user none at all', async () => {
    setup('/store/engine-store/view/S1/tab/api', ['list', 'show']);
    const api = await screen.findByRole('region', { name: 'API information' });
    // The bar selects the section's group.
    expect(await screen.findByRole('tab', { name: 'Connections', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(api).toHaveFocus());
    expect(await screen.findByRole('region', { name: 'Callback' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('an address naming a group’s first section focuses it without scrolling (the page starts there)', async () => {
    setup('/store/engine-store/view/S1/tab/general');
    const general = await screen.findByRole('region', { name: 'General' });
    await waitFor(() => expect(general).toHaveFocus());
    expect(scrolled).toEqual([]);
  });

  it('a group chosen in the tab bar opens at its first tab and leaves the focus on the tab', async () => {
    const { locations } = setup('/store/engine-store/view/S1/tab/sap');
    const connect = await screen.findByRole('tab', { name: 'Connections' });
    await waitFor(() => expect(scrolled).toHaveLength(1));
    await userEvent.click(connect);
    await waitFor(() => expect(locations.at(-1)).toBe('/store/engine-store/view/S1/tab/callback'));
    expect(await screen.findByRole('tab', { name: 'Connections', selected: true })).toHaveFocus();
    expect(await screen.findByRole('region', { name: 'Callback' })).not.toHaveFocus();
    expect(scrolled).toHaveLength(1);
  });

  it('shows a group chosen in the tab bar from its own address, with its sections', async () => {
    const { locations } = setup('/store/engine-store/view/S1/tab/general');
    await userEvent.click(await screen.findByRole('tab', { name: 'Connections' }));
    await waitFor(() => expect(locations.at(-1)).toBe('/store/engine-store/view/S1/tab/callback'));
    expect(await screen.findByRole('region', { name: 'Callback' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Connections', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'General' })).not.toBeInTheDocument();
  });

  it('shows a tab no group names as a group of its own, titled by its child lists', async () => {
    setup('/store/engine-store/view/S1/tab/accounts');
    expect(await screen.findByRole('tab', { name: 'Accounts', selected: true })).toBeInTheDocument();
    // Two child lists: the tab titles its section.
    const accounts = await screen.findByRole('region', { name: 'Accounts' });
    expect(within(accounts).getByRole('region', { name: 'Bank accounts' })).toBeInTheDocument();
    expect(within(accounts).getByRole('region', { name: 'Billers' })).toBeInTheDocument();
  });
});
