// @vitest-environment jsdom
/**
 * The store page against the real mock backend (msw/node): each tab's form sends only its own fields
 * to its own endpoint (exact bodies), child lists are read with the store id, and the API keys appear
 * only behind the API-information call, never in a list or a save.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockServer } from '../../../mocks/node.ts';
import { createHttpClient } from '../../../src/data/http.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import '../../../src/schema/show/TabbedFields.tsx';
import { declared } from '../../../resources/declared.ts';
import { expectConsoleError } from '../../setup/console.ts';
import { config, issuer, startMockServer, USERS } from '../mocks/helpers.ts';
import { renderConsole, testAuthProvider } from '../schema/harness.tsx';

const storeDetail = declared('store/store-detail');
const storeDetailBranch = declared('store/store-detail-branch');
const bankAccount = declared('store/bank-account');
const biller = declared('store/biller');
const branchBiller = declared('store/branch-biller');
const systemBiller = declared('store/system-biller');
const branch = declared('store/branch');

// Long forms against the whole seeded backend on a shared two-core machine.
vi.setConfig({ testTimeout: 90_000 });

const defs = [storeDetail, storeDetailBranch, branch, biller, branchBiller, systemBiller, bankAccount];
const STORE = 'ST00001';

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

let mock: MockServer;
/** Paths (after the service's base) the service refuses with a 400 and its own message. */
let failing: string[] = [];

beforeAll(() => {
  mock = startMockServer();
});
afterAll(() => mock.server.close());
beforeEach(() => {
  failing = [];
});

