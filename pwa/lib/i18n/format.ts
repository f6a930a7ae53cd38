import { formats } from '@lingui/core';
import { CURRENCY, INTL_LOCALE, type Language } from '#shared/constants.ts';

/**
 * The app's date, number and money styles for a UI language, through Lingui's formatters (`formats.date` /
 * `formats.number` — what `i18n.date` / `i18n.number` call, with their cached Intl formatters), in the language's
 * Intl locale (ta → ta-LK, en → en-GB; `i18n.locale` alone would give US English dates). The locale is passed
 * explicitly, so the build's pre-render and the browser format alike.
 */
export function formatters(language: Language) {
  const locale = INTL_LOCALE[language];
  return {
    /** A calendar date, e.g. "21 Nov 2026". Accepts YYYY-MM-DD (as a local date) or an ISO instant. */
    date(value: string | Date) {
      const d = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
      return formats.date(locale, d, { dateStyle: 'medium' });
    },
    /** Date and time, e.g. "21 Nov 2026, 14:05". */
    dateTime(value: string | Date) {
      return formats.date(locale, new Date(value), { dateStyle: 'medium', timeStyle: 'short' });
    },
    /** A count, grouped as the language writes it (e.g. "1,234"). */
    number(value: number) {
      return formats.number(locale, value);
    },
    /** Money from integer pence, e.g. 100 → "£1.00". */
    money(pence: number, currency: string = CURRENCY) {
      return formats.number(locale, pence / 100, { style: 'currency', currency });
    },
  };
}
