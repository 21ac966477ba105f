// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { declared } from '../../../resources/declared.ts';
import { defineResource } from '../../../src/schema/types.ts';
import { renderConsole, stubDataProvider, testAuthProvider, type Row } from './harness.tsx';
import { expectConsoleError } from '../../setup/console.ts';

const announcement = declared('management/announcement');
const storeType = declared('management/store-type');

const rows: Row[] = [{ id: 'T01', storeTypeId: 'T01', storeType: 'Type 01', storeCount: 3, isActive: true }];

/** Opens a store type form at `path` and finds its input; `locations` collects the paths. */
async function openStoreTypeForm(path: string) {
  const { spies, dataProvider } = stubDataProvider(rows);
  const locations: string[] = [];
  renderConsole({ path, defs: [storeType], dataProvider, onLocation: (l) => locations.push(l.pathname) });
  const input = await screen.findByRole('textbox', { name: 'Store type' });
  return { spies, locations, input };
}

/** Opens the edit form of store type T01 and waits for its value. */
async function openStoreTypeEdit() {
  const opened = await openStoreTypeForm('/management/store-type/form/T01');
  await waitFor(() => expect(opened.input).toHaveValue('Type 01'));
  return opened;
}

describe('generated create form', () => {
  it('opens create (not edit) at form/create, creates, then shows the new record’s view page', async () => {
    const { spies, locations, input } = await openStoreTypeForm('/management/store-type/form/create');
    expect(input).toHaveValue('');
    await userEvent.type(input, 'ร้านอาหาร');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(spies.create).toHaveBeenCalledWith(
        'management/store-type',
        expect.objectContaining({ data: expect.objectContaining({ storeType: 'ร้านอาหาร', isActive: true }) }),
      ),
    );
    expect(spies.getOne).not.toHaveBeenCalledWith(
      'management/store-type',
      expect.objectContaining({ id: 'create' }),
    );
    expect(spies.update).not.toHaveBeenCalled();
    await waitFor(() => expect(locations.at(-1)).toBe('/management/store-type/view/new-1'));
  });

  it('shows the required message next to the empty field and keeps what was typed', async () => {
    const { spies, dataProvider } = stubDataProvider([]);
    renderConsole({ path: '/management/announcement/form/create', defs: [announcement], dataProvider });

    const message = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(message, 'ปิดปรับปรุงระบบคืนนี้');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Both required dates are empty; each says so under its own input (the two may come in separate
    // renders, so the count is awaited, not the first match).
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('ปิดปรับปรุงระบบคืนนี้');
    expect(spies.create).not.toHaveBeenCalled();
  });

  it('sends a user without the create permission to /403', async () => {
    const { dataProvider } = stubDataProvider(rows);
    renderConsole({
      path: '/management/store-type/form/create',
      defs: [storeType],
      dataProvider,
      authProvider: testAuthProvider(new Set(['list', 'show', 'edit'])),
    });
    expect(await screen.findByText('Forbidden page')).toBeInTheDocument();
  });
});

describe('generated edit form', () => {
  it('loads the record at form/:id, saves it pessimistically, then shows its view page', async () => {
    const { spies, locations, input } = await openStoreTypeEdit();
    expect(spies.getOne).toHaveBeenCalledWith(
      'management/store-type',
      expect.objectContaining({ id: 'T01' }),
    );
    // isActive is declared create-only: the edit form has no switch for it.
    expect(screen.queryByRole('switch', { name: 'Active' })).not.toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'Type 01 renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(spies.update).toHaveBeenCalledWith(
        'management/store-type',
        expect.objectContaining({
          id: 'T01',
          data: expect.objectContaining({ storeType: 'Type 01 renamed' }),
        }),
      ),
    );
    await waitFor(() => expect(locations.at(-1)).toBe('/management/store-type/view/T01'));
  });

  it('saves once when Save is pressed twice in a row, and Cancel still goes back to the view page', async () => {
    const { spies, locations, input } = await openStoreTypeEdit();
    await userEvent.type(input, ' again');
    // The first press checks the form and sends it; a second press while that runs sends nothing more.
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.dblClick(save);
    await waitFor(() => expect(locations.at(-1)).toBe('/management/store-type/view/T01'));
    expect(spies.update).toHaveBeenCalledTimes(1);
    expect(spies.update).toHaveBeenCalledWith(
      'management/store-type',
      expect.objectContaining({ data: expect.objectContaining({ storeType: 'Type 01 again' }) }),
    );

    locations.length = 0;
    await userEvent.click(await screen.findByRole('link', { name: 'Edit' }));
    await screen.findByRole('textbox', { name: 'Store type' });
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(locations.at(-1)).toBe('/management/store-type/view/T01'));
    expect(locations).toContain('/management/store-type/form/T01');
  });

  it('lets the press paint first: the form is checked and sent only after the next frame', async () => {
    const { spies, input } = await openStoreTypeEdit();
    await userEvent.type(input, ' again');
    const save = screen.getByRole('button', { name: 'Save' });
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      fireEvent.click(save);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(spies.update).not.toHaveBeenCalled();
      expect(save).not.toBeDisabled();
    } finally {
      frame.mockRestore();
    }
    act(() => frames.forEach((callback) => callback(performance.now())));
    await waitFor(() => expect(spies.update).toHaveBeenCalledTimes(1));
  });

  it('on a server error shows the server’s message and keeps the typed text', async () => {
    const { spies, dataProvider } = stubDataProvider(rows);
    spies.update.mockRejectedValueOnce(new HttpError('Store type name already exists', 409));
    expectConsoleError(/HttpError/);
    const locations: string[] = [];
    renderConsole({
      path: '/management/store-type/form/T01',
      defs: [storeType],
      dataProvider,
      onLocation: (l) => locations.push(l.pathname),
    });

    const input = await screen.findByRole('textbox', { name: 'Store type' });
    await waitFor(() => expect(input).toHaveValue('Type 01'));
    await userEvent.clear(input);
    await userEvent.type(input, 'Duplicate name');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Store type name already exists')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Store type' })).toHaveValue('Duplicate name');
    expect(locations.at(-1)).toBe('/management/store-type/form/T01');
  });

  it('asks before leaving with unsaved changes, and stays when the user says no', async () => {
    const { dataProvider } = stubDataProvider(rows);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const locations: string[] = [];
    renderConsole({
      path: '/management/store-type/form/T01',
      defs: [storeType],
      dataProvider,
      onLocation: (l) => locations.push(l.pathname),
    });

    const input = await screen.findByRole('textbox', { name: 'Store type' });
    await waitFor(() => expect(input).toHaveValue('Type 01'));
    await userEvent.type(input, ' (draft)');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));

    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(locations.at(-1)).toBe('/management/store-type/form/T01');
    expect(screen.getByRole('textbox', { name: 'Store type' })).toHaveValue('Type 01 (draft)');
  });

  it('refuses to save an edit that empties a required field', async () => {
    const { spies, dataProvider } = stubDataProvider(rows);
    renderConsole({ path: '/management/store-type/form/T01', defs: [storeType], dataProvider });

    const input = await screen.findByRole('textbox', { name: 'Store type' });
    await waitFor(() => expect(input).toHaveValue('Type 01'));
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(spies.update).not.toHaveBeenCalled();
  });
});

