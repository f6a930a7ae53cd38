import { dateAtOffset } from '../dates.ts';

/**
 * Age arithmetic of marriage profiles (issue 16 item 1: "age computed from dateOfBirth in the server's calendar").
 * The server's calendar is UTC: "today" is the UTC date of the request. Dates are `YYYY-MM-DD`; ages whole years.
 */

/** Today's date (YYYY-MM-DD) in the server's calendar (UTC) at the instant `now`. */
export const serverToday = (now: Date): string => dateAtOffset(now, 0);

/** `date` moved back by `years` (29 Feb → 28 Feb in a common year), as YYYY-MM-DD. */
export function yearsBefore(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** Age in whole years on `today` of someone born on `dateOfBirth` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * The range of birth dates whose age on `today` lies in [ageMin, ageMax] (either bound optional): born on or before
 * `latest` (old enough) and after `earliestExclusive` (not too old). For SQL filters on the indexed date column.
 */
export function birthDateBounds(today: string, ageMin?: number, ageMax?: number): { latest?: string; earliestExclusive?: string } {
  return {
    ...(ageMin === undefined ? {} : { latest: yearsBefore(today, ageMin) }),
    ...(ageMax === undefined ? {} : { earliestExclusive: yearsBefore(today, ageMax + 1) }),
  };
}
