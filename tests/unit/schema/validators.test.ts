// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bankAccountLength,
  httpUrl,
  isBankAccount,
  isSafeLink,
  moneyToSatang,
  moneyTwoDecimals,
  satangToBaht,
  thaiIdChecksum,
  thaiPhone,
} from '../../../src/schema/validators.ts';

describe('thaiIdChecksum', () => {
  it('accepts an ID whose 13th digit is the checksum of the first 12', () => {
    // 1·13 + 2·12 + … + 2·2 = 230; (11 − 230 mod 11) mod 10 = 1
    expect(thaiIdChecksum('1234567890121')).toBe(true);
    expect(thaiIdChecksum('3100600445597')).toBe(true);
  });

  it('accepts the card grouping with dashes or spaces', () => {
    expect(thaiIdChecksum('1-2345-67890-12-1')).toBe(true);
    expect(thaiIdChecksum('1 2345 67890 12 1')).toBe(true);
  });

  it('rejects a wrong check digit, wrong length or non-digits', () => {
    expect(thaiIdChecksum('1234567890122')).toBe(false);
    expect(thaiIdChecksum('123456789012')).toBe(false);
    expect(thaiIdChecksum('12345678901211')).toBe(false);
    expect(thaiIdChecksum('12345678901a1')).toBe(false);
    expect(thaiIdChecksum('')).toBe(false);
  });

  it('handles a checksum of 10 or 11 by taking it modulo 10', () => {
    // 1·13 = 13 → 13 mod 11 = 2 → 11 − 2 = 9; 100000000000 → 9
    expect(thaiIdChecksum('1000000000009')).toBe(true);
    // Only the 12th digit set: 6·2 = 12 ≡ 1 (mod 11) → (11 − 1) mod 10 = 0
    expect(thaiIdChecksum('0000000000060')).toBe(true);
    expect(thaiIdChecksum('0000000000061')).toBe(false);
  });
});

describe('bankAccountLength / isBankAccount', () => {
  it('is 12 digits for GSB (030), GHB (033) and BAAC (034), 10 for the others', () => {
    expect(bankAccountLength('030')).toBe(12);
    expect(bankAccountLength('033')).toBe(12);
    expect(bankAccountLength('034')).toBe(12);
    expect(bankAccountLength('002')).toBe(10);
    expect(bankAccountLength('014')).toBe(10);
    expect(bankAccountLength(undefined)).toBe(10);
  });

  it('is 14 digits for TISCO (067)', () => {
    expect(bankAccountLength('067')).toBe(14);
    expect(isBankAccount('06712345678901', '067')).toBe(true);
    expect(isBankAccount('0671234567', '067')).toBe(false);
  });

  it('reads bank codes without leading zeros as the same bank', () => {
    expect(bankAccountLength('30')).toBe(12);
    expect(bankAccountLength(34)).toBe(12);
  });

  it('accepts formatted input with dashes and counts only the digits', () => {
    expect(isBankAccount('123-4-56789-0', '004')).toBe(true);
    expect(isBankAccount('1234567890', '004')).toBe(true);
    expect(isBankAccount('0201-2345-6789', '030')).toBe(true);
  });

  it('rejects a length that does not match the bank', () => {
    expect(isBankAccount('1234567890', '030')).toBe(false);
    expect(isBankAccount('123456789012', '002')).toBe(false);
    expect(isBankAccount('12345A7890', '002')).toBe(false);
  });
});

describe('thaiPhone', () => {
  it('accepts 0 followed by 8 or 9 digits, with or without separators', () => {
    expect(thaiPhone('021234567')).toBe(true);
    expect(thaiPhone('0812345678')).toBe(true);
    expect(thaiPhone('081-234-5678')).toBe(true);
  });

  it('rejects other shapes', () => {
    expect(thaiPhone('812345678')).toBe(false);
    expect(thaiPhone('08123456789')).toBe(false);
    expect(thaiPhone('02123456')).toBe(false);
    expect(thaiPhone('+66812345678')).toBe(false);
  });
});

describe('moneyTwoDecimals / moneyToSatang', () => {
  it('accepts at most two decimals, commas and a baht sign', () => {
    expect(moneyTwoDecimals('1,234.50')).toBe(true);
    expect(moneyTwoDecimals('฿100')).toBe(true);
    expect(moneyTwoDecimals('0.1')).toBe(true);
    expect(moneyTwoDecimals(99.99)).toBe(true);
    expect(moneyTwoDecimals('1.005')).toBe(false);
    expect(moneyTwoDecimals('abc')).toBe(false);
    expect(moneyTwoDecimals(Number.NaN)).toBe(false);
  });

  it('parses to integer satang without binary fractions', () => {
    expect(moneyToSatang('0.1')).toBe(10);
    expect(moneyToSatang('0.29')).toBe(29);
    // 1.15 * 100 is 114.99999999999999 in floating point; the string split gives 115.
    expect(moneyToSatang('1.15')).toBe(115);
    expect(moneyToSatang('1,234,567.89')).toBe(123456789);
    expect(moneyToSatang('-5.5')).toBe(-550);
    expect(moneyToSatang('1.234')).toBeNull();
  });

  it('turns satang back into the baht number the API expects', () => {
    expect(satangToBaht(115)).toBe(1.15);
    expect(satangToBaht(123456789)).toBe(1234567.89);
    expect(satangToBaht(-550)).toBe(-5.5);
    expect(satangToBaht(7)).toBe(0.07);
  });
});

describe('httpUrl', () => {
  it('accepts http and https by default', () => {
    const check = httpUrl();
    expect(check('https://merchant.example.co.th/callback')).toBe(true);
    expect(check('http://127.0.0.1:8080/')).toBe(true);
  });

  it('rejects other schemes and scheme-less text', () => {
    const check = httpUrl();
    expect(check('javascript:alert(1)')).toBe(false);
    expect(check('ftp://files.example.com')).toBe(false);
    expect(check('data:text/html,hi')).toBe(false);
    expect(check('www.example.com')).toBe(false);
    expect(check('http:nohost')).toBe(false);
  });

  it('follows declared schemes (e.g. an app deeplink)', () => {
    const check = httpUrl(['myshop', 'https']);
    expect(check('myshop://pay/123')).toBe(true);
    expect(check('https://example.com')).toBe(true);
    expect(check('http://example.com')).toBe(false);
  });

  it('renders only http(s) as links', () => {
    expect(isSafeLink('https://example.com')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
  });
});
