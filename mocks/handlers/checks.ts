/**
 * Checks of a write's body that the hand-written routes share (docs/api-contract.md): each throws the
 * 400 `{ message, errors: { field } }` the screens show next to the field. The declaration-driven
 * routes check their bodies against the declared fields instead (validate.ts).
 */
import type { RouteContext } from './router.ts';
import { MockHttpError } from './respond.ts';

/** 400 with one field's message, as the screens show it next to the field. */
export function invalid(field: string, problem: string): MockHttpError {
  return new MockHttpError(400, `${field} ${problem}`, { [field]: problem });
}

export function text(
  body: Record<string, unknown>,
  field: string,
  opts: { required?: boolean; max?: number } = {},
): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (opts.required) throw invalid(field, 'is required');
    return undefined;
  }
  if (typeof value !== 'string') throw invalid(field, 'must be text');
  const trimmed = value.trim();
  if (opts.max !== undefined && trimmed.length > opts.max)
    throw invalid(field, `must be at most ${opts.max} characters`);
  return trimmed;
}

export const THAI_PHONE = /^0\d{8,9}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function phone(body: Record<string, unknown>, field: string, required = false): string | undefined {
  const value = text(body, field, { required });
  if (value === undefined) return undefined;
  const digits = value.replace(/[\s-]/g, '');
  if (!THAI_PHONE.test(digits)) throw invalid(field, 'must be a Thai phone number (0 and 8 or 9 digits)');
  return digits;
}

export function emailOf(body: Record<string, unknown>, field: string, required = false): string | undefined {
  const value = text(body, field, { required, max: 254 });
  if (value === undefined) return undefined;
  if (!EMAIL.test(value)) throw invalid(field, 'must be an e-mail address');
  return value.toLowerCase();
}

/** 13-digit Thai tax id with its check digit. */
export function isThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(value[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

export function taxIdOf(body: Record<string, unknown>, field: string, required = false): string | undefined {
  const value = text(body, field, { required });
  if (value === undefined) return undefined;
  const digits = value.replace(/[\s-]/g, '');
  if (!isThaiTaxId(digits)) throw invalid(field, 'must be a 13-digit tax ID with a valid check digit');
  return digits;
}

/** A callback address: https only. */
export function httpsUrl(value: unknown, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  let url: URL | undefined;
  try {
    url = new URL(String(value).trim());
  } catch {
    url = undefined;
  }
  if (!url || url.protocol !== 'https:' || !url.hostname) throw invalid(field, 'must be an https:// URL');
  return url.href;
}

const FORBIDDEN_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'http']);

/** A deeplink: https or an app's own scheme (`myshop://pay/done`); never javascript:, data:, http: … */
export function deeplink(value: unknown, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const raw = String(value).trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1]?.toLowerCase();
  if (!scheme) throw invalid(field, 'must be an https:// or app-scheme link (myapp://…)');
  if (FORBIDDEN_SCHEMES.has(scheme)) throw invalid(field, `must not use the ${scheme}: scheme`);
  if (/\s/.test(raw) || !/^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(raw))
    throw invalid(field, 'must be an https:// or app-scheme link (myapp://…)');
  return raw;
}

/** Baht with at most 2 decimals, within [min, max]. */
export function money(value: unknown, field: string, min: number, max: number): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < min || n > max)
    throw invalid(field, `must be a number from ${min} to ${max}`);
  if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) throw invalid(field, 'has at most 2 decimals');
  return Math.round(n * 100) / 100;
}

export function bool(body: Record<string, unknown>, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalid(field, 'must be true or false');
  return value;
}

/** A value of one of the master lists (`masterLists`), else 400 naming the field. */
export function masterValue(ctx: RouteContext, list: string, value: string, field: string): string {
  const known = ctx.db
    .table('masterLists')
    .list()
    .some((r) => r.list === list && r.value === value);
  if (!known) throw invalid(field, `is not a known value (${value})`);
  return value;
}

export function firstText(body: Record<string, unknown>, ...fields: string[]): string {
  for (const f of fields) {
    const v = body[f];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  throw invalid(fields[0], 'is required');
}

/** A number within [min, max] (a whole one when `integer`), else 400 naming the field. */
export function numberIn(value: unknown, field: string, min: number, max: number, integer = false): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
    throw new MockHttpError(
      400,
      `${field} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`,
      {
        [field]: 'out of range',
      },
    );
  }
  return n;
}
