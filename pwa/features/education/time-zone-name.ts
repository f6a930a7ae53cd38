import { MULTI_ZONE_COUNTRIES, TEACHER_TIME_ZONE_COUNTRIES, type TeacherTimeZone } from '#shared/education/constants.ts';

/** The zone's generic name in `locale` ("Eastern Time", "கிழக்கத்திய நேரம்"), or null when Intl has none. */
function genericName(zone: string, locale: string): string | null {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName');
    return part && !/^GMT|^UTC/.test(part.value) ? part.value : null;
  } catch {
    return null;
  }
}

/**
 * A time zone as a place in the reader's language (spec 000 §2 teacher availability): a teacher zone by its country
 * (Intl.DisplayNames — "இலங்கை", "United Kingdom"), with the zone's own name for countries with several ("Canada
 * (Eastern Time)"); any other zone (a visitor's browser) by its generic name ("Central European Time"), else its
 * city from the IANA id with spaces. Never the raw IANA id.
 */
export function timeZoneName(zone: string, locale: string): string {
  const country = TEACHER_TIME_ZONE_COUNTRIES[zone as TeacherTimeZone];
  const generic = genericName(zone, locale);
  if (country) {
    let place: string | undefined;
    try {
      place = new Intl.DisplayNames([locale], { type: 'region' }).of(country);
    } catch {
      place = undefined;
    }
    if (place) return MULTI_ZONE_COUNTRIES.has(country) && generic ? `${place} (${generic})` : place;
  }
  return generic ?? (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}
