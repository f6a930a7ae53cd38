import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicationStatus, CompanySize, ExperienceLevel, JobCategory, JobType, SalaryPeriod, WorkMode } from '#shared/jobs/constants.ts';

/** Job types; "_" of the code shows as a space in English (spec 001 §2 Job detail). */
export const JOB_TYPE_LABELS: Record<JobType, MessageDescriptor> = {
  full_time: msg`Full time`,
  part_time: msg`Part time`,
  contract: msg`Contract`,
  internship: msg`Internship`,
  freelance: msg`Freelance`,
  temporary: msg`Temporary`,
  remote: msg`Remote`,
};

export const WORK_MODE_LABELS: Record<WorkMode, MessageDescriptor> = { onsite: msg`On site`, remote: msg`Remote work`, hybrid: msg`Hybrid` };

export const EXPERIENCE_LABELS: Record<ExperienceLevel, MessageDescriptor> = {
  '0-1': msg`0-1 years`,
  '1-3': msg`1-3 years`,
  '3-5': msg`3-5 years`,
  '5-10': msg`5-10 years`,
  '10+': msg`10+ years`,
};

export const CATEGORY_LABELS: Record<JobCategory, MessageDescriptor> = {
  it_technology: msg`IT & Technology`,
  healthcare: msg`Healthcare`,
  education: msg`Education`,
  finance: msg`Finance`,
  marketing: msg`Marketing`,
  sales: msg`Sales`,
  engineering: msg`Engineering`,
  hospitality: msg`Hospitality & Catering`,
  retail: msg`Retail`,
  construction: msg`Construction`,
  manufacturing: msg`Manufacturing`,
  logistics: msg`Transport & Logistics`,
  customer_service: msg`Customer Service`,
  administration: msg`Administration`,
  media_design: msg`Media & Design`,
  other: msg`Other`,
};

export const PERIOD_LABELS: Record<SalaryPeriod, MessageDescriptor> = { hourly: msg`per hour`, monthly: msg`per month`, yearly: msg`per year` };

export const COMPANY_SIZE_LABELS: Record<CompanySize, MessageDescriptor> = {
  '1-10': msg`1-10 employees`,
  '11-50': msg`11-50 employees`,
  '51-200': msg`51-200 employees`,
  '201-500': msg`201-500 employees`,
  '501-1000': msg`501-1000 employees`,
  '1000+': msg`1000+ employees`,
};

/** Application statuses (spec 001 §4): bilingual label and a badge colour class each. */
export const STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  submitted: msg`Submitted`,
  reviewed: msg`Reviewed`,
  shortlisted: msg`Shortlisted`,
  interviewed: msg`Interviewed`,
  offered: msg`Offered`,
  rejected: msg`Not selected`,
  withdrawn: msg`Withdrawn`,
};
