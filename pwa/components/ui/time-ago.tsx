import { useLingui } from '@lingui/react/macro';
import { INTL_LOCALE, type Language } from '#shared/constants.ts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago" in `language` (Intl.RelativeTimeFormat), from an ISO instant; under a minute is "now". */
export function timeAgo(iso: string, language: Language, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(INTL_LOCALE[language], { numeric: 'auto' });
  for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, 'second');
}

/** A `<time>` showing how long ago `iso` was, in the UI language (spec 001 §2 "posted time ago"). */
export function TimeAgo({ iso }: { iso: string }) {
  const { i18n } = useLingui();
  const language: Language = i18n.locale === 'en' ? 'en' : 'ta';
  return <time dateTime={iso}>{timeAgo(iso, language)}</time>;
}
