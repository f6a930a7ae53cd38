import type { SalaryPeriod } from './constants.ts';

/**
 * A salary figure for display (spec 001 §9): 100000 or more → one decimal and "L" (lakh: 250000 → "2.5L");
 * 1000 or more → thousands rounded, "K" (45000 → "45K", 1500 → "2K"); otherwise the plain number (999 → "999").
 */
export function formatSalaryAmount(amount: number): string {
  if (amount >= 100_000) return `${(amount / 100_000).toFixed(1)}L`;
  if (amount >= 1000) return `${Math.round(amount / 1000)}K`;
  return String(amount);
}

/** The currency as shown before a figure (§9): INR "₹", USD "$", any other code as is followed by a space ("GBP 45K"). */
export function currencyPrefix(currency: string): string {
  if (currency === 'INR') return '₹';
  if (currency === 'USD') return '$';
  return `${currency} `;
}

/** Words of a formatted salary in the reader's language; the defaults are English. */
export interface SalaryWords {
  /** The salary period as a word ("monthly"). */
  period: (period: SalaryPeriod) => string;
  /** "Up to {amount}". */
  upTo: (amount: string) => string;
}

const ENGLISH: SalaryWords = { period: (p) => p, upTo: (amount) => `Up to ${amount}` };

/** Parses a stored numeric string ("45000", "18.50"); null for absent or not a finite number. */
function toAmount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * A job's salary as one line (spec 001 §9), or null when neither figure is set ("Salary not disclosed" is the
 * caller's): "min - max period" ("₹50K - ₹80K monthly"), "min+ period" ("$45K+ yearly"), "Up to max period"
 * ("Up to GBP 30K yearly"). `salaryMin`/`salaryMax` are numeric strings (or numbers); `words` translates the period
 * and "Up to".
 */
export function formatSalary(
  job: { salaryMin?: string | number | null; salaryMax?: string | number | null; currency: string; salaryPeriod: SalaryPeriod },
  words: SalaryWords = ENGLISH,
): string | null {
  const min = toAmount(job.salaryMin);
  const max = toAmount(job.salaryMax);
  const money = (n: number) => `${currencyPrefix(job.currency)}${formatSalaryAmount(n)}`;
  const period = words.period(job.salaryPeriod);
  if (min !== null && max !== null) return `${money(min)} - ${money(max)} ${period}`;
  if (min !== null) return `${money(min)}+ ${period}`;
  if (max !== null) return `${words.upTo(money(max))} ${period}`;
  return null;
}
