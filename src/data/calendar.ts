/**
 * The few calendar helpers the console needs on every screen (docs/performance.md, "Bytes"): fixed
 * patterns on local dates, without a general date library on the first screen.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `yyyy-MM-dd` of the local date. */
export function isoDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `dd-MM-yyyy` of the local date. */
export function dayMonthYear(date: Date): string {
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${pad(date.getFullYear(), 4)}`;
}

/** `HH:mm` of the local time. */
export function hourMinute(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `yyyyMMdd_HHmmss` of the local time (file names). */
export function fileStamp(date: Date): string {
  return (
    `${pad(date.getFullYear(), 4)}${pad(date.getMonth() + 1)}${pad(date.getDate())}_` +
    `${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`
  );
}

/** The same local time `days` calendar days later (across daylight-saving changes too). */
export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

export function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * An ISO 8601 date or date-time (`2026-11-22`, `2026-11-22T14:05:09.123+07:00`): without a zone it is
 * local time, so a bare date does not shift by time zone. An Invalid Date for anything else or for a
 * day that does not exist (2026-02-30).
 */
export function parseIsoDateTime(text: string): Date {
  const m = ISO_DATE_TIME.exec(text.trim());
  if (!m) return new Date(NaN);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  const ms = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  if (month < 1 || month > 12 || hour > 24 || minute > 59 || second > 59) return new Date(NaN);
  const zone = m[8];
  let date: Date;
  if (zone === undefined) {
    date = new Date(year, month - 1, day, hour, minute, second, ms);
    date.setFullYear(year);
  } else {
    let offset = 0;
    if (zone.toUpperCase() !== 'Z') {
      const digits = zone.slice(1).replace(':', '');
      offset = (zone[0] === '-' ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
    }
    const utc = new Date(0);
    utc.setUTCFullYear(year, month - 1, day);
    utc.setUTCHours(hour, minute - offset, second, ms);
    date = utc;
  }
  // Date rolls 2026-02-30 over into March; such a day does not exist.
  const check = new Date(0);
  check.setUTCFullYear(year, month - 1, day);
  return check.getUTCDate() === day && check.getUTCMonth() === month - 1 ? date : new Date(NaN);
}
