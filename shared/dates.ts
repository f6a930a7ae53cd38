/**
 * Calendar-date helpers for date-only fields (`YYYY-MM-DD`). A date-only value has no time zone, so rules are
 * lenient at the edges of the world's time zones: "today" somewhere on Earth counts as today.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True when `value` is a real calendar date written as YYYY-MM-DD (rejects 2026-02-30). Year 0000 is rejected:
 * JavaScript accepts it but PostgreSQL's `date` does not (it would fail at the database as a 500).
 */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value) || value.startsWith('0000')) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The calendar date (YYYY-MM-DD) at UTC offset `offsetHours` for the instant `now`. */
export function dateAtOffset(now: Date, offsetHours: number): string {
  return new Date(now.getTime() + offsetHours * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** True when the date is today or later for someone in the westernmost time zone (UTC−12). */
export function isNotInPast(value: string, now: Date = new Date()): boolean {
  return value >= dateAtOffset(now, -12);
}

/** True when the date is today or earlier for someone in the easternmost time zone (UTC+14). */
export function isNotInFuture(value: string, now: Date = new Date()): boolean {
  return value <= dateAtOffset(now, 14);
}

/** Whole days between two instants (floor), e.g. "member for N days". */
export function daysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));
}

/** An offset from a date in whole years and days (negative = earlier). */
export interface DateOffset {
  years?: number;
  days?: number;
}

/**
 * `date` (YYYY-MM-DD) moved by `offset`: the years first (29 February → 28 February in a common year), then the
 * days. Years outside 0001–9999 are clamped to those edges, so a bound never becomes an invalid string.
 */
export function shiftDate(date: string, { years = 0, days = 0 }: DateOffset): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = Math.min(9999, Math.max(1, y + years));
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const monthEnd = new Date(0);
  monthEnd.setUTCFullYear(year, m, 0);
  const moved = new Date(0);
  moved.setUTCFullYear(year, m - 1, Math.min(d, monthEnd.getUTCDate()));
  return new Date(moved.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The window of a date field: the earliest and latest dates allowed, as offsets from today. Lenient at the edges of
 * the world's time zones like {@link isNotInPast} and {@link isNotInFuture}: the earliest bound counts from today in
 * UTC−12, the latest from today in UTC+14.
 */
export interface DateWindow {
  earliest: DateOffset;
  latest: DateOffset;
}

/** The first and last allowed dates (YYYY-MM-DD) of `window` at the instant `now`. */
export function windowBounds(window: DateWindow, now: Date = new Date()): { first: string; last: string } {
  return { first: shiftDate(dateAtOffset(now, -12), window.earliest), last: shiftDate(dateAtOffset(now, 14), window.latest) };
}
