import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayMonthYear,
  fileStamp,
  hourMinute,
  isoDay,
  isValidDate,
  parseIsoDateTime,
} from '../../../src/data/calendar.ts';

describe('calendar helpers', () => {
  it('formats local dates with fixed patterns', () => {
    const date = new Date(2026, 0, 5, 7, 3, 9);
    expect(isoDay(date)).toBe('2026-01-05');
    expect(dayMonthYear(date)).toBe('05-01-2026');
    expect(hourMinute(date)).toBe('07:03');
    expect(fileStamp(date)).toBe('20260105_070309');
  });

  it('adds calendar days across month and year ends', () => {
    expect(isoDay(addDays(new Date(2026, 11, 31), 1))).toBe('2027-01-01');
    expect(isoDay(addDays(new Date(2024, 1, 28), 1))).toBe('2024-02-29');
    expect(isoDay(addDays(new Date(2026, 2, 1), -1))).toBe('2026-02-28');
  });

  it('reads a bare ISO date or date-time as local time', () => {
    const day = parseIsoDateTime('2026-11-22');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 10, 22, 0]);
    const time = parseIsoDateTime('2026-11-22T14:05:09.5');
    expect([time.getHours(), time.getMinutes(), time.getSeconds(), time.getMilliseconds()]).toEqual([
      14, 5, 9, 500,
    ]);
  });

  it('reads a zone designator as that instant', () => {
    expect(parseIsoDateTime('2026-11-22T14:05:00Z').toISOString()).toBe('2026-11-22T14:05:00.000Z');
    expect(parseIsoDateTime('2026-11-22T14:05:00+07:00').toISOString()).toBe('2026-11-22T07:05:00.000Z');
    expect(parseIsoDateTime('2026-11-22T00:30:00-0130').toISOString()).toBe('2026-11-22T02:00:00.000Z');
  });

  it('answers an Invalid Date for text that is not an ISO date or a day that does not exist', () => {
    for (const text of ['', 'yesterday', '22/11/2026', '2026-02-30', '2026-13-01', '2026-11-22T25:00']) {
      expect(isValidDate(parseIsoDateTime(text)), text).toBe(false);
    }
    expect(isValidDate(parseIsoDateTime('2024-02-29'))).toBe(true);
  });
});