const merchantAccount = defineResource({
  area: 'store',
  path: 'merchant-account-test',
  permission: 'merchantDetail',
  idField: 'id',
  service: 'merchant',
  endpoints: { list: 'account', get: 'account/{id}', create: 'account' },
  fields: [
    { source: 'bankCode', type: 'text' },
    { source: 'accountNo', type: 'bankAccount', bankSource: 'bankCode', required: true },
    { source: 'citizenId', type: 'thaiId' },
    { source: 'tel', type: 'phone' },
    { source: 'website', type: 'url' },
    { source: 'fee', type: 'money' },
  ],
  views: ['list', 'create'],
  recordTitle: 'accountNo',
  mock: { table: 'accounts' },
  i18n: {
    th: {
      name: 'บัญชี',
      fields: {
        id: 'รหัส',
        bankCode: 'ธนาคาร',
        accountNo: 'เลขบัญชี',
        citizenId: 'เลขบัตร',
        tel: 'โทร',
        website: 'เว็บ',
        fee: 'ค่าธรรมเนียม',
      },
    },
    en: {
      name: 'Accounts',
      fields: {
        id: 'ID',
        bankCode: 'Bank',
        accountNo: 'Account no',
        citizenId: 'Citizen ID',
        tel: 'Phone',
        website: 'Website',
        fee: 'Fee',
      },
    },
  },
});

describe('declared validation rules in a form', () => {
  it('explains each bad value next to its field, translated, and sends cleaned values once fixed', async () => {
    const { spies, dataProvider } = stubDataProvider([]);
    renderConsole({
      path: '/store/merchant-account-test/form/create',
      defs: [merchantAccount],
      dataProvider,
    });

    await userEvent.type(await screen.findByRole('textbox', { name: 'Bank' }), '030');
    await userEvent.type(screen.getByRole('textbox', { name: /Account no/ }), '123-4-56789-0');
    await userEvent.type(screen.getByRole('textbox', { name: 'Citizen ID' }), '1234567890122');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '12345');
    await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'javascript:alert(1)');
    await userEvent.type(screen.getByRole('textbox', { name: 'Fee' }), '10.555');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('An account number has 12 digits')).toBeInTheDocument();
    expect(
      screen.getByText('Invalid Thai national ID (13 digits with a valid check digit)'),
    ).toBeInTheDocument();
    expect(screen.getByText('A phone number starts with 0 and has 9 or 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Must be a web address starting with http, https')).toBeInTheDocument();
    expect(screen.getByText('An amount must be a number with at most 2 decimals')).toBeInTheDocument();
    expect(spies.create).not.toHaveBeenCalled();

    const fix = async (name: string | RegExp, value: string) => {
      const input = screen.getByRole('textbox', { name });
      await userEvent.clear(input);
      await userEvent.type(input, value);
    };
    await fix(/Account no/, '0201-2345-6789');
    await fix('Citizen ID', '1-2345-67890-12-1');
    await fix('Phone', '081-234-5678');
    await fix('Website', 'https://shop.example.co.th');
    await fix('Fee', '1,234.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(spies.create).toHaveBeenCalledWith(
        'store/merchant-account-test',
        expect.objectContaining({
          data: expect.objectContaining({
            accountNo: '020123456789',
            citizenId: '1234567890121',
            tel: '0812345678',
            website: 'https://shop.example.co.th',
            fee: 1234.5,
          }),
        }),
      ),
    );
  });
});
