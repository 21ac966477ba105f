/**
 * Form values → what the service receives: money typed as text becomes a baht number through integer
 * satang, and ids / phones / account numbers lose the dashes people type. Everything else is as typed.
 */
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

export function toPayload(def: Pick<ResourceDefinition, 'fields'>) {
  return (data: Record<string, unknown>): Record<string, unknown> => convertRecord(def.fields, data);
}
