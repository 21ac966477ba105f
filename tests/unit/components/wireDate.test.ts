import { describe, expect, it } from 'vitest';
import { AdapterDayjsBuddhist } from '@mui/x-date-pickers/AdapterDayjsBuddhist';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import 'dayjs/locale/th';
import { displayFormat, fromWire, toWire } from '../../../src/components/dateInput/wireDate.ts';

describe('date input wire values', () => {
  it('reads a Thai keyboard date in Buddhist Era and sends the Gregorian day', () => {
    const adapter = new AdapterDayjsBuddhist({ locale: 'th' });
    const picked = adapter.parse('15/01/2569', displayFormat(true, false));
    expect(toWire(picked, false)).toBe('2026-01-15');
    expect(adapter.format(fromWire('2026-01-15')!, 'keyboardDate')).toBe('15/01/2569');
  });

  it('reads an English keyboard date as Gregorian', () => {
    const adapter = new AdapterDayjs({ locale: 'en' });
    const picked = adapter.parse('15/01/2026', displayFormat(false, false));
    expect(toWire(picked, false)).toBe('2026-01-15');
  });

  it('keeps hours and minutes for a date and time, as local time', () => {
    const adapter = new AdapterDayjsBuddhist({ locale: 'th' });
    const picked = adapter.parse('15/01/2569 09:30', displayFormat(true, true));
    expect(toWire(picked, true)).toBe('2026-01-15T09:30');
  });

  it('gives empty for no value and nothing for an incomplete date', () => {
    expect(toWire(null, false)).toBe('');
    expect(toWire(fromWire('2026-02-30x'), false)).toBe('');
    const adapter = new AdapterDayjsBuddhist({ locale: 'th' });
    expect(toWire(adapter.parse('31/02/2569', displayFormat(true, false)), false)).toBeNull();
    expect(fromWire('')).toBeNull();
    expect(fromWire(undefined)).toBeNull();
  });
});
