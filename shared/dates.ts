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