function setup(
  path: string,
  allowed = ['list', 'show', 'edit', 'create', 'delete', 'toggle', 'export'],
  as: string = USERS.ops,
) {
  const sent: Sent[] = [];
  const http = createHttpClient({
    config,
    getAccessToken: () => issuer.mint(as),
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const short = url.pathname.replace(/^\/mock-api\/[^/]+\//, '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({ method: init?.method ?? 'GET', path: short, body });
      if (failing.includes(short))
        return new Response(JSON.stringify({ message: 'Callback refused by the service' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        });
      return globalThis.fetch(input, init);
    },
  });
  const dataProvider = createDataProvider({ http, resources: defs });
  const locations: string[] = [];
  renderConsole({
    path,
    defs,
    dataProvider,
    http,
    authProvider: testAuthProvider(new Set(allowed)),
    onLocation: (location) => locations.push(location.pathname),
  });
  const writes = () => sent.filter((s) => s.method !== 'GET');
  return { sent, writes, locations };
}

const textbox = (name: RegExp | string) => screen.findByRole('textbox', { name });

describe('store page: each tab saves only its own part', () => {
  it('callback URL: https only next to the field, then PUT {id}/callback_url with { url } alone', async () => {
    const { writes, locations } = setup(`/store/store-detail/view/${STORE}/form/callback`);
    const input = await textbox(/Callback URL/);
    await userEvent.clear(input);
    await userEvent.type(input, 'http://shop.example/cb');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/https/)).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, 'https://shop.example/cb');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(locations.at(-1)).toBe(`/store/store-detail/view/${STORE}/tab/callback`));
    expect(writes()).toEqual([
      { method: 'PUT', path: `merchant/${STORE}/callback_url`, body: { url: 'https://shop.example/cb' } },
    ]);
  });

  it('deeplinks: javascript: is refused in the form; app schemes go to deeplink_url with the three fields', async () => {
    const { writes, locations } = setup(`/store/store-detail/view/${STORE}/form/deeplink`);
    const android = await textbox(/Android deeplink/);
    await userEvent.type(android, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/javascript:, data: and http: are not allowed/)).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await userEvent.clear(android);
    await userEvent.type(android, 'myshop://pay/done');
    await userEvent.type(await textbox(/iOS deeplink/), 'myshop-ios://pay/done');
    await userEvent.type(await textbox(/Default deeplink/), 'https://shop.example/done');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(locations.at(-1)).toBe(`/store/store-detail/view/${STORE}/tab/deeplink`));
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: `merchant/${STORE}/deeplink_url`,
        body: {
          redirectUrlAndroid: 'myshop://pay/done',
          redirectUrlIOS: 'myshop-ios://pay/done',
          redirectUrlDefault: 'https://shop.example/done',
        },
      },
    ]);
  });

  it('SAP customer id: POST {id}/sap_customer_id/{value} with no body', async () => {
    const { writes, locations } = setup(`/store/store-detail/view/${STORE}/form/sap`);
    const input = await textbox(/SAP customer ID/);
    await userEvent.clear(input);
    await userEvent.type(input, 'SAP-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(locations.at(-1)).toBe(`/store/store-detail/view/${STORE}/tab/sap`));
    expect(writes()).toEqual([
      { method: 'POST', path: `merchant/${STORE}/sap_customer_id/SAP-42`, body: undefined },
    ]);
  });

  it('general: PUT merchant/{id} with the general fields only, never a secret or another tab’s field', async () => {
    const { writes, locations } = setup(`/store/store-detail/view/${STORE}/form/general`);
    const name = await textbox(/Store name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'ร้านทดสอบ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(locations.at(-1)).toBe(`/store/store-detail/view/${STORE}/tab/general`));
    const [put] = writes();
    expect(put.method).toBe('PUT');
    expect(put.path).toBe(`merchant/${STORE}`);
    expect(Object.keys(put.body as object).sort()).toEqual([
      'merchantCategoryId',
      'status',
      'storeName',
      'taxId',
    ]);
    expect((put.body as Record<string, unknown>).storeName).toBe('ร้านทดสอบ');
  });

  it('all tabs in one form: a failing part keeps every other tab’s input, and only changed parts are sent', async () => {
    failing = [`merchant/${STORE}/callback_url`];
    expectConsoleError(/HttpError/);
    const { writes, locations } = setup(`/store/store-detail/form/${STORE}`);
    const name = await textbox(/Store name/);
    // A form of every tab is long: values are set at once rather than typed key by key.
    fireEvent.change(name, { target: { value: 'ร้านใหม่' } });
    const callback = await textbox(/^Callback URL/);
    fireEvent.change(callback, { target: { value: 'https://new.example/cb' } });
    fireEvent.change(await textbox(/Default deeplink/), { target: { value: 'myshop://x' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Callback refused by the service')).toBeInTheDocument();
    expect(name).toHaveValue('ร้านใหม่');
    expect(callback).toHaveValue('https://new.example/cb');
    expect(await textbox(/Default deeplink/)).toHaveValue('myshop://x');
    expect(locations.at(-1)).toBe(`/store/store-detail/form/${STORE}`);
    const paths = writes().map((w) => `${w.method} ${w.path}`);
    expect(paths).toContain(`PUT merchant/${STORE}/callback_url`);
    expect(paths).not.toContain(`PUT merchant/${STORE}/update_customer_group`);
    expect(paths).not.toContain(`POST merchant/${STORE}/merchant_service_type`);
    for (const write of writes()) {
      expect(JSON.stringify(write.body ?? {})).not.toMatch(/apiKey|secretKey/);
    }
  }, 90_000);
});

describe('services', () => {
  it('service/{id}: PUT {id}/service with the chosen master values only', async () => {
    const { writes, locations } = setup(`/store/store-detail/service/${STORE}`);
    const select = await screen.findByRole('combobox', { name: /Services/ });
    await userEvent.click(select);
    const options = await screen.findAllByRole('option');
    const unselected = options.find((o) => o.getAttribute('aria-selected') !== 'true');
    expect(unselected).toBeDefined();
    await userEvent.click(unselected as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [put] = writes();
    expect(put.method).toBe('PUT');
    expect(put.path).toBe(`merchant/${STORE}/service`);
    expect(Object.keys(put.body as object)).toEqual(['service']);
    expect((put.body as { service: string[] }).service).toContain(unselected?.getAttribute('data-value'));
    // Then the store's view, at its address: its first tab (docs/routes.md, "One address per screen").
    await waitFor(() => expect(locations.at(-1)).toBe(`/store/store-detail/view/${STORE}/tab/general`));
  });
});

describe('API information', () => {
  it('reads the keys from the payment service, masked; editors reveal them, read-only users cannot', async () => {
    const { sent } = setup(`/store/store-detail/view/${STORE}/tab/api`);
    const reveal = await screen.findAllByRole('button', { name: 'Show value' });
    expect(reveal).toHaveLength(2);
    expect(sent.some((s) => s.path === `api/v1/account/merchant/api-information/${STORE}`)).toBe(true);
    const store = sent.find((s) => s.path === `merchant/${STORE}`);
    expect(store).toBeDefined();
    expect(screen.getAllByText('••••••••')).toHaveLength(2);
    await userEvent.click(reveal[0]);
    expect(screen.getAllByText('••••••••')).toHaveLength(1);
  });

  it('shows only the mask to a viewer', async () => {
    setup(`/store/store-detail/view/${STORE}/tab/api`, ['list', 'show'], USERS.viewer);
    await waitFor(() => expect(screen.getAllByText('••••••••')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Show value' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });
});

describe("a biller's channel keys", () => {
  function billerWithChannel() {
    const found = mock.db
      .table('billers')
      .list()
      .find((b) => b.storeId === STORE && b.banks.length > 0);
    if (!found) throw new Error(`${STORE} has no biller with a bank channel in the seed`);
    return { biller: found, channel: found.banks[0].channel };
  }

  it('are read from their own call only when an editor asks, then shown with copy', async () => {
    const { biller: b, channel } = billerWithChannel();
    const secret = mock.db.table('billerSecrets').get(`${b.billerId}:${channel}`);
    if (!secret) throw new Error('the seed has no keys for that channel');
    const { sent } = setup(`/store/store-detail/view/${STORE}/biller/view/${b.billerId}`);
    const ask = await screen.findByRole('button', { name: `Show keys of ${b.billerName} — ${channel}` });
    const keysCall = `biller/${b.billerId}/bank/${channel}/api-information`;
    expect(sent.some((s) => s.path === keysCall)).toBe(false);
    expect(screen.queryByText(secret.apiKey)).not.toBeInTheDocument();
    await userEvent.click(ask);
    expect(await screen.findByText(secret.apiKey)).toBeInTheDocument();
    expect(screen.getByText(secret.secretKey)).toBeInTheDocument();
    expect(sent.filter((s) => s.path === keysCall)).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Copy' }).length).toBeGreaterThanOrEqual(2);
  });

  it('stay hidden, with nothing to press, for a viewer', async () => {
    const { biller: b, channel } = billerWithChannel();
    const { sent } = setup(
      `/store/store-detail/view/${STORE}/biller/view/${b.billerId}`,
      ['list', 'show'],
      USERS.viewer,
    );
    await screen.findByRole('table', { name: 'Bank channels' });
    expect((await screen.findAllByText('Hidden')).length).toBe(b.banks.length);
    expect(screen.queryByRole('button', { name: /^Show keys/ })).not.toBeInTheDocument();
    expect(sent.some((s) => s.path.endsWith(`/bank/${channel}/api-information`))).toBe(false);
  });
});

describe('child lists fetch with the parent id', () => {
  it.each([
    ['branches', 'Branches', `merchant/${STORE}/branch`],
    ['billers', 'Billers', `merchant/${STORE}/biller`],
    ['bank-accounts', 'Bank accounts', `merchant/${STORE}/bank_account`],
    ['files', 'Documents', `merchant/${STORE}/file`],
  ])('%s tab reads %s from its own endpoint', async (tab, region, path) => {
    const { sent } = setup(`/store/store-detail/view/${STORE}/tab/${tab}`);
    await screen.findByRole('region', { name: region });
    await waitFor(() => expect(sent.some((s) => s.method === 'GET' && s.path === path)).toBe(true));
  });

  it('a bank account is created with the store id, the bank and a number of the bank’s length', async () => {
    const { writes, locations } = setup(`/store/store-detail/view/${STORE}/bank-account/form/create`);
    await userEvent.click(await screen.findByRole('combobox', { name: /Bank/ }));
    // The harness runs in English: the bank master list shows its English names, the code is what is sent.
    const kasikorn = await screen.findByRole('option', { name: 'Kasikornbank' });
    expect(screen.queryByRole('option', { name: /กสิกรไทย/ })).not.toBeInTheDocument();
    await userEvent.click(kasikorn);
    const number = await textbox(/Account number/);
    await userEvent.type(number, '123456789');
    await userEvent.type(await textbox(/Account name/), 'ร้านทดสอบ');
    await userEvent.click(screen.getByRole('combobox', { name: /Account type/ }));
    await userEvent.click(await screen.findByRole('option', { name: /ออมทรัพย์|Saving/i }));
    await userEvent.click(screen.getByRole('combobox', { name: /Main account/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Not main' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Active/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/10/)).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    await userEvent.type(number, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'POST',
      path: `merchant/${STORE}/bank_account`,
      body: {
        bankCode: '004',
        bankAccountNo: '1234567890',
        bankAccountName: 'ร้านทดสอบ',
        accountType: 'SAVING',
        isMain: false,
        isActive: true,
        storeId: STORE,
      },
    });
    await waitFor(() => expect(locations.at(-1)).toMatch(/\/bank-account\/view\/BA\d+$/));
  });
});

describe('store list', () => {
  it('lists stores without any key, filters by status', async () => {
    const { sent } = setup('/store/store-detail?filter=%7B%22status%22%3A%22Test%22%7D');
    const table = await screen.findByRole('table');
    await within(table).findAllByText('Test');
    const list = sent.find((s) => s.method === 'GET' && s.path === 'merchant');
    expect(list).toBeDefined();
    expect(within(table).queryByText('Production')).not.toBeInTheDocument();
  });
});

describe('system billers', () => {
  const systemRows = () =>
    mock.db
      .table('billers')
      .list()
      .filter((b) => b.type === 'system')
      .sort((a, b) => a.billerCode.localeCompare(b.billerCode));

  it('open from the store list', async () => {
    setup('/store/store-detail');
    const link = await screen.findByRole('link', { name: 'System billers' });
    expect(link).toHaveAttribute('href', '/store/system-biller');
  });

  it('are listed from their own call, only the system’s, and open by their code', async () => {
    const { sent, locations } = setup('/store/system-biller');
    const [first] = systemRows();
    const table = await screen.findByRole('table');
    const cell = await within(table).findByText(first.billerCode);
    expect(sent.some((s) => s.method === 'GET' && s.path === 'system_biller')).toBe(true);
    const merchant = mock.db
      .table('billers')
      .list()
      .find((b) => b.type === 'merchant');
    expect(merchant).toBeDefined();
    expect(within(table).queryByText(merchant?.billerCode ?? '')).not.toBeInTheDocument();
    await userEvent.click(cell);
    await waitFor(() => expect(locations.at(-1)).toBe(`/store/system-biller/view/${first.billerCode}`));
    await waitFor(() =>
      expect(sent.some((s) => s.method === 'GET' && s.path === `system_biller/${first.billerCode}`)).toBe(
        true,
      ),
    );
  });

  it('a new one is sent to POST system_biller and opens by its new code', async () => {
    const { writes, locations } = setup('/store/system-biller/form/create');
    await userEvent.type(await screen.findByRole('textbox', { name: /Biller name/ }), 'ค่าธรรมเนียมระบบ');
    await userEvent.click(screen.getByRole('combobox', { name: /Bank/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kasikornbank' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: 'system_biller',
      body: { billerName: 'ค่าธรรมเนียมระบบ', bankCode: '004' },
    });
    await waitFor(() => expect(locations.at(-1)).toMatch(/^\/store\/system-biller\/view\/SYS\d+$/));
  });
});
