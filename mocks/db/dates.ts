/**
 * Dates of the mock data. Everything is relative to a fixed reference date so the seed never drifts,
 * and written as ISO 8601 with the Bangkok offset (+07:00) so a record's calendar day is the day staff see.
 */

/** "Now" for the seed: data covers the ~180 days before it. */
export const REFERENCE_DATE = '2026-11-01T00:00:00+07:00';
export const REFERENCE_MS = Date.parse(REFERENCE_DATE);
export const SEED_SPAN_DAYS = 180;

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

// Seeding formats ~100,000 instants over a few hundred days: the day part is worth remembering.
const dayPrefix = new Map<number, string>();

/** `2026-10-31T14:05:09+07:00` for an instant. */
export function toBangkokIso(ms: number): string {
  const local = Math.floor((ms + BANGKOK_OFFSET_MS) / 1000);
  const day = Math.floor(local / 86400);
  let prefix = dayPrefix.get(day);
  if (prefix === undefined) {
    const d = new Date(day * DAY_MS);
    prefix = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T`;
    if (dayPrefix.size < 5000) dayPrefix.set(day, prefix);
  }
  const second = local - day * 86400;
  const h = Math.floor(second / 3600);
  const m = Math.floor((second % 3600) / 60);
  return `${prefix}${pad(h)}:${pad(m)}:${pad(second % 60)}+07:00`;
}

/** `yyyy-MM-dd` of the Bangkok calendar day of an ISO date or date-time; null when unparseable. */
export function bangkokDayKey(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  // The seed's own format already carries the Bangkok day.
  if (value.endsWith('+07:00') && /^\d{4}-\d{2}-\d{2}T/.test(value)) return value.slice(0, 10);
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  return toBangkokIso(ms).slice(0, 10);
}

function validDay(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** `yyyy-MM-dd` → day key, or null when the text is not a real date in that format. */
export function parseYmd(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? validDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** `dd-MM-yyyy` → day key, or null when the text is not a real date in that format. */
export function parseDmy(text: string): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  return m ? validDay(Number(m[3]), Number(m[2]), Number(m[1])) : null;
}

/** Instant somewhere in the `days` days before the reference date, during Thai business-ish hours. */
export function pastInstant(random: () => number, days = SEED_SPAN_DAYS): number {
  const dayOffset = Math.floor(random() * days) + 1;
  const secondOfDay = Math.floor((7 + random() * 16) * 3600);
  return REFERENCE_MS - dayOffset * DAY_MS + secondOfDay * 1000;
}

export function addDaysMs(ms: number, days: number): number {
  return ms + days * DAY_MS;
}
