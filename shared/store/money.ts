/**
 * Money of the Tamil store (spec 001 §1, §9: prices in rupees). Amounts are integer paise (1 ₹ = 100 paise) with
 * the currency INR; these helpers convert the rupee text people type without floating-point error.
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

/** A decimal number text without trailing zeros ("1.500" → "1.5", "2.000" → "2"); numeric columns read as strings. */
export function trimDecimal(value: string | number): string {
  const text = String(value);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
