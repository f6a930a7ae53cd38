import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';

/** The wheel's and the draw's time zone: a "day" is the Europe/London calendar day (GMT in winter, BST in summer). */
export const WHEEL_TIME_ZONE = 'Europe/London';

/** The Europe/London calendar day of `at` as YYYY-MM-DD (DST-correct: 23:30 UTC in July is already the next day). */
export function londonDay(at: Date): string {
  const local = new TZDate(at.getTime(), WHEEL_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The instant the London day after `at` begins (midnight London time; 23 or 25 hours after the last on DST days). */
export function nextLondonMidnight(at: Date): Date {
  return new Date(startOfDay(addDays(new TZDate(at.getTime(), WHEEL_TIME_ZONE), 1)).getTime());
}

/** Whole seconds from `at` until the next London midnight (spec 000 §3 Spin status `timeToNextSpin`). */
export function secondsToNextLondonDay(at: Date): number {
  return Math.max(0, Math.ceil((nextLondonMidnight(at).getTime() - at.getTime()) / 1000));
}

/** The instant of `hour`:00 London time on London day `day` (YYYY-MM-DD), e.g. the 18:00 draw. */
export function londonTimeOn(day: string, hour: number): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, hour, 0, 0, WHEEL_TIME_ZONE).getTime());
}
