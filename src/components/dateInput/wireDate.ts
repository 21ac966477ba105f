/**
 * Wire values of date inputs: `yyyy-MM-dd` for a date, `yyyy-MM-ddTHH:mm` (local time, as the browser's
 * datetime input gave) for a date and time. Always Gregorian, whatever calendar the input shows.
 */
import dayjs, { type Dayjs } from 'dayjs';

export const WIRE_DATE = 'YYYY-MM-DD';
export const WIRE_DATE_TIME = 'YYYY-MM-DDTHH:mm';

/** The picker's value of a wire string (or a Date); null when empty or unreadable. */
export function fromWire(value: unknown): Dayjs | null {
  if (value instanceof Date) return dayjs(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** The wire string of a picked value; '' for none, null for an incomplete or impossible date. */
export function toWire(value: Dayjs | null, withTime: boolean): string | null {
  if (value === null) return '';
  if (!value.isValid()) return null;
  return value.format(withTime ? WIRE_DATE_TIME : WIRE_DATE);
}

/** Keyboard formats: Buddhist Era years in Thai, Gregorian in English. */
export function displayFormat(thai: boolean, withTime: boolean): string {
  const date = thai ? 'DD/MM/BBBB' : 'DD/MM/YYYY';
  return withTime ? `${date} HH:mm` : date;
}
