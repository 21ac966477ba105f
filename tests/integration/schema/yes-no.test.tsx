// @vitest-environment jsdom
/**
 * The yes/no field kind (`type: 'yesNo'`): Yes / No in the list, the view page and the CSV (ใช่ / ไม่ใช่
 * in Thai), a Yes / No select in forms that stays empty until answered (required = answered, No is an
 * answer), a Yes / No filter sending a boolean, and the mock refusing anything but a boolean.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { createI18nProvider } from '../../../i18n/index.ts';
import { validateWrite } from '../../../mocks/handlers/validate.ts';
import { MockHttpError } from '../../../mocks/handlers/respond.ts';
import { defineResource } from '../../../src/schema/types.ts';
import { renderConsole, stubDataProvider, type Row } from './harness.tsx';

const contacts = defineResource({
  area: 'store',
  path: 'contacts',
  permission: 'merchantRegister',
  idField: 'contactId',
  service: 'merchant',
  endpoints: { list: 'contact', get: 'contact/{id}', create: 'contact', update: 'contact/{id}' },
  fields: [
    { source: 'contactId', type: 'text', form: false },
    { source: 'name', type: 'text', required: true },
    { source: 'isContact', type: 'yesNo', required: true },
    { source: 'isVip', type: 'yesNo' },
  ],
  filters: [{ source: 'isContact', type: 'yesNo' }],
  views: ['list', 'show', 'edit', 'create'],
  export: { mode: 'csv' },
  recordTitle: 'name',
  mock: { table: 'contacts' },
  i18n: {
    th: {
      name: 'ผู้ติดต่อ',
      fields: { contactId: 'รหัส', name: 'ชื่อ', isContact: 'ติดต่อแล้ว', isVip: 'วีไอพี' },
    },
    en: {
      name: 'Contacts',
      fields: { contactId: 'ID', name: 'Name', isContact: 'Contacted', isVip: 'VIP' },
    },
  },
});

const rows: Row[] = [
  { id: 'C1', contactId: 'C1', name: 'Somchai', isContact: true, isVip: false },
  { id: 'C2', contactId: 'C2', name: 'Suda', isContact: false, isVip: null },
];

const LIST = '/store/contacts';

describe('a yes/no field', () => {
  it('shows Yes and No in the list, and nothing when unanswered', async () => {
    const { dataProvider } = stubDataProvider(rows);
    renderConsole({ path: LIST, defs: [contacts], dataProvider });

    const first = (await screen.findByText('Somchai')).closest('tr')!;
    expect(within(first).getByText('Yes')).toBeInTheDocument();
    expect(within(first).getByText('No')).toBeInTheDocument();
    const second = screen.getByText('Suda').closest('tr')!;
    expect(
      within(second)
        .getAllByText(/^(Yes|No)$/)
        .map((cell) => cell.textContent),
    ).toEqual(['No']);
  });

  it('shows the answer on the view page', async () => {
    const { dataProvider } = stubDataProvider(rows);
    renderConsole({ path: `${LIST}/view/C2`, defs: [contacts], dataProvider });

    const main = await screen.findByRole('main');
    await within(main).findAllByText('Suda');
    expect(within(main).getByText('No')).toBeInTheDocument();
    expect(within(main).queryByText('Yes')).not.toBeInTheDocument();
  });

  it('asks for a required answer, takes No as one, and sends booleans', async () => {
    const { spies, dataProvider } = stubDataProvider([]);
    renderConsole({ path: `${LIST}/form/create`, defs: [contacts], dataProvider });

    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Malee');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(spies.create).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('combobox', { name: /Contacted/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent?.trim())).toEqual([
      '',
      'No',
      'Yes',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(spies.create).toHaveBeenCalledWith(
        'store/contacts',
        expect.objectContaining({ data: expect.objectContaining({ name: 'Malee', isContact: false }) }),
      ),
    );
    // The optional answer was left empty.
    expect(spies.create.mock.calls[0][1].data.isVip ?? null).toBeNull();
  });

  it('filters by Yes or No from "Add filter", sending a boolean', async () => {
    const { spies, dataProvider } = stubDataProvider(rows);
    renderConsole({ path: LIST, defs: [contacts], dataProvider });
    await screen.findByText('Somchai');

    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Contacted' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Contacted' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Yes' }));

    await waitFor(() =>
      expect(spies.getList).toHaveBeenLastCalledWith(
        'store/contacts',
        expect.objectContaining({ filter: { isContact: true } }),
      ),
    );
  });

  describe('in the CSV export', () => {
    let downloads: Blob[] = [];
    beforeEach(() => {
      vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
        downloads.push(object as Blob);
        return 'blob:test';
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });
    afterEach(() => {
      vi.restoreAllMocks();
      downloads = [];
    });

    it('writes Yes, No, or nothing', async () => {
      const { dataProvider } = stubDataProvider(rows);
      renderConsole({ path: LIST, defs: [contacts], dataProvider });
      await screen.findByText('Somchai');

      await userEvent.click(screen.getByRole('button', { name: /export/i }));
      await waitFor(() => expect(downloads).toHaveLength(1));
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await downloads[0].arrayBuffer());
      const csv = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
      expect(csv).toEqual([
        ['ID', 'Name', 'Contacted', 'VIP'],
        ['C1', 'Somchai', 'Yes', 'No'],
        ['C2', 'Suda', 'No', ''],
      ]);
    });
  });

  it('reads ใช่ / ไม่ใช่ in Thai', async () => {
    const i18n = createI18nProvider([contacts]);
    await i18n.changeLocale('th');
    expect([i18n.translate('pa.engine.yesNo.yes'), i18n.translate('pa.engine.yesNo.no')]).toEqual([
      'ใช่',
      'ไม่ใช่',
    ]);
    await i18n.changeLocale('en');
    expect([i18n.translate('pa.engine.yesNo.yes'), i18n.translate('pa.engine.yesNo.no')]).toEqual([
      'Yes',
      'No',
    ]);
  });

  it('is refused by the mock unless it is a boolean; false answers a required one', () => {
    const fields = contacts.fields;
    expect(validateWrite(fields, { name: 'A', isContact: false }, 'create')).toMatchObject({
      isContact: false,
    });
    expect(() => validateWrite(fields, { name: 'A', isContact: 'yes' }, 'create')).toThrow(MockHttpError);
    expect(() => validateWrite(fields, { name: 'A' }, 'create')).toThrow(/isContact is required/);
  });
});
