import { CURRENCY, INTL_LOCALE, type Language } from '#shared/constants.ts';

/** Intl formatters for the active UI language (ta → ta-LK, en → en-GB). */
export function formatters(language: Language) {
  const locale = INTL_LOCALE[language];
  return {
    /** A calendar date, e.g. "21 Nov 2026". Accepts YYYY-MM-DD (as a local date) or an ISO instant. */
    date(value: string | Date) {
      const d = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(d);
    },
    /** Date and time, e.g. "21 Nov 2026, 14:05". */
    dateTime(value: string | Date) {
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
    },
    number(value: number) {
      return new Intl.NumberFormat(locale).format(value);
    },
    /** Money from integer pence, e.g. 100 → "£1.00". */
    money(pence: number, currency: string = CURRENCY) {
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(pence / 100);
    },
  };
}
