import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvFileName } from '../../../src/data/csvFileName.ts';
import { yieldToBrowser } from '../../../src/data/csvStream.ts';

describe('csvFileName with the list’s date range', () => {
  const now = new Date(2026, 10, 28, 9, 27, 59);

  it('names the filtered range in the screen’s calendar: Buddhist Era in Thai, Gregorian in English', () => {
    const filter = { dateRange: { StartDate: '2026-11-01', EndDate: '2026-11-28' }, status: 'paid' };
    expect(csvFileName('store-register-information', now, 'th', filter)).toBe(
      'store-register-information_2569-11-01_2569-11-28.csv',
    );
    expect(csvFileName('store-register-information', now, 'en', filter)).toBe(
      'store-register-information_2026-11-01_2026-11-28.csv',
    );
  });

  it('takes the flat StartDate / EndDate keys and a single bound too', () => {
    expect(csvFileName('transaction', now, 'th', { StartDate: '2025-12-31', EndDate: '2026-01-02' })).toBe(
      'transaction_2568-12-31_2569-01-02.csv',
    );
    expect(csvFileName('transaction', now, 'th-TH', { dateRange: { StartDate: '2026-11-01' } })).toBe(
      'transaction_2569-11-01.csv',
    );
    expect(csvFileName('transaction', now, 'en', { dateRange: { EndDate: '2026-11-28' } })).toBe(
      'transaction_2026-11-28.csv',
    );
  });

  it('keeps the export’s time when the list has no date range', () => {
    expect(csvFileName('announcement', now, 'th', { status: 'paid' })).toBe('announcement_25691128_092759.csv');
    expect(csvFileName('announcement', now, 'en', { dateRange: { StartDate: '', EndDate: '' } })).toBe(
      'announcement_20261128_092759.csv',
    );
  });
});

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives the browser its turn without a timer, whose nested waits are at least 4 ms', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const turn = yieldToBrowser().then(() => order.push('yielded'));
    order.push('sync');
    // No timer is advanced: a setTimeout-based yield would never resolve here.
    await turn;
    expect(order).toEqual(['sync', 'yielded']);
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});
