/** A time of day between the wire (`HH:mm`) and the time picker's value. */
import dayjs, { type Dayjs } from 'dayjs';
import { isTimeOfDay } from './timeOfDay.ts';

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
