// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { enGB, th } from 'date-fns/locale';
import { formatThaiDate } from '../../../src/components/formatThaiDate.ts';

describe('formatThaiDate', () => {
  it('shows Buddhist Era years (CE + 543) in Thai', () => {
    expect(formatThaiDate('2026-11-22', 'th')).toBe('22 พ.ย. 2569');
    expect(formatThaiDate('2024-01-05', 'th')).toBe('5 ม.ค. 2567');
  });

  it('names every month as the Thai and British calendars abbreviate it', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, 9);
      expect(formatThaiDate(date, 'th')).toBe(`${format(date, 'd MMM', { locale: th })} 2569`);
      expect(formatThaiDate(date, 'en')).toBe(format(date, 'd MMM yyyy', { locale: enGB }));
    }
  });

  it('shows the Gregorian year in English', () => {
    expect(formatThaiDate('2026-11-22', 'en')).toBe('22 Nov 2026');
  });

  it('appends the time when asked, in both locales', () => {
    const local = new Date(2026, 10, 22, 14, 5);
    expect(formatThaiDate(local, 'th', true)).toBe('22 พ.ย. 2569 14:05');
    expect(formatThaiDate(local, 'en', true)).toBe('22 Nov 2026 14:05');
  });

  it('reads a date-only ISO value as that calendar day, whatever the time zone', () => {
    // parseISO treats 2026-12-31 as local midnight, so the year never rolls back to 2026-12-30.
    expect(formatThaiDate('2026-12-31', 'th')).toBe('31 ธ.ค. 2569');
    expect(formatThaiDate('2027-01-01', 'en')).toBe('1 Jan 2027');
  });

  it('accepts th-TH and en-US locale tags', () => {
    expect(formatThaiDate('2026-11-22', 'th-TH')).toBe('22 พ.ย. 2569');
    expect(formatThaiDate('2026-11-22', 'en-US')).toBe('22 Nov 2026');
  });

  it('gives an empty string for an empty or invalid value', () => {
    expect(formatThaiDate(null, 'th')).toBe('');
    expect(formatThaiDate('', 'th')).toBe('');
    expect(formatThaiDate('not a date', 'en')).toBe('');
  });
});
