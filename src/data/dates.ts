/**
 * Date rules of DESIGN.md §4: the date inputs always give Gregorian `yyyy-MM-dd`; each resource
 * decides how its backend wants StartDate / EndDate.
 */
import { addDays, format, isValid, parse } from 'date-fns';
import type { DateRule } from '../schema/types.ts';

export interface DateRangeFilter {
  StartDate?: string;
  EndDate?: string;
}

const ISO_DATE = 'yyyy-MM-dd';
const DAY_MONTH_YEAR = 'dd-MM-yyyy';
// Anchors parsing of a full date, so the value never depends on today's date.
const REFERENCE_DATE = new Date(2000, 0, 1);

function parseIsoDate(value: string): Date {
  // Inputs may hand over a full ISO timestamp; only its calendar day matters.
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value.trim())?.[0];
  const date = day ? parse(day, ISO_DATE, REFERENCE_DATE) : new Date(Number.NaN);
  if (!isValid(date)) throw new RangeError(`Invalid date "${value}": expected yyyy-MM-dd`);
  return date;
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
