import { describe, expect, it } from 'vitest';
import { currencyPrefix, formatSalary, formatSalaryAmount } from './salary.ts';

describe('formatSalaryAmount (spec 001 §9)', () => {
  it.each([
    [100000, '1.0L'],
    [250000, '2.5L'],
    [1250000, '12.5L'],
    [99999, '100K'],
    [45000, '45K'],
    [1500, '2K'],
    [1000, '1K'],
    [999, '999'],
    [0, '0'],
  ])('%d → %s', (amount, shown) => {
    expect(formatSalaryAmount(amount)).toBe(shown);
  });
});

describe('currencyPrefix', () => {
  it('shows ₹ for INR, $ for USD and any other code as is', () => {
    expect(currencyPrefix('INR')).toBe('₹');
    expect(currencyPrefix('USD')).toBe('$');
    expect(currencyPrefix('GBP')).toBe('GBP ');
    expect(currencyPrefix('LKR')).toBe('LKR ');
  });
});

describe('formatSalary: the three formats', () => {
  it('min - max period', () => {
    expect(formatSalary({ salaryMin: '50000', salaryMax: '80000', currency: 'INR', salaryPeriod: 'monthly' })).toBe('₹50K - ₹80K monthly');
    expect(formatSalary({ salaryMin: '150000', salaryMax: '250000', currency: 'LKR', salaryPeriod: 'monthly' })).toBe('LKR 1.5L - LKR 2.5L monthly');
  });
  it('min+ period when only the minimum is set', () => {
    expect(formatSalary({ salaryMin: '45000', salaryMax: null, currency: 'USD', salaryPeriod: 'yearly' })).toBe('$45K+ yearly');
  });
  it('Up to max period when only the maximum is set', () => {
    expect(formatSalary({ salaryMin: null, salaryMax: '30000', currency: 'GBP', salaryPeriod: 'yearly' })).toBe('Up to GBP 30K yearly');
  });
  it('null when no figure is set', () => {
    expect(formatSalary({ salaryMin: null, salaryMax: '', currency: 'INR', salaryPeriod: 'monthly' })).toBeNull();
  });
  it('uses the given words for the period and "Up to"', () => {
    const words = { period: () => 'மாதம்', upTo: (a: string) => `${a} வரை` };
    expect(formatSalary({ salaryMin: null, salaryMax: 500, currency: 'INR', salaryPeriod: 'monthly' }, words)).toBe('₹500 வரை மாதம்');
  });
});
