/** The name of a CSV export's file (docs/lists.md, "Exports"). */
import { fileStamp } from './calendar.ts';
import { extractDateRange } from './dates.ts';

const BUDDHIST_ERA_OFFSET = 543;

/** A `yyyy-MM-dd` day of a date range in the screen's calendar (the Buddhist Era year in Thai). */
function screenDay(day: string | undefined, thai: boolean): string | undefined {
  const match = day === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})/.exec(day.trim());
  if (!match) return undefined;
  return `${Number(match[1]) + (thai ? BUDDHIST_ERA_OFFSET : 0)}-${match[2]}-${match[3]}`;
}

/**
 * The export's file name in the screen's calendar (the Buddhist Era year in Thai); characters a file
 * system rejects become dashes. A list filtered by a date range names its days, as the date inputs
 * show them: `store-register-information_2569-11-01_2569-11-28.csv` (one bound alone: that day);
 * else the time of the export, `announcement_25691127_092759.csv`.
 */
export function csvFileName(
  entity: string,
  now: Date = new Date(),
  locale = 'en',
  filter: Record<string, unknown> = {},
): string {
  const safe = entity.replace(/[\\/:*?"<>|\s]+/g, '-');
  const thai = locale.toLowerCase().startsWith('th');
  const { range } = extractDateRange(filter);
  const days = [screenDay(range.StartDate, thai), screenDay(range.EndDate, thai)].filter(
    (day): day is string => day !== undefined,
  );
  if (days.length > 0) return `${safe}_${days.join('_')}.csv`;
  const stamp = fileStamp(now);
  const year = Number(stamp.slice(0, 4));
  return `${safe}_${thai ? `${year + BUDDHIST_ERA_OFFSET}${stamp.slice(4)}` : stamp}.csv`;
}
