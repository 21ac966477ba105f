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

const TEXT_DATE = /\b(\d{1,2})([/-])(\d{1,2})\2(\d{4})\b/g;
/** Years from here on are already Buddhist Era (2400 BE = 1857 CE, long before any record). */
const FIRST_BE_YEAR = 2400;

/**
 * Dates a service sends inside text (`25/10/2026 20:21 - 26/10/2026 08:00`): Thai shows their years
 * in Buddhist Era (`25/10/2569 20:21 - …`); English and years already in BE stay as they are.
 */
export function localiseDatesInText(text: string, locale: string): string {
  if (!isThai(locale)) return text;
  return text.replace(TEXT_DATE, (whole, day: string, sep: string, month: string, year: string) => {
    const ce = Number(year);
    return ce >= FIRST_BE_YEAR ? whole : `${day}${sep}${month}${sep}${ce + BUDDHIST_ERA_OFFSET}`;
  });
}
