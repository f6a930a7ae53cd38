import { STORE_COUNTRY_CURRENCIES, STORE_CURRENCY, type StoreCurrency } from './constants.ts';

/**
 * Money of the Tamil store (spec 001 §1, §9: prices in rupees; decision 170: in the seller's currency). Amounts are
 * integer minor units (paise, cents, pence: 100 to the unit); these helpers convert the amount text people type
 * without floating-point error.
 */

/** A rupee amount as typed: digits, optionally a point and one or two decimals ("120", "120.5", "120.50"). */
const RUPEES = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Converts a rupee amount to paise exactly ("120.5" → 12050, 99.99 → 9999), by its digits, never by multiplying a
 * float. A number is read through its shortest decimal form (`String(0.1 + 0.2)` has 17 decimals, so it is refused).
 * @returns the amount in paise, or null when `value` is not a non-negative amount with at most 2 decimals.
 */
export function rupeesToPaise(value: string | number): number | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = (typeof value === 'number' ? String(value) : value).trim().replace(/,/g, '');
  const m = RUPEES.exec(text);
  if (!m) return null;
  const paise = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Paise as a rupee amount with two decimals (12050 → "120.50"), by integer arithmetic. */
export function paiseToRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The price fields of a presented product (shared/store/responses.ts; decision 181): the spec's `price`, major
 * units with two decimals ("120.50", spec 001 §3), and `pricePaise`, the integer minor units every client computes
 * with. The one place a stored amount becomes the spec's text.
 */
export function priceFields(pricePaise: number): { price: string; pricePaise: number } {
  return { price: paiseToRupees(pricePaise), pricePaise };
}

/** A decimal number text without trailing zeros ("1.500" → "1.5", "2.000" → "2"); numeric columns read as strings. */
export function trimDecimal(value: string | number): string {
  const text = String(value);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * The currency a seller's products are priced in (decision 170): LKR for Sri Lanka, GBP for the United Kingdom, INR
 * for India, else the spec's INR. `country` is the profile's stored English name (e.g. "Sri Lanka").
 */
export function storeCurrencyFor(country: string | null | undefined): StoreCurrency {
  return (country && Object.hasOwn(STORE_COUNTRY_CURRENCIES, country) ? STORE_COUNTRY_CURRENCIES[country] : undefined) ?? STORE_CURRENCY;
}

/**
 * Sums amounts (minor units) per currency, in the order the currencies first appear: a basket with products of
 * sellers in several countries has one total per currency — they are never added together.
 */
export function totalsByCurrency(lines: readonly { currency: string; amount: number }[]): { currency: string; amount: number }[] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.amount);
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
}
