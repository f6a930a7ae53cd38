import { TZDate } from '@date-fns/tz';
import type { AvailabilitySlot } from './responses.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A teacher's weekly slot (ISO weekday 1 = Monday, `HH:MM` in `teacherZone`) as seen in `viewerZone` (IANA), for the
 * week containing `now`: the weekday and times may move (Chennai Saturday 02:00 is London Friday 20:30 or 21:30,
 * depending on summer time). Issue 17 item 5.
 */
export function slotInZone(slot: AvailabilitySlot, teacherZone: string, viewerZone: string, now: Date = new Date()): AvailabilitySlot {
  const local = new TZDate(now.getTime(), teacherZone);
  const isoDay = ((local.getDay() + 6) % 7) + 1;
  const convert = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    const at = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + (slot.day - isoDay), h ?? 0, m ?? 0, 0, teacherZone);
    const seen = new TZDate(at.getTime(), viewerZone);
    return { day: ((seen.getDay() + 6) % 7) + 1, time: `${pad(seen.getHours())}:${pad(seen.getMinutes())}` };
  };
  const from = convert(slot.from);
  return { day: from.day, from: from.time, to: convert(slot.to).time };
}
