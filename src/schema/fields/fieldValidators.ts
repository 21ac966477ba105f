/**
 * Form validators implied by a field declaration. Each returns an i18n key (with arguments) that
 * react-admin shows translated next to the field; empty values are left to `required`.
 */
import {
  email,
  maxLength,
  maxValue,
  minLength,
  minValue,
  regex,
  required,
  type Validator,
} from 'react-admin';
import { grantsAnyMenu } from '../../auth/roleMatrix.ts';
import type { ProfileMenu } from '../../auth/permissions.ts';
import type { FieldDeclaration } from '../types.ts';
import {
  bankAccountLength,
  DEFAULT_URL_SCHEMES,
  httpUrl,
  isBankAccount,
  moneyToSatang,
  thaiIdChecksum,
  thaiPhone,
} from '../validators.ts';
import { isTimeOfDay } from '../../components/dateInput/timeOfDay.ts';
import { isBlank } from './fieldProps.ts';

const message = (key: string, args: Record<string, unknown> = {}) => ({
  message: `pa.engine.validation.${key}`,
  args,
});

/** Where the input sits (`banks.0.bankAccountNo` in a list of sub-records), as react-admin passes it. */
type InputPlace = { finalSource?: string; source?: string } | undefined;

function check(
  test: (value: string, allValues: Record<string, unknown>, place: InputPlace) => boolean,
  onFail: (allValues: Record<string, unknown>, place: InputPlace) => ReturnType<typeof message>,
): Validator {
  return (value: unknown, allValues: Record<string, unknown>, place?: InputPlace) => {
    if (isBlank(value)) return undefined;
    return test(String(value), allValues ?? {}, place) ? undefined : onFail(allValues ?? {}, place);
  };
}

function readPath(values: Record<string, unknown>, path: string): unknown {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The bank-code field beside the account number: a sibling in the same sub-record first, else top level. */
function bankCodeOf(
  values: Record<string, unknown>,
  bankSource: string | undefined,
  place?: InputPlace,
): string | undefined {
  if (!bankSource) return undefined;
  const at = place?.finalSource ?? place?.source ?? '';
  const prefix = at.includes('.') ? at.slice(0, at.lastIndexOf('.') + 1) : '';
  const sibling = prefix ? readPath(values, prefix + bankSource) : undefined;
  const code = sibling ?? readPath(values, bankSource);
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

/** Baht limits compared in satang: declarations give baht, possibly with decimals. */
function moneyLimits(min: number | undefined, max: number | undefined): Validator {
  return (value: unknown) => {
    if (isBlank(value)) return undefined;
    const satang = moneyToSatang(String(value));
    if (satang === null) return undefined;
    if (min !== undefined && satang < Math.round(min * 100))
      return { message: 'ra.validation.minValue', args: { min } };
    if (max !== undefined && satang > Math.round(max * 100))
      return { message: 'ra.validation.maxValue', args: { max } };
    return undefined;
  };
}

function typeValidators(field: FieldDeclaration): Validator[] {
  switch (field.type) {
    case 'text':
      return [
        ...(field.minLength !== undefined ? [minLength(field.minLength)] : []),
        ...(field.maxLength !== undefined ? [maxLength(field.maxLength)] : []),
        ...(field.pattern ? [regex(new RegExp(field.pattern.regex), field.pattern.message)] : []),
      ];
    case 'longText':
      return field.maxLength !== undefined ? [maxLength(field.maxLength)] : [];
    case 'email':
      return [email()];
    case 'phone':
      return [check(thaiPhone, () => message('phone'))];
    case 'url': {
      const schemes = field.schemes ?? DEFAULT_URL_SCHEMES;
      const allowed = httpUrl(schemes);
      return [
        check(
          (v) => allowed(v),
          () => message('url', { schemes: schemes.join(', ') }),
        ),
      ];
    }
    case 'number':
    case 'percent': {
      const min = field.type === 'percent' ? (field.min ?? 0) : field.min;
      const max = field.type === 'percent' ? (field.max ?? 100) : field.max;
      return [
        ...(min !== undefined ? [minValue(min)] : []),
        ...(max !== undefined ? [maxValue(max)] : []),
        ...(field.type === 'percent'
          ? [
              check(
                (v) => /^-?\d*(\.\d{0,2})?$/.test(v.trim()),
                () => message('decimals'),
              ),
            ]
          : []),
        ...(field.type === 'number' && field.integer
          ? [
              check(
                (v) => Number.isInteger(Number(v)),
                () => message('integer'),
              ),
            ]
          : []),
      ];
    }
    case 'money':
      return [
        check(
          (v) => moneyToSatang(v) !== null,
          () => message('money'),
        ),
        moneyLimits(field.min, field.max),
      ];
    case 'thaiId':
      return [check(thaiIdChecksum, () => message('thaiId'))];
    case 'time':
      return [check(isTimeOfDay, () => ({ message: 'pa.engine.time.invalid', args: {} }))];
    case 'bankAccount':
      return [
        check(
          (v, all, place) => isBankAccount(v, bankCodeOf(all, field.bankSource, place)),
          (all, place) =>
            message('bankAccount', { length: bankAccountLength(bankCodeOf(all, field.bankSource, place)) }),
        ),
      ];
    case 'permissionMatrix':
      return [
        (value: unknown) =>
          grantsAnyMenu(Array.isArray(value) ? (value as ProfileMenu[]) : []) ? undefined : message('noMenu'),
      ];
    default:
      return [];
  }
}

export function fieldValidators(field: FieldDeclaration): Validator[] {
  // A role's matrix is never "empty" in the required sense (it lists every menu): its own check says why.
  if (field.type === 'permissionMatrix') return typeValidators(field);
  return [...(field.required ? [required()] : []), ...typeValidators(field)];
}
