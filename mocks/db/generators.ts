/**
 * Building blocks of the seeds (each entity's `seed.ts`): Thai people, shops, addresses, phone and
 * account numbers, money in satang, instants before the reference date.
 */
import { pastInstant, toBangkokIso } from './dates.ts';
import type { Rng } from './prng.ts';
import {
  EMAIL_DOMAINS,
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  LAST_NAMES,
  LATIN_NAMES,
  LATIN_SURNAMES,
  SHOP_PATTERNS,
  SHOP_PLACES,
  STREETS,
  THAI_BANKS,
  type ThaiBank,
} from './thai-data.ts';
import { DISTRICTS, PROVINCES, SUB_DISTRICTS } from './thai-geo.ts';

/** An address as the services send it: the line, the Thai names and codes, the postcode. */
export type Address = {
  addressLine: string;
  subDistrict: string;
  subDistrictCode: string;
  district: string;
  districtCode: string;
  province: string;
  provinceCode: string;
  postcode: string;
};

/** What the generators read of a staff member (a row of the `staffUsers` table). */
type Staff = { userId: string; firstname: string; lastname: string; isActive: boolean };

export interface Person {
  firstname: string;
  lastname: string;
  name: string;
}

export function person(rng: Rng): Person {
  const firstname = rng.chance(0.5) ? rng.pick(FIRST_NAMES_MALE) : rng.pick(FIRST_NAMES_FEMALE);
  const lastname = rng.pick(LAST_NAMES);
  return { firstname, lastname, name: `${firstname} ${lastname}` };
}

/** The running number keeps addresses unique across a table. */
export function email(rng: Rng, unique: number, domain?: string): string {
  const local = `${rng.pick(LATIN_NAMES)}.${rng.pick(LATIN_SURNAMES)}${unique}`;
  return `${local}@${domain ?? rng.pick(EMAIL_DOMAINS)}`;
}

/** Thai mobile number: 0 then 6, 8 or 9, then 8 digits. */
export function mobilePhone(rng: Rng): string {
  return `0${rng.pick(['6', '8', '9'])}${rng.digits(8)}`;
}

export function shopName(rng: Rng, ownerFirstname: string): string {
  return rng.pick(SHOP_PATTERNS).replace('{n}', ownerFirstname).replace('{p}', rng.pick(SHOP_PLACES));
}

const ADDRESSABLE = SUB_DISTRICTS;
const BANGKOK_ADDRESSABLE = SUB_DISTRICTS.filter((s) => s.districtCode.startsWith('10'));
const DISTRICT_BY_CODE = new Map(DISTRICTS.map((d) => [d.code, d]));
const PROVINCE_BY_CODE = new Map(PROVINCES.map((p) => [p.code, p]));

/** Most merchants are in Bangkok, as for a real gateway; the rest spread over the mapped provinces. */
export function address(rng: Rng): Address {
  const sub = rng.chance(0.6) ? rng.pick(BANGKOK_ADDRESSABLE) : rng.pick(ADDRESSABLE);
  const district = DISTRICT_BY_CODE.get(sub.districtCode);
  const province = PROVINCE_BY_CODE.get(sub.districtCode.slice(0, 2));
  if (!district || !province) throw new Error(`Unmapped sub-district ${sub.code}`);
  const house = `${rng.int(1, 999)}${rng.chance(0.3) ? `/${rng.int(1, 99)}` : ''}`;
  const soi = rng.chance(0.5) ? ` ซอย ${rng.int(1, 120)}` : '';
  return {
    addressLine: `${house}${soi} ${rng.pick(STREETS)}`,
    subDistrict: sub.nameTh,
    subDistrictCode: sub.code,
    district: district.nameTh,
    districtCode: district.code,
    province: province.nameTh,
    provinceCode: province.code,
    postcode: sub.postcode,
  };
}

/** One line as printed on Thai documents: แขวง/เขต in Bangkok, ตำบล/อำเภอ/จังหวัด elsewhere. */
export function formatAddress(a: Address): string {
  if (a.provinceCode === '10') {
    return `${a.addressLine} แขวง${a.subDistrict} เขต${a.district} ${a.province} ${a.postcode}`;
  }
  return `${a.addressLine} ตำบล${a.subDistrict} อำเภอ${a.district} จังหวัด${a.province} ${a.postcode}`;
}

/** Account number as digits only, as long as the bank's numbers are (10 by default). */
export function bankAccountNo(rng: Rng, digits = 10): string {
  return rng.digits(digits);
}

/** 13-digit Thai tax / citizen id with a valid check digit. */
export function thaiTaxId(rng: Rng): string {
  return withCheckDigit(`${rng.int(1, 8)}${rng.digits(11)}`);
}

/** Completes 12 digits with the Thai id check digit (a fixed id per record: `0105…` for companies). */
export function withCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (13 - i);
  return `${body}${(11 - (sum % 11)) % 10}`;
}

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

// Shared by the seeds of several tables (resources/**/seed.ts).

/** Money is computed in satang (whole numbers) and written as baht with two decimals. */
export const satang = (baht: number): number => Math.round(baht * 100);
export const baht = (s: number): number => s / 100;
/** `percent` of an amount, rounded half up to the satang. */
export const percentOf = (amount: number, percent: number): number =>
  baht(Math.round((satang(amount) * Math.round(percent * 100)) / 10_000));
/** An instant of the last `days` days before the reference date. */
export const past = (rng: Rng, days = 180): number => pastInstant(() => rng.float(), days);
/** `count` instants of the last `days` days in time order (a typed array sorts without a comparator). */
export const sortedInstants = (rng: Rng, count: number, days: number): Float64Array =>
  Float64Array.from({ length: count }, () => past(rng, days)).sort();
/** The transaction reports cover the 18 months before the reference date. */
export const REPORT_SPAN_DAYS = 548;
export const DAY_MS = 86_400_000;
/** Banks a store may hold an account at: the active ones (LHFG is switched off). */
export const ACCOUNT_BANKS = THAI_BANKS.filter((b) => b.bankCode !== '073');
export const bankByCode = (code: string): ThaiBank => {
  const bank = THAI_BANKS.find((b) => b.bankCode === code);
  if (!bank) throw new Error(`Unknown bank ${code}`);
  return bank;
};
/** The id of the store type at `index` of MERCHANT_CATEGORIES: `MC01`…. */
export const categoryId = (index: number): string => `MC${pad(index + 1, 2)}`;
/** `yyyyMMdd` of an instant, Bangkok time. */
export const ymdCompact = (ms: number): string => toBangkokIso(ms).slice(0, 10).replace(/-/g, '');

/** Staff who follow up registrations (sale responsibility): active staff users of the employee list. */
export const salesStaff = (staff: readonly Staff[]): Staff[] => staff.filter((u) => u.isActive).slice(4, 20);
export const staffName = (u: Staff): string => `${u.firstname} ${u.lastname}`;
