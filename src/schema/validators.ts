/**
 * Pure checks behind the declared field types (no React, no i18n): the form layer in
 * fields/fieldValidators.ts turns a failed check into a translated message next to the field.
 */

/** Spaces and dashes people type in ids, phone numbers and account numbers. */
export function stripSeparators(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** 13-digit Thai national ID: the last digit is (11 - Σ dᵢ·(14-i) mod 11) mod 10 over the first 12. */
export function thaiIdChecksum(value: string): boolean {
  const digits = stripSeparators(value);
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
}

/** Banks whose account numbers have 12 digits: GSB (030), GHB (033), BAAC (034). */
const TWELVE_DIGIT_BANKS: ReadonlySet<string> = new Set(['030', '033', '034']);

/** Bank codes arrive as '030', '30' or 30; compare them as three digits. */
export function normalizeBankCode(bankCode: string | number | null | undefined): string | undefined {
  if (bankCode === null || bankCode === undefined) return undefined;
  const text = String(bankCode).trim();
  return /^\d{1,3}$/.test(text) ? text.padStart(3, '0') : undefined;
}

/** TISCO (067) accounts have 14 digits. */
const FOURTEEN_DIGIT_BANKS: ReadonlySet<string> = new Set(['067']);

/** Digits in an account number of the given bank: 12 for GSB, GHB and BAAC, 14 for TISCO, else 10. */
export function bankAccountLength(bankCode: string | number | null | undefined): number {
  const code = normalizeBankCode(bankCode);
  if (code !== undefined && FOURTEEN_DIGIT_BANKS.has(code)) return 14;
  return code !== undefined && TWELVE_DIGIT_BANKS.has(code) ? 12 : 10;
}

/** An account number, typed with or without dashes, has exactly the bank's number of digits. */
export function isBankAccount(value: string, bankCode: string | number | null | undefined): boolean {
  const digits = stripSeparators(value);
  return /^\d+$/.test(digits) && digits.length === bankAccountLength(bankCode);
}

/** Thai phone: a leading 0 then 8 (landline) or 9 (mobile) digits; spaces and dashes are allowed. */
export function thaiPhone(value: string): boolean {
  return /^0\d{8,9}$/.test(stripSeparators(value));
}

/** Baht amount as people type it: optional sign, thousands commas, at most two decimals. */
const MONEY_PATTERN = /^(-?)(\d+)(?:\.(\d{0,2}))?$/;

function cleanMoneyText(value: string | number): string {
  return String(value)
    .trim()
    .replace(/[,฿\s]/g, '');
}

/** True when the amount has at most 2 decimals (satang); numbers and formatted text both accepted. */
export function moneyTwoDecimals(value: string | number): boolean {
  if (typeof value === 'number' && !Number.isFinite(value)) return false;
  return MONEY_PATTERN.test(cleanMoneyText(value));
}

/** Baht text → integer satang, by string splitting so no binary fraction ever enters the sum. */
export function moneyToSatang(value: string | number): number | null {
  const match = MONEY_PATTERN.exec(cleanMoneyText(value));
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const satang = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(satang)) return null;
  return sign === '-' && satang !== 0 ? -satang : satang;
}

/** Integer satang → the baht number the API expects, built from its decimal text. */
export function satangToBaht(satang: number): number {
  const abs = Math.abs(satang);
  const text = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return satang < 0 ? -Number(text) : Number(text);
}

export const DEFAULT_URL_SCHEMES: readonly string[] = ['http', 'https'];

/** A URL check accepting only the given schemes (http and https unless declared otherwise). */
export function httpUrl(schemes: readonly string[] = DEFAULT_URL_SCHEMES): (value: string) => boolean {
  const allowed = new Set(schemes.map((s) => s.toLowerCase().replace(/:$/, '')));
  return (value: string) => {
    let url: URL;
    try {
      url = new URL(value.trim());
    } catch {
      return false;
    }
    const scheme = url.protocol.replace(/:$/, '').toLowerCase();
    if (!allowed.has(scheme)) return false;
    if (scheme !== 'http' && scheme !== 'https') return true;
    // The parser would turn `http:foo` into http://foo/; what staff typed must already be a full address.
    return /^https?:\/\//i.test(value.trim()) && url.hostname !== '';
  };
}

/** Only http(s) links are rendered as anchors: a `javascript:` or `data:` value stays text. */
export const isSafeLink = httpUrl(DEFAULT_URL_SCHEMES);
