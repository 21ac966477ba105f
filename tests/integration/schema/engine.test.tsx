// @vitest-environment jsdom
/**
 * The engine's capabilities on screens, through the real data provider and HTTP client: each test
 * asserts the exact requests (path, body, Idempotency-Key) the screen makes.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttpClient } from '../../../src/data/http.ts';
import { createDataProvider } from '../../../src/data/resourceDataProvider.ts';
import '../../../src/schema/show/TabbedFields.tsx';
import { engineDeclarations } from '../../fixtures/engineDeclarations.ts';
import { json, recordingFetch, testConfig, type RecordedCall } from '../../unit/data/fixtures.ts';
import { renderConsole, testAuthProvider } from './harness.tsx';
import { expectConsoleError } from '../../setup/console.ts';

const store = {
  storeId: 'S1',
  storeName: 'ร้านหนึ่ง',
  tel: '021234567',
  callbackUrl: 'https://old.example/cb',
  sapCustomerId: 'SAP-1',
  secretKey: 'merged-secret',
  banks: [{ bankCode: 'KBANK' }],
  status: 'Production',
};
const accounts = Array.from({ length: 12 }, (_, i) => ({
  accountId: `A${String(i + 1).padStart(2, '0')}`,
  accountName: `Account ${i + 1}`,
  accountNo: '1234567890',
}));
const requests = [
  { requestId: 'R1', status: 'Pending' },
  { requestId: 'R2', status: 'Approved' },
];

/** How many POSTs of an action fail (a gateway time-out) before the service answers. */
let failingPosts = 0;

function answer(call: RecordedCall): Response {
  const path = call.url.pathname.replace(/^\/api\//, '');
  if (call.method === 'POST' && failingPosts > 0) {
    failingPosts -= 1;
    return json({ message: 'Bank did not answer' }, 504);
  }
  if (call.method === 'GET') {
    if (path === 'merchant/S1') return json(store);
    if (path === 'merchant/S1/bank_account') return json(accounts);
    if (path === 'merchant/S1/biller') return json([{ billerId: 'B1', billerName: 'Biller one' }]);
    if (path === 'account/merchant/api-information/S1') return json({ apiKey: 'ak-1', secretKey: 'sk-1' });
    if (path === 'merchant/user_request') return json(requests);
    if (path === 'mdr/M1') return json({ mdrId: 'M1', paymentTerm: 'T+1' });
    if (path === 'merchant') return json([store]);
  }
  if (call.method === 'POST' && path === 'merchant/S1/bank_account') return json({ accountId: 'A99' });
  return json({ message: 'Saved by the service' });
}

function setup(path: string, allowed = ['list', 'show', 'edit', 'create', 'approve', 'export']) {
  const { fetch, calls } = recordingFetch(answer);
  const http = createHttpClient({ config: testConfig, getAccessToken: async () => 'token', fetch });
  const dataProvider = createDataProvider({ http, resources: engineDeclarations });
  const locations: string[] = [];
  renderConsole({
    path,
    defs: engineDeclarations,
    dataProvider,
    authProvider: testAuthProvider(new Set(allowed)),
    onLocation: (location) => locations.push(location.pathname + location.search),
  });
  const sent = (method: string) =>
    calls
      .filter((call) => call.method === method)
      .map((call) => `${call.url.host} ${call.url.pathname}${method === 'GET' ? '' : ` ${call.body ?? ''}`}`);
  return { calls, sent, locations };
}

describe('actions with input', () => {
  it('shows the action only where `when` holds, validates its form, sends the input once with an Idempotency-Key, and shows the service’s answer', async () => {
    const { calls } = setup('/store/engine-request');
    const pending = (await screen.findByText('R1')).closest('tr') as HTMLElement;
    const approved = screen.getByText('R2').closest('tr') as HTMLElement;
    expect(within(approved).queryByRole('button', { name: 'Decide' })).not.toBeInTheDocument();

    await userEvent.click(within(pending).getByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide: R1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findAllByText('Required')).length).toBeGreaterThanOrEqual(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Decision/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Employee/ }), 'u-0001');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remark' }), 'checked <b>ok</b>');

    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Saved by the service')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].url.pathname).toBe('/api/merchant/user_request/R1');
    expect(JSON.parse(posts[0].body ?? '')).toEqual({
      decision: 'Approved',
      employeeId: 'u-0001',
      remark: 'checked <b>ok</b>',
    });
    expect(posts[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);

  it('keeps the dialog and its input after a failure, and a retry resends the same Idempotency-Key', async () => {
    failingPosts = 1;
    // The first POST fails on purpose (504); react-admin logs the HttpError it rejects with.
    expectConsoleError(/Bank did not answer|HttpError/);
    const { calls } = setup('/store/engine-request');
    const pending = (await screen.findByText('R1')).closest('tr') as HTMLElement;
    await userEvent.click(within(pending).getByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide: R1' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Decision/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rejected' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Employee/ }), 'u-0002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // A failure without a known code: the service's text after the translated lead sentence.
    expect(
      await screen.findByText('The service could not carry out the request. It said: Bank did not answer'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Employee/ })).toHaveValue('u-0002');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Saved by the service')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1].headers.get('Idempotency-Key')).toBe(posts[0].headers.get('Idempotency-Key'));
    expect(JSON.parse(posts[1].body ?? '')).toEqual({ decision: 'Rejected', employeeId: 'u-0002' });
  }, 60_000);
});

