import { describe, expect, it } from 'vitest';
import { applyDateRule, extractDateRange } from '../../../src/data/dates.ts';

describe('applyDateRule', () => {
  it('ymd sends the yyyy-MM-dd values as they are', () => {
    expect(applyDateRule('ymd', { StartDate: '2026-01-05', EndDate: '2026-01-31' })).toEqual({
      StartDate: '2026-01-05',
      EndDate: '2026-01-31',
    });
  });

  it('dmy-next-day sends dd-MM-yyyy and moves only EndDate one day forward', () => {
    expect(applyDateRule('dmy-next-day', { StartDate: '2026-03-02', EndDate: '2026-03-09' })).toEqual({
      StartDate: '02-03-2026',
      EndDate: '10-03-2026',
    });
  });

  it.each([
    ['2026-11-30', '01-12-2026'],
    ['2026-01-31', '01-02-2026'],
    ['2026-12-31', '01-01-2027'],
    ['2027-02-28', '01-03-2027'],
    ['2028-02-28', '29-02-2028'],
    ['2028-02-29', '01-03-2028'],
  ])('end date %s rolls over to %s', (end, expected) => {
    expect(applyDateRule('dmy-next-day', { EndDate: end }).EndDate).toBe(expected);
  });

  it('start date on a month end is not shifted', () => {
    expect(applyDateRule('dmy-next-day', { StartDate: '2026-11-30' }).StartDate).toBe('30-11-2026');
  });

  it('drops empty values instead of sending them', () => {
    expect(applyDateRule('dmy-next-day', { StartDate: '', EndDate: undefined })).toEqual({});
    expect(applyDateRule('ymd', { StartDate: '2026-05-01', EndDate: '  ' })).toEqual({
      StartDate: '2026-05-01',
    });
  });

  it('keeps only the calendar day of a full ISO timestamp', () => {
    expect(applyDateRule('dmy-next-day', { EndDate: '2026-12-31T00:00:00.000Z' })).toEqual({
      EndDate: '01-01-2027',
    });
  });

  it('rejects a value that is not a real date', () => {
    expect(() => applyDateRule('dmy-next-day', { EndDate: '2026-02-30' })).toThrow(RangeError);
    expect(() => applyDateRule('ymd', { StartDate: '31/12/2026' })).toThrow(/yyyy-MM-dd/);
  });
});

describe('extractDateRange', () => {
  it('reads the nested dateRange filter and keeps the other filters', () => {
    expect(
      extractDateRange({ dateRange: { StartDate: '2026-01-01', EndDate: '2026-01-02' }, q: 'shop' }),
    ).toEqual({ range: { StartDate: '2026-01-01', EndDate: '2026-01-02' }, rest: { q: 'shop' } });
  });

  it('reads flat StartDate / EndDate keys', () => {
    expect(extractDateRange({ StartDate: '2026-01-01', EndDate: '2026-01-02', status: 1 })).toEqual({
      range: { StartDate: '2026-01-01', EndDate: '2026-01-02' },
      rest: { status: 1 },
    });
  });
});
