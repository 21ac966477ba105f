/**
 * The one date formatter of the console: Thai shows Buddhist Era years (CE + 543, e.g. `22 พ.ย. 2569`),
 * English shows `22 Nov 2026`. Only the display changes; values sent to services stay Gregorian ISO.
 */
import { format, isValid, parseISO } from 'date-fns';
import { enGB, th } from 'date-fns/locale';

const BUDDHIST_ERA_OFFSET = 543;

export type DateInputValue = string | number | Date | null | undefined;

/** ISO strings without a zone (`2026-11-22`) are read as local dates, so no day shifts by time zone. */
export function toDate(value: DateInputValue): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : typeof value === 'number' ? new Date(value) : parseISO(value);
  return isValid(date) ? date : undefined;
}

function isThai(locale: string): boolean {
  return locale.toLowerCase().startsWith('th');
}

/** `22 พ.ย. 2569` / `22 Nov 2026`, with ` 14:05` appended when `withTime`; '' for an empty or bad value. */
export function formatThaiDate(value: DateInputValue, locale: string, withTime = false): string {
  const date = toDate(value);
  if (!date) return '';
  const time = withTime ? ` ${format(date, 'HH:mm')}` : '';
  if (isThai(locale)) {
    return `${format(date, 'd MMM', { locale: th })} ${date.getFullYear() + BUDDHIST_ERA_OFFSET}${time}`;
  }
  return `${format(date, 'd MMM yyyy', { locale: enGB })}${time}`;
}
