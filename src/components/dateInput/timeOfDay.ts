/** Wire values of a time of day: `HH:mm`, 24-hour, 00:00 to 23:59, with no date. */
import dayjs, { type Dayjs } from 'dayjs';

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a value is a time of day as the wire carries it. */
export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && TIME_OF_DAY.test(value);
}

/** The picker's value of `HH:mm` (on an arbitrary day); null when empty or not a time of day. */
export function timeFromWire(value: unknown): Dayjs | null {
  if (!isTimeOfDay(value)) return null;
  const [hours, minutes] = value.split(':').map(Number);
  return dayjs('2000-01-01T00:00')
    .hour(hours ?? 0)
    .minute(minutes ?? 0);
}

/** `HH:mm` of a picked time; '' for none, null for an incomplete one. */
export function timeToWire(value: Dayjs | null): string | null {
  if (value === null) return '';
  return value.isValid() ? value.format('HH:mm') : null;
}
