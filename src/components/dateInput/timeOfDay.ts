/**
 * Wire values of a time of day: `HH:mm`, 24-hour, 00:00 to 23:59, with no date. No date library here:
 * the check and the display of a time run on every list and form; the picker's conversion is in
 * `timeWire.ts`, loaded with the picker.
 */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a value is a time of day as the wire carries it. */
export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && TIME_OF_DAY.test(value);
}
