/**
 * Pounds and pence of the education marketplace (spec 000 §9: education prices shown in pounds; stored and sent as
 * integer pence, GBP). The exact two-decimal conversion is the store's (shared/store/money.ts), which works on any
 * currency with 100 minor units; these are its names for pounds.
 */
import { paiseToRupees, rupeesToPaise } from '../store/money.ts';

/** "25.5" → 2550 pence, exactly; null when not a non-negative amount with at most 2 decimals. */
export const poundsToPence: (value: string | number) => number | null = rupeesToPaise;
/** 2550 → "25.50" (pounds with two decimals, no symbol). */
export const penceToPounds: (pence: number) => string = paiseToRupees;
