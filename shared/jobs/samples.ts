import { defineSamples, sampleBody } from '../contracts/contract.ts';
import { isoDateInDays } from '../taxi/samples.ts';
import { jobsContract } from './contract.ts';
import type { CreateJobApplicationBody, CreateJobListingBody } from './schemas.ts';

/** The job of the sample application (any UUID: tests give their job's id). */
const SAMPLE_JOB_ID = '6b1f0c2e-4d3a-4e8b-9c7d-2a1b3c4d5e6f';

/**
 * The sample bodies of the jobs contract (decision 182 "Samples"; checked by api/test/contracts.test.ts):
 * - `create`: THE valid POST /api/job-listings body of the tests (spec 001 §5 Job post form) — a nurse's job in
 *   Jaffna, monthly LKR salary, deadline in 30 days;
 * - `apply`: THE valid POST /api/job-applications body (spec 001 §5 Application form), available in 14 days;
 * - the owner's edit, the employer's status change and the admin's review.
 */
export const jobsSamples = defineSamples(jobsContract, {
  create: () => ({
    title: 'Staff Nurse — Jaffna Teaching Hospital',
    companyName: 'Northern Care Hospitals',
    description: 'We are looking for a registered staff nurse for our medical ward. Tamil and English speaking patients.',
    requirements: 'Registered nurse with at least one year of ward experience.',
    responsibilities: 'Patient care on day and night shifts, medication rounds and records.',
    jobType: 'full_time',
    experience: '1-3',
    workMode: 'onsite',
    category: 'healthcare',
    industry: 'Hospitals',
    country: 'Sri Lanka',
    city: 'Jaffna',
    location: 'Hospital Road, Jaffna',
    salaryMin: '90000',
    salaryMax: '140000',
    currency: 'LKR',
    salaryPeriod: 'monthly',
    education: 'Diploma in Nursing',
    skills: ['Patient care', 'Tamil', 'First aid'],
    languages: ['Tamil', 'English'],
    benefits: ['Meals', 'Transport'],
    contactEmail: 'jobs@northerncare.example',
    contactPhone: '+94 21 222 3456',
    applicationDeadline: isoDateInDays(30),
    applicationUrl: '',
    companySize: '201-500',
    companyWebsite: 'https://northerncare.example',
    isFeatured: false,
    isUrgent: true,
  }),
  update: { salaryMax: '150000', isUrgent: false },
  apply: () => ({
    jobId: SAMPLE_JOB_ID,
    coverLetter:
      'I have worked for two years on the medical ward of a district hospital and would like to serve patients in Jaffna. I speak Tamil and English.',
    resumeUrl: 'https://example.com/cv.pdf',
    expectedSalary: 'LKR 120,000',
    availabilityDate: isoDateInDays(14),
    fullName: 'Kavitha Sivakumar',
    email: 'kavitha@example.com',
    phone: '+94 77 555 1234',
    currentLocation: 'Jaffna',
    currentJobTitle: 'Nurse',
    currentCompany: 'Base Hospital Point Pedro',
    totalExperience: '1-3',
    relevantExperience: '2 years on a medical ward',
  }),
  setApplicationStatus: { status: 'shortlisted' },
  review: { decision: 'approve' },
});

/**
 * The job sample ({@link jobsSamples} `create`) with `overrides` replacing fields as given (invalid values too, for
 * validation tests).
 */
export function jobBody(overrides: Record<string, unknown> = {}): CreateJobListingBody & Record<string, unknown> {
  return { ...sampleBody(jobsSamples, 'create'), ...overrides } as CreateJobListingBody & Record<string, unknown>;
}

/** The application sample ({@link jobsSamples} `apply`) for job `jobId`, with `overrides` replacing fields. */
export function applicationBody(jobId: string, overrides: Record<string, unknown> = {}): CreateJobApplicationBody & Record<string, unknown> {
  return { ...sampleBody(jobsSamples, 'apply'), jobId, ...overrides } as CreateJobApplicationBody & Record<string, unknown>;
}
