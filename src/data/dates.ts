/**
 * Date rules of docs/api-contract.md: the date inputs always give Gregorian `yyyy-MM-dd`; each resource
 * decides how its backend wants StartDate / EndDate.
 */
import { addDays, format, isValid } from 'date-fns';
import type { DateRule } from '../schema/types.ts';

export interface DateRangeFilter {
  StartDate?: string;
  EndDate?: string;
}

const ISO_DATE = 'yyyy-MM-dd';
const DAY_MONTH_YEAR = 'dd-MM-yyyy';
function parseIsoDate(value: string): Date {
  // Inputs may hand over a full ISO timestamp; only its calendar day matters. A fixed pattern needs no
  // general parser (date-fns `parse` alone would add ~15 KB to every screen).
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(year, month - 1, day);
    // Rejects 2024-02-30 and the like, which Date would roll over into the next month.
    if (date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day) return date;
  }
  throw new RangeError(`Invalid date "${value}": expected yyyy-MM-dd`);
}

function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/** Formats StartDate/EndDate by the rule; empty values are dropped. */
export function applyDateRule(rule: DateRule, range: DateRangeFilter): DateRangeFilter {
  const out: DateRangeFilter = {};
  if (rule === 'ymd') {
    if (present(range.StartDate)) out.StartDate = format(parseIsoDate(range.StartDate), ISO_DATE);
    if (present(range.EndDate)) out.EndDate = format(parseIsoDate(range.EndDate), ISO_DATE);
    return out;
  }
  if (present(range.StartDate)) out.StartDate = format(parseIsoDate(range.StartDate), DAY_MONTH_YEAR);
  // The backend treats EndDate as exclusive, so the last chosen day is included by moving it on.
  if (present(range.EndDate)) out.EndDate = format(addDays(parseIsoDate(range.EndDate), 1), DAY_MONTH_YEAR);
  return out;
}

function asDateString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value instanceof Date && isValid(value)) return format(value, ISO_DATE);
  return undefined;
}

/**
 * Splits a react-admin filter into its date range (from `dateRange: { StartDate, EndDate }` or flat
 * `StartDate` / `EndDate` keys; the nested one wins) and the other filters.
 */
export function extractDateRange(filter: Record<string, unknown>): {
  range: DateRangeFilter;
  rest: Record<string, unknown>;
} {
  const { dateRange, StartDate, EndDate, ...rest } = filter;
  const nested =
    typeof dateRange === 'object' && dateRange !== null ? (dateRange as Record<string, unknown>) : {};
  return {
    range: {
      StartDate: asDateString(nested.StartDate) ?? asDateString(StartDate),
      EndDate: asDateString(nested.EndDate) ?? asDateString(EndDate),
    },
    rest,
  };
}
