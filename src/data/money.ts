/**
 * Exact money arithmetic: amounts as integer satang (BigInt), never float sums. A baht amount is read
 * from its decimal text (`0.1` is 10 satang, not 0.1000000000000000055…), summed and taxed in satang,
 * and turned back into a baht number or THB text only for display or the API.
 */
import { formatMoney } from './formatMoney.ts';

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** Plain decimal text of a number (no exponent), e.g. 1e-7 → "0.0000001". */
function decimalText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/**
 * Baht (number or decimal text, `,` separators allowed) → satang. More than two decimals round half
 * away from zero on the third; anything that is not a finite decimal answers null.
 */
export function toSatang(value: number | string | bigint | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value * 100n;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = typeof value === 'number' ? decimalText(value) : value.trim().replace(/,/g, '');
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1n : 0n;
  const satang = cents + roundUp;
  return sign === '-' ? -satang : satang;
}

/** The sum of many baht amounts, exact; blank or unreadable values count as nothing. */
export function sumSatang(values: Iterable<number | string | null | undefined>): bigint {
  let total = 0n;
  for (const value of values) total += toSatang(value) ?? 0n;
  return total;
}

/** Sum of one field over records, in satang. */
export function sumField(records: Iterable<Record<string, unknown>>, field: string): bigint {
  let total = 0n;
  for (const record of records) {
    const value = record[field];
    if (typeof value === 'number' || typeof value === 'string') total += toSatang(value) ?? 0n;
  }
  return total;
}

/** Satang → the decimal text of the baht amount, e.g. 30n → "0.30", -5n → "-0.05". */
export function satangText(satang: bigint): string {
  const negative = satang < 0n;
  const abs = negative ? -satang : satang;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Satang → baht number built from its decimal text (what the API expects). */
export function satangToBaht(satang: bigint): number {
  return Number(satangText(satang));
}

/** Satang as THB for staff, e.g. `฿1,234.50` (the grouping and sign of the console's money format). */
export function formatSatang(satang: bigint): string {
  return formatMoney(satangText(satang));
}

/**
 * `percent` % of an amount in satang, rounded half away from zero to the satang. The rate is read
 * exactly to two decimals (7 → 700 basis points, 3.25 → 325).
 */
export function percentOfSatang(satang: bigint, percent: number | string): bigint {
  const basis = toSatang(percent);
  if (basis === null) throw new RangeError(`Not a percentage: ${String(percent)}`);
  const product = satang * basis;
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs + 5_000n) / 10_000n;
  return negative ? -rounded : rounded;
}
