// @vitest-environment jsdom
/** Merchant registration screens against the mock backend: list query, actions with input, the form. */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsoleError } from '../../setup/console.ts';
import { openScreen, requestsTo, startBackend } from './harness.tsx';

const backend = startBackend();
const { mock, sent } = backend;
afterEach(() => {
  mock.db.reset();
  mock.clearFaults();
  sent.length = 0;
});
afterAll(() => mock.server.close());

const LIST = '/store/store-register-information';
const filterUrl = (filter: Record<string, unknown>) =>
  `${LIST}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('merchant registration list', () => {
  it('sends StartDate/EndDate as dd-MM-yyyy with the day after the end, drops an empty store type, keeps status and search', async () => {
    openScreen(
      filterUrl({
        StartDate: '2026-10-01',
        EndDate: '2026-10-31',
        MerchantCategoryId: '',
        status: 'contacted',
        q: 'ร้าน',
      }),
    );
    await waitFor(() => expect(requestsTo(sent, 'merchant_register').length).toBeGreaterThan(0));
    const query = requestsTo(sent, 'merchant_register').at(-1)!.url.searchParams;
    expect(query.get('StartDate')).toBe('01-10-2026');
    expect(query.get('EndDate')).toBe('01-11-2026');
    expect(query.has('MerchantCategoryId')).toBe(false);
    expect(query.get('status')).toBe('contacted');
    expect(query.get('q')).toBe('ร้าน');
    expect(query.get('PageNumber')).toBe('1');
  });

  it('sends a chosen store type and shows the rows with their status chips', async () => {
    openScreen(filterUrl({ MerchantCategoryId: 'MC03' }));
    await waitFor(() => expect(requestsTo(sent, 'merchant_register').length).toBeGreaterThan(0));
    expect(requestsTo(sent, 'merchant_register').at(-1)!.url.searchParams.get('MerchantCategoryId')).toBe(
      'MC03',
    );
    const rows = await screen.findAllByRole('row');
    expect(rows.length).toBeGreaterThan(1);
    const first = mock.db
      .table('merchantRegisters')
      .list()
      .filter((r) => r.merchantCategoryId === 'MC03')
      .sort((a, b) => b.date.localeCompare(a.date))[0];
    expect(await screen.findByText(first.storeId)).toBeInTheDocument();
  });
});

describe('merchant registration actions', () => {
  const waiting = () =>
    mock.db
      .table('merchantRegisters')
      .list()
      .find((r) => r.status === 'waiting for contact')!;

  it('changes the status with a remark (one POST with an Idempotency-Key) and shows the new status', async () => {
    const reg = waiting();
    openScreen(`${LIST}/detail/${reg.storeId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^Contacted$/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remark' }), 'called the owner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = requestsTo(sent, `merchant/${reg.storeId}/register_status`, 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0].body)).toEqual({ status: 'contacted', remark: 'called the owner' });
    expect(posts[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(mock.db.table('merchantRegisters').get(reg.storeId)!.status).toBe('contacted');
    // The record is read again after the change.
    await waitFor(() => expect(requestsTo(sent, `temp_merchant/${reg.storeId}`).length).toBeGreaterThan(1));
  });

  it('shows the server message of an impossible change as written, and keeps the dialog', async () => {
    expectConsoleError(/Cannot change the status/);
    const reg = waiting();
    openScreen(`${LIST}/detail/${reg.storeId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^Passed$/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The service's reason, after the translated lead sentence of a refusal without a known code.
    expect(
      await screen.findByText(
        'The service could not carry out the request. It said: Cannot change the status from waiting for contact to passed: from waiting for contact only contacted or not reachable',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('assigns the sale from the employee list', async () => {
    const reg = waiting();
    openScreen(`${LIST}/detail/${reg.storeId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Assign sale' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(
      await within(dialog).findByRole('combobox', { name: /Sale responsibility/ }),
      'ops@',
    );
    await userEvent.click(await screen.findByRole('option', { name: 'ops@demo.test' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = requestsTo(sent, `merchant/${reg.storeId}/sale_responsibility`, 'POST');
    expect(posts.map((p) => JSON.parse(p.body) as unknown)).toEqual([{ userId: 'u-0002' }]);
    expect(mock.db.table('merchantRegisters').get(reg.storeId)!.saleResponsibilityId).toBe('u-0002');
  });

  it('has no actions on the read-only view', async () => {
    const reg = waiting();
    openScreen(`${LIST}/view/${reg.storeId}`);
    expect(await screen.findByText(reg.storeName, { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
  });
});

describe('merchant registration form', () => {
  it('opens empty at form/create/create without reading any registration', async () => {
    openScreen(`${LIST}/form/create/create`);
    expect(await screen.findByRole('textbox', { name: /Store name/ })).toHaveValue('');
    expect(sent.some((s) => s.url.pathname.includes('/temp_merchant/'))).toBe(false);
  });

  it('flags a used e-mail and a bad tax ID next to the fields, keeping what was typed', async () => {
    const used = mock.db.table('merchantRegisters').list()[0].email;
    openScreen(`${LIST}/form/create/create`);
    const email = await screen.findByRole('textbox', { name: /^E-mail/ });
    await userEvent.type(email, used);
    expect(await screen.findByText('This e-mail is already used')).toBeInTheDocument();
    expect(requestsTo(sent, `check_email/${encodeURIComponent(used.toLowerCase())}`).length).toBeGreaterThan(
      0,
    );
    const taxId = screen.getByRole('textbox', { name: /Tax ID/ });
    await userEvent.type(taxId, '1234567890123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Invalid Thai national ID (13 digits with a valid check digit)'),
    ).toBeInTheDocument();
    expect(taxId).toHaveValue('1234567890123');
    expect(email).toHaveValue(used);
    expect(requestsTo(sent, 'register_merchant', 'POST')).toHaveLength(0);
  });
});
