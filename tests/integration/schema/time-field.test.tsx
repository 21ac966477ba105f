// @vitest-environment jsdom
/**
 * The time-of-day field kind (`type: 'time'`): `HH:mm` on the wire, shown as it is in lists and view
 * pages (with น. in Thai), entered with MUI X's time picker, refused unless it is a time of day by the
 * form and by the mock.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18nProvider } from '../../../i18n/index.ts';
import { validateWrite } from '../../../mocks/handlers/validate.ts';
import { MockHttpError } from '../../../mocks/handlers/respond.ts';
import { isTimeOfDay } from '../../../src/components/dateInput/timeOfDay.ts';
import { timeFromWire, timeToWire } from '../../../src/components/dateInput/timeWire.ts';
import { fieldValidators } from '../../../src/schema/fields/fieldValidators.ts';
import { defineResource } from '../../../src/schema/types.ts';
import { renderConsole, stubDataProvider, type Row } from './harness.tsx';

const cutOffs = defineResource({
  area: 'management',
  path: 'cut-offs',
  permission: 'paymentChannel',
  idField: 'bankCode',
  service: 'payment',
  endpoints: { list: 'cut_off', get: 'cut_off/{id}', update: 'cut_off/{id}', create: 'cut_off' },
  fields: [
    { source: 'bankCode', type: 'text', form: 'create' },
    { source: 'cutOffTime', type: 'time', required: true },
    { source: 'openAt', type: 'time' },
  ],
  views: ['list', 'show', 'edit', 'create'],
  recordTitle: 'bankCode',
  mock: { table: 'cutOffs' },
  i18n: {
    th: { name: 'เวลาตัดรอบ', fields: { bankCode: 'ธนาคาร', cutOffTime: 'ตัดรอบ', openAt: 'เปิด' } },
    en: { name: 'Cut-offs', fields: { bankCode: 'Bank', cutOffTime: 'Cut-off', openAt: 'Opens' } },
  },
});

const rows: Row[] = [
  { id: '004', bankCode: '004', cutOffTime: '15:30', openAt: '08:05' },
  { id: '014', bankCode: '014', cutOffTime: '25:99', openAt: null },
];

describe('a time-of-day field', () => {
  it('keeps HH:mm on the wire, whatever the picker holds', () => {
    expect(isTimeOfDay('00:00')).toBe(true);
    expect(isTimeOfDay('23:59')).toBe(true);
    for (const bad of ['24:00', '9:30', '12:60', '12:30:00', '2026-01-01T12:30', '', null]) {
      expect(isTimeOfDay(bad), String(bad)).toBe(false);
    }
    expect(timeToWire(timeFromWire('07:45'))).toBe('07:45');
    expect(timeFromWire('7:45')).toBeNull();
    expect(timeToWire(null)).toBe('');
  });

  it('is checked by the form: a time of day, or the message saying what one looks like', () => {
    const [required, time] = fieldValidators(cutOffs.fields[1]!);
    expect(required!('', {}, {})).toBeTruthy();
    expect(time!('15:30', {}, {})).toBeUndefined();
    expect(time!('25:00', {}, {})).toEqual({ message: 'pa.engine.time.invalid', args: {} });
    expect(time!('', {}, {})).toBeUndefined();
  });

  it('shows the time in the list', async () => {
    const { dataProvider } = stubDataProvider(rows);
    renderConsole({ path: '/management/cut-offs', defs: [cutOffs], dataProvider });
    const first = (await screen.findByText('15:30')).closest('tr')!;
    expect(within(first).getByText('08:05')).toBeInTheDocument();
    // A value that is no time of day is shown as sent, not reshaped.
    expect(screen.getByText('25:99')).toBeInTheDocument();
  });

  it('shows the time on the view page', async () => {
    const { dataProvider } = stubDataProvider(rows);
    renderConsole({ path: '/management/cut-offs/view/004', defs: [cutOffs], dataProvider });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('15:30')).toBeInTheDocument();
    expect(within(main).getByText('08:05')).toBeInTheDocument();
  });

  it('enters the time with a 24-hour time picker and saves HH:mm', async () => {
    const { spies, dataProvider } = stubDataProvider(rows);
    renderConsole({ path: '/management/cut-offs/form/004', defs: [cutOffs], dataProvider });
    const group = await screen.findByRole('group', { name: /Cut-off/ });
    const hidden = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="cutOffTime"]');
      expect(input?.value).toBe('15:30');
      return input!;
    });
    expect(hidden).toBeTruthy();
    // The hours section takes the typed digits, then the minutes.
    const [hours] = within(group).getAllByRole('spinbutton');
    await userEvent.click(hours!);
    await userEvent.keyboard('0945');
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('input[name="cutOffTime"]')?.value).toBe('09:45'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(spies.update).toHaveBeenCalledWith(
        'management/cut-offs',
        expect.objectContaining({ data: expect.objectContaining({ cutOffTime: '09:45' }) }),
      ),
    );
  });

  it('does not save a record whose time is no time of day', async () => {
    const { spies, dataProvider } = stubDataProvider(rows);
    renderConsole({ path: '/management/cut-offs/form/014', defs: [cutOffs], dataProvider });
    await screen.findByRole('group', { name: /Cut-off/ });
    // Another change makes the form savable; the stored cut-off is still no time of day.
    const [hours] = within(screen.getByRole('group', { name: /Opens/ })).getAllByRole('spinbutton');
    await userEvent.click(hours!);
    await userEvent.keyboard('0700');
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('input[name="openAt"]')?.value).toBe('07:00'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A time is hours:minutes (00:00–23:59)')).toBeInTheDocument();
    expect(spies.update).not.toHaveBeenCalled();
  });

  it('reads 15:30 น. in Thai', async () => {
    const i18n = createI18nProvider([cutOffs]);
    await i18n.changeLocale('th');
    expect(i18n.translate('pa.engine.time.shown', { time: '15:30' })).toBe('15:30 น.');
    await i18n.changeLocale('en');
    expect(i18n.translate('pa.engine.time.shown', { time: '15:30' })).toBe('15:30');
  });

  it('is refused by the mock unless it is HH:mm', () => {
    const fields = cutOffs.fields;
    expect(validateWrite(fields, { bankCode: '004', cutOffTime: '16:00' }, 'create')).toMatchObject({
      cutOffTime: '16:00',
    });
    expect(() => validateWrite(fields, { bankCode: '004', cutOffTime: '4 pm' }, 'create')).toThrow(
      MockHttpError,
    );
    expect(() => validateWrite(fields, { bankCode: '004', cutOffTime: '24:00' }, 'create')).toThrow(
      /cutOffTime must be a time of day HH:mm/,
    );
  });
});
