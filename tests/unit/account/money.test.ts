import { describe, expect, it } from 'vitest';
import {
  formatSatang,
  percentOfSatang,
  satangText,
  satangToBaht,
  sumField,
  sumSatang,
  toSatang,
} from '../../../src/data/money.ts';

describe('money in satang', () => {
  it('reads baht from numbers and text exactly', () => {
    expect(toSatang(0.1)).toBe(10n);
    expect(toSatang('0.2')).toBe(20n);
    expect(toSatang('1,234.5')).toBe(123_450n);
    expect(toSatang(-0.05)).toBe(-5n);
    expect(toSatang(1.005)).toBe(101n);
    expect(toSatang(1e-7)).toBe(0n);
    expect(toSatang('abc')).toBeNull();
    expect(toSatang(Number.NaN)).toBeNull();
    expect(toSatang(null)).toBeNull();
  });

  it('sums 0.1 + 0.2 to exactly 0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const total = sumSatang([0.1, 0.2]);
    expect(total).toBe(30n);
    expect(satangText(total)).toBe('0.30');
    expect(satangToBaht(total)).toBe(0.3);
  });

  it('sums 100,000 rows exactly where a float sum drifts', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({
      amount: i % 2 === 0 ? 0.1 : 0.2,
      fee: '0.01',
    }));
    let float = 0;
    for (const row of rows) float += row.amount;
    expect(float).not.toBe(15_000);
    expect(sumField(rows, 'amount')).toBe(1_500_000n);
    expect(satangToBaht(sumField(rows, 'amount'))).toBe(15_000);
    expect(sumField(rows, 'fee')).toBe(100_000n);
  });

  it('sums amounts beyond the safe integer range of satang', () => {
    const big = Array.from({ length: 100_000 }, () => '999999999999.99');
    expect(satangText(sumSatang(big))).toBe('99999999999999000.00');
  });

  it('takes 7 % tax of each of many rows to the satang, half away from zero', () => {
    expect(percentOfSatang(toSatang(150)!, 7)).toBe(1_050n);
    expect(percentOfSatang(toSatang(0.5)!, 7)).toBe(4n); // 3.5 satang → 4
    expect(percentOfSatang(toSatang(0.07)!, 7)).toBe(0n); // 0.49 satang → 0
    expect(percentOfSatang(-50n, 7)).toBe(-4n);
    expect(percentOfSatang(10_000n, '3.25')).toBe(325n);
    const fees = Array.from({ length: 100_000 }, (_, i) => (i % 3 === 0 ? 0.1 : i % 3 === 1 ? 0.2 : 12.35));
    let tax = 0n;
    for (const fee of fees) tax += percentOfSatang(toSatang(fee)!, 7);
    // per row: 0.7 → 1 satang, 1.4 → 1, 86.45 → 86; 33,334 + 33,333 + 33,333 rows
    expect(tax).toBe(33_334n * 1n + 33_333n * 1n + 33_333n * 86n);
  });

  it('shows THB with two decimals', () => {
    expect(formatSatang(123_450n)).toMatch(/1,234\.50/);
    expect(formatSatang(-5n)).toMatch(/-.*0\.05/);
  });
});