describe('route segments', () => {
  it('a declaration without a list has no list route, but its view opens directly', async () => {
    setup('/account/engine-mdr-detail');
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });

  it('opens the view of a declaration without a list directly', async () => {
    setup('/account/engine-mdr-detail/view/M1');
    expect(await screen.findByText('T+1')).toBeInTheDocument();
  });

  it('mounts a lazily loaded page at its declared segment', async () => {
    setup('/store/engine-store/raw-data');
    expect(
      await screen.findByRole('heading', { name: 'Raw data of store/engine-store' }),
    ).toBeInTheDocument();
  });

  it('form/:formType/:id with the id `create` opens an empty form and reads nothing', async () => {
    const { sent } = setup('/store/engine-store/form/create/create');
    expect(await screen.findByRole('textbox', { name: /Store name/ })).toHaveValue('');
    expect(sent('GET')).toEqual([]);
  });

  it('view/:id (declared read-only) offers no edit', async () => {
    setup('/store/engine-store/view/S1');
    expect(await screen.findByText('ร้านหนึ่ง')).toBeInTheDocument();
    // The tab bar is there, and a read-only route puts no edit link in it.
    expect(await screen.findByRole('tab', { name: 'General' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('detail/:id shows the edit button of the tab', async () => {
    setup('/store/engine-store/detail/S1');
    expect(await screen.findByText('ร้านหนึ่ง')).toBeInTheDocument();
    // The current tab's edit link stands in the tab bar.
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/store/engine-store/view/S1/form/general',
    );
  });
});

describe('tabs, parts and child resources', () => {
  it('shows one tab with the tab in the URL, and a read-only tab from the payment service', async () => {
    const { calls } = setup('/store/engine-store/view/S1/tab/api');
    expect(await screen.findByRole('tab', { name: 'API information', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.host === 'payment.test')).toBe(true));
    expect(screen.queryByText('ร้านหนึ่ง')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Callback' })).toHaveAttribute(
      'href',
      '/store/engine-store/view/S1/tab/callback',
    );
  });

  it('viewall shows every tab on one page', async () => {
    setup('/store/engine-store/viewall/S1');
    for (const name of ['General', 'Callback', 'SAP', 'API information', 'Accounts']) {
      expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    }
  });

  it('a tab’s form sends only its field, renamed, to its own endpoint', async () => {
    const { sent, locations } = setup('/store/engine-store/view/S1/form/callback');
    const input = await screen.findByRole('textbox', { name: 'Callback URL' });
    await waitFor(() => expect(input).toHaveValue('https://old.example/cb'));
    expect(screen.queryByRole('textbox', { name: /Store name/ })).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'https://new.example/cb');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent('PUT')).toEqual([
        'merchant.test /api/merchant/S1/callback_url {"url":"https://new.example/cb"}',
      ]),
    );
    await waitFor(() => expect(locations.at(-1)).toBe('/store/engine-store/view/S1/tab/callback'));
  });

  it('lists two children on the tab, each paged on its own without touching the URL', async () => {
    const { locations } = setup('/store/engine-store/view/S1/tab/accounts');
    const accountsList = await screen.findByRole('region', { name: 'Bank accounts' });
    const billers = screen.getByRole('region', { name: 'Billers' });
    expect(await within(accountsList).findByText('Account 1')).toBeInTheDocument();
    expect(await within(billers).findByText('Biller one')).toBeInTheDocument();
    expect(within(accountsList).queryByText('Account 11')).not.toBeInTheDocument();
    await userEvent.click(within(accountsList).getByRole('button', { name: /next page/i }));
    expect(await within(accountsList).findByText('Account 11')).toBeInTheDocument();
    expect(within(billers).getByText('Biller one')).toBeInTheDocument();
    expect(locations.at(-1)).toBe('/store/engine-store/view/S1/tab/accounts');
    expect(within(accountsList).getByRole('link', { name: 'Create' })).toHaveAttribute(
      'href',
      '/store/engine-store/view/S1/bank-account/form/create',
    );
  });

  it('creates a child under its parent with the parent id, and links back to the parent', async () => {
    const { sent, locations } = setup('/store/engine-store/view/S1/bank-account/form/create');
    await userEvent.type(await screen.findByRole('textbox', { name: /Account name/ }), 'Main');
    await userEvent.type(screen.getByRole('textbox', { name: /Account number/ }), '1234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent('POST')).toEqual([
        'merchant.test /api/merchant/S1/bank_account {"accountName":"Main","accountNo":"1234567890","storeId":"S1"}',
      ]),
    );
    await waitFor(() => expect(locations.at(-1)).toBe('/store/engine-store/view/S1/bank-account/view/A99'));
    expect(await screen.findByRole('link', { name: 'Back to parent' })).toHaveAttribute(
      'href',
      '/store/engine-store/view/S1',
    );
  });
});

describe('several exports', () => {
  it('shows each export by its own permission', async () => {
    setup('/store/engine-store', ['list', 'show', 'export']);
    expect(await screen.findByRole('button', { name: 'Export rows' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export raw data' })).not.toBeInTheDocument();
  });
});
