/**
 * How a CSV column writes a value so that a spreadsheet opens it as the screen shows it
 * (docs/lists.md, "Exports"): a date or time as the screen's text in the person's language (Buddhist
 * Era in Thai), followed by one column with the same value in ISO 8601 for machines; money as a plain
 * number with two decimals.
 */
import { formatThaiDate } from '../components/formatThaiDate.ts';
import type { FieldDeclaration } from '../schema/types.ts';
import type { CsvCell, CsvColumn } from './csvText.ts';

/**
 * An amount as a spreadsheet reads a number with two decimals (`1250.5` → `1250.50`), unquoted and
 * without grouping; anything that is not a number is left empty.
 */
export function moneyCell(value: unknown): string {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? number.toFixed(2) : '';
}

/** A date (or date and time) as the screen shows it: `27 พ.ย. 2569 09:27` in Thai, `27 Nov 2026 09:27` in English. */
export function dateCell(value: unknown, locale: string, withTime: boolean): string {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return '';
  return formatThaiDate(value, locale, withTime);
}

/** The value as the service sent it (ISO 8601), for machines; a Date becomes its ISO text. */
function isoCell(value: unknown): CsvCell {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return typeof value === 'string' ? value : '';
}

export interface TypedColumnText {
  locale: string;
  /** The ISO column's header from the date column's (`Created` → `Created (ISO)`). */
  isoLabel: (label: string) => string;
}

/**
 * The columns that stand for `column` of `field`: a date or date-time gives its screen text and an ISO
 * column beside it; money gives two decimals; any other field is left as it is.
 */
export function typedColumns(column: CsvColumn, field: FieldDeclaration, text: TypedColumnText): CsvColumn[] {
  if (field.type === 'date' || field.type === 'dateTime') {
    const withTime = field.type === 'dateTime';
    return [
      { ...column, format: (value) => dateCell(value, text.locale, withTime) },
      { source: column.source, label: text.isoLabel(column.label), format: isoCell },
    ];
  }
  if (field.type === 'money') return [{ ...column, format: moneyCell }];
  return [column];
}
