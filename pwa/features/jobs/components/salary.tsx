import { useLingui } from '@lingui/react/macro';
import { formatSalary } from '#shared/jobs/salary.ts';
import type { JobListing } from '#shared/jobs/schemas.ts';
import { PERIOD_LABELS } from '../labels.ts';

/**
 * A job's salary in the UI language (spec 001 §9: L / K, ₹ / $ / code, "min - max", "min+", "Up to max"), or
 * `fallback` (e.g. "Salary not disclosed") when the job has none.
 */
export function Salary({ job, fallback = null }: { job: Pick<JobListing, 'salaryMin' | 'salaryMax' | 'currency' | 'salaryPeriod'>; fallback?: React.ReactNode }) {
  const { t, i18n } = useLingui();
  const text = formatSalary(job, { period: (p) => i18n._(PERIOD_LABELS[p]), upTo: (amount) => t`Up to ${amount}` });
  return text ? <span className="job-salary">{text}</span> : <>{fallback}</>;
}
