/**
 * Form values → what the service receives: money typed as text becomes a baht number through integer
 * satang, and ids / phones / account numbers lose the dashes people type. Everything else is as typed.
 * `formPayload` also keeps only what the form shows and may change: declared, editable, non-secret
 * fields of that form (or part), so nested lists and secrets read with the record never go back.
 * A dotted source is sent inside its object (`addressDetail.provinceCode` → `{ addressDetail: { provinceCode } }`).
 */
import { inForm } from '../placement.ts';
import { readPath } from '../../data/readPath.ts';
import type { FieldDeclaration, ResourceDefinition } from '../types.ts';
import { moneyToSatang, satangToBaht, stripSeparators } from '../validators.ts';

function convert(field: FieldDeclaration, value: unknown): unknown {
  if (value === undefined || value === null) return value;
  switch (field.type) {
    case 'money': {
      if (value === '') return null;
      const satang = moneyToSatang(typeof value === 'number' ? value.toFixed(2) : String(value));
      return satang === null ? value : satangToBaht(satang);
    }
    case 'thaiId':
    case 'bankAccount':
    case 'phone':
      return typeof value === 'string' ? stripSeparators(value) : value;
    case 'number':
    case 'percent':
      return value === '' ? null : value;
    case 'embeddedList':
      return Array.isArray(value)
        ? value.map((item: unknown) =>
            typeof item === 'object' && item !== null
              ? convertRecord(field.fields, item as Record<string, unknown>)
              : item,
          )
        : value;
    default:
      return value;
  }
}

function convertRecord(
  fields: readonly FieldDeclaration[],
  data: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const field of fields) {
    if (field.source in out) out[field.source] = convert(field, out[field.source]);
  }
  return out;
}

/** A dotted source (`addressDetail.provinceCode`) names a value inside a nested object. */
function hasPath(data: Record<string, unknown>, path: string): boolean {
  if (path in data) return true;
  const [head, ...rest] = path.split('.');
  const inner = data[head];
  return rest.length > 0 && typeof inner === 'object' && inner !== null && !Array.isArray(inner)
    ? hasPath(inner as Record<string, unknown>, rest.join('.'))
    : false;
}

function writePath(out: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let target = out;
  for (const part of parts.slice(0, -1)) {
    const next = target[part];
    target[part] = typeof next === 'object' && next !== null ? next : {};
    target = target[part] as Record<string, unknown>;
  }
  target[parts[parts.length - 1]] = value;
}

export function toPayload(def: Pick<ResourceDefinition, 'fields'>) {
  return (data: Record<string, unknown>): Record<string, unknown> => convertRecord(def.fields, data);
}

/** Whether a form sends this field: shown in the form, editable, and not a secret. */
export function sentByForm(
  field: FieldDeclaration,
  mode: 'create' | 'edit',
  only?: readonly string[],
): boolean {
  if (only && !only.includes(field.source)) return false;
  return inForm(field, mode) && field.readOnly !== true && field.type !== 'secret';
}

/**
 * The body of a create or edit form: only the fields it sends (see `sentByForm`), converted.
 * `only` narrows to the fields of one part (a tab, a form route); `extra` is added as is (a child's
 * parent id).
 */
export function formPayload(
  def: Pick<ResourceDefinition, 'fields'>,
  mode: 'create' | 'edit',
  options: { only?: readonly string[]; extra?: Record<string, unknown> } = {},
) {
  const sent = def.fields.filter((field) => sentByForm(field, mode, options.only));
  return (data: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const field of sent) {
      if (!hasPath(data, field.source)) continue;
      writePath(out, field.source, convert(field, readPath(data, field.source)));
    }
    return { ...out, ...options.extra };
  };
}
