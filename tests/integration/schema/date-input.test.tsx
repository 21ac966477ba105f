// @vitest-environment jsdom
/** The date picker: Buddhist Era in Thai, Gregorian in English, keyboard entry; wire values Gregorian. */
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declared } from '../../../resources/declared.ts';
import DatePickerField from '../../../src/components/dateInput/DatePickerField.tsx';
import { renderConsole, stubDataProvider } from './harness.tsx';
import { staticMediaQueryList } from '../../setup/mediaQuery.ts';

const announcement = declared('management/announcement');

function sections() {
  return screen.getAllByRole('spinbutton');
}

describe('date picker field', () => {
  it('shows a Gregorian wire value with Buddhist Era years in Thai', () => {
    render(<DatePickerField value="2026-01-15" onChange={() => undefined} locale="th" label="วันที่" />);
    expect(sections().map((s) => s.textContent)).toEqual(['15', '01', '2569']);
  });

  it('shows the same value with Gregorian years in English', () => {
    render(<DatePickerField value="2026-01-15" onChange={() => undefined} locale="en" label="Date" />);
    expect(sections().map((s) => s.textContent)).toEqual(['15', '01', '2026']);
  });

  it('reads a Buddhist Era date typed in Thai and hands back the Gregorian day', async () => {
    const onChange = vi.fn();
    render(<DatePickerField value="" onChange={onChange} locale="th" label="วันที่" />);
    await userEvent.click(sections()[0]);
    await userEvent.keyboard('15012569');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-01-15'));
  });

  it('hands back hours and minutes for a date and time', async () => {
    const onChange = vi.fn();
    // The date-and-time picker is a lazy part of the field (its own chunk): it shows once loaded.
    render(
      <Suspense fallback={<p>loading</p>}>
        <DatePickerField value="" onChange={onChange} locale="th" label="เวลา" withTime />
      </Suspense>,
    );
    const [day] = await screen.findAllByRole('spinbutton');
    await userEvent.click(day);
    await userEvent.keyboard('150125690930');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-01-15T09:30'));
  });
});

describe('date picker on a touch screen and on a desktop', () => {
  /** Opens the calendar from its button; the dialog it shows. */
  async function openCalendar() {
    await userEvent.click(await screen.findByRole('button', { name: /choose date/i }));
    return screen.findByRole('dialog');
  }

  it('on a touch screen (no fine pointer) opens as a modal dialog with OK and Cancel, a part loaded only there', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => staticMediaQueryList(query, false));
    render(
      <Suspense fallback={<p>loading</p>}>
        <DatePickerField value="2026-01-15" onChange={() => undefined} locale="en" label="Date" />
      </Suspense>,
    );
    const dialog = await openCalendar();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('on a desktop opens as a calendar beside the field, with no OK to press', async () => {
    render(<DatePickerField value="2026-01-15" onChange={() => undefined} locale="en" label="Date" />);
    const dialog = await openCalendar();
    expect(within(dialog).getByRole('gridcell', { name: '15' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'OK' })).toBeNull();
  });
});

describe('date range filter of a list', () => {
  it('keeps typed days in the list filter as Gregorian yyyy-MM-dd', async () => {
    const { spies, dataProvider } = stubDataProvider([
      { id: 1, message: 'ปิดปรับปรุงระบบ', time: '2026-01-20T10:00:00+07:00', timeRange: '', isActive: true },
    ]);
    renderConsole({ path: '/management/announcement', defs: [announcement], dataProvider });
    expect(await screen.findByText('ปิดปรับปรุงระบบ')).toBeInTheDocument();
    const start = await screen.findByRole('group', { name: 'Start date' });
    await userEvent.click(start.querySelector('[role="spinbutton"]')!);
    await userEvent.keyboard('01022026');
    await waitFor(() =>
      expect(spies.getList).toHaveBeenLastCalledWith(
        'management/announcement',
        expect.objectContaining({ filter: expect.objectContaining({ StartDate: '2026-02-01' }) }),
      ),
    );
  }, 60_000); // a whole list screen plus the picker's first load: slow on a busy machine
});

describe('a required date-time input of a form', () => {
  /** The labels of the form's inputs named `name`, as shown (asterisks included). */
  const labelsOf = (name: string) =>
    [...document.querySelectorAll('label')]
      .map((label) => label.textContent?.replace(/\s+/g, ' ').trim() ?? '')
      .filter((text) => text.startsWith(name));

  it('marks its label with one asterisk, as the other required inputs', async () => {
    const { dataProvider } = stubDataProvider([]);
    renderConsole({ path: '/management/announcement/form/create', defs: [announcement], dataProvider });
    // The date-and-time picker is loaded once shown: its sections say it is there.
    await screen.findAllByRole('spinbutton', {}, { timeout: 30_000 });
    await waitFor(() => expect(labelsOf('Shown from')).toHaveLength(1));
    for (const name of ['Shown from', 'Shown until', 'Message']) {
      const [label] = labelsOf(name);
      expect(label.match(/\*/g), label).toHaveLength(1);
    }
  }, 60_000);
});
