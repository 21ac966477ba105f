/**
 * Server-side checks of a create/update body against the entity declaration, so the console's
 * "error next to the field, nothing typed is lost" path can be exercised against the mocks.
 */
import type { FieldDeclaration } from '../../src/schema/index.ts';
import type { MockRecord } from '../db/index.ts';
import { MockHttpError } from './respond.ts';

export type WriteMode = 'create' | 'update';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const THAI_PHONE = /^0\d{8,9}$/;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** As the console's forms place it (src/schema/placement.ts): a required field is written on create unless the service sets it. */
function inForm(field: FieldDeclaration, mode: WriteMode): boolean {
  if (field.readOnly) return false;
  const onCreate = field.required === true && field.setBy !== 'service';
  if (field.form === false) return mode === 'create' && onCreate;
  if (field.form === 'create') return mode === 'create';
  if (field.form === 'edit') return mode === 'update' || onCreate;
  return true;
}

function checkValue(field: FieldDeclaration, value: unknown): string | undefined {
  switch (field.type) {
    case 'text':
    case 'longText': {
      if (typeof value !== 'string') return 'must be text';
      if (field.maxLength !== undefined && value.length > field.maxLength) {
        return `must be at most ${field.maxLength} characters`;
      }
      if (field.type === 'text') {
        if (field.minLength !== undefined && value.trim().length < field.minLength) {
          return `must be at least ${field.minLength} characters`;
        }
        if (field.pattern && !new RegExp(field.pattern.regex).test(value)) return field.pattern.message;
      }
      return undefined;
    }
    case 'email':
      return typeof value === 'string' && EMAIL.test(value) ? undefined : 'must be an e-mail address';
    case 'phone':
      return typeof value === 'string' && THAI_PHONE.test(value.replace(/[\s-]/g, ''))
        ? undefined
        : 'must be a Thai phone number';
    case 'url':
      try {
        const url = new URL(String(value));
        const schemes = field.schemes ?? ['https', 'http'];
        return schemes.includes(url.protocol.replace(':', ''))
          ? undefined
          : 'has a scheme that is not allowed';
      } catch {
        return 'must be a URL';
      }
    case 'number':
    case 'money':
    case 'percent': {
      const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
      if (!Number.isFinite(n)) return 'must be a number';
      if (field.type === 'number' && field.integer && !Number.isInteger(n)) return 'must be a whole number';
      if (field.min !== undefined && n < field.min) return `must be at least ${field.min}`;
      if (field.max !== undefined && n > field.max) return `must be at most ${field.max}`;
      return undefined;
    }
    case 'date':
    case 'dateTime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? undefined : 'must be a date';
    case 'time':
      return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
        ? undefined
        : 'must be a time of day HH:mm';
    case 'active':
    case 'yesNo':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'choice':
      return field.choices.some((c) => String(c.id) === String(value))
        ? undefined
        : 'is not one of the choices';
    default:
      return undefined;
  }
}

/**
 * The body a create/update may write: server-owned fields (form: false, readOnly, create-only on
 * update) are dropped, required fields enforced, declared constraints checked. 400 lists every problem.
 */
export function validateWrite(
  fields: readonly FieldDeclaration[],
  body: MockRecord,
  mode: WriteMode,
): MockRecord {
  const errors: Record<string, string> = {};
  const out: MockRecord = { ...body };
  for (const field of fields) {
    if (!inForm(field, mode)) {
      delete out[field.source];
      continue;
    }
    const value = body[field.source];
    const present = field.source in body;
    if (field.required && (mode === 'create' || present) && isEmpty(value)) {
      errors[field.source] = 'is required';
      continue;
    }
    if (!present || isEmpty(value)) continue;
    const problem = checkValue(field, value);
    if (problem) errors[field.source] = problem;
  }
  const problems = Object.entries(errors);
  if (problems.length > 0) {
    const message = problems.map(([source, problem]) => `${source} ${problem}`).join('; ');
    throw new MockHttpError(400, message, errors);
  }
  return out;
}
