/** The tax of a tax-calculation row checked against its amounts, exactly in satang. */
import { percentOfSatang, toSatang } from '../../../src/data/index.ts';

export interface TaxRow {
  amount2?: unknown;
  taxAmount?: unknown;
  taxRate?: unknown;
}

export interface TaxCheck {
  /** `taxRate` % of the fee (amount 2), rounded half away from zero to the satang. */
  expected: bigint;
  actual: bigint;
  ok: boolean;
}

function satangOf(value: unknown): bigint | null {
  return typeof value === 'number' || typeof value === 'string' ? toSatang(value) : null;
}

/** null when the row lacks a readable fee, tax or rate. */
export function checkTax(row: TaxRow): TaxCheck | null {
  const fee = satangOf(row.amount2);
  const actual = satangOf(row.taxAmount);
  const rate = row.taxRate;
  if (fee === null || actual === null || (typeof rate !== 'number' && typeof rate !== 'string')) return null;
  if (toSatang(rate) === null) return null;
  const expected = percentOfSatang(fee, rate);
  return { expected, actual, ok: expected === actual };
}
