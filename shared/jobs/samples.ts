import type { CreateJobApplicationBody, CreateJobListingBody } from './schemas.ts';
import { isoDateInDays } from '../taxi/samples.ts';

/**
 * THE valid POST /api/job-listings body of the tests (spec 001 §5 Job post form; checked by
 * shared/jobs/schemas.test.ts): a nurse's job in Jaffna, monthly LKR salary, deadline in 30 days.
 * `overrides` replace fields as given (invalid values too, for validation tests).
 */
export function jobBody(overrides: Record<string, unknown> = {}): CreateJobListingBody & Record<string, unknown> {
  return {
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
    ...overrides,
  } as CreateJobListingBody & Record<string, unknown>;
}

/** THE valid POST /api/job-applications body of the tests for job `jobId` (spec 001 §5 Application form). */
export function applicationBody(jobId: string, overrides: Record<string, unknown> = {}): CreateJobApplicationBody & Record<string, unknown> {
  return {
    jobId,
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
    ...overrides,
  } as CreateJobApplicationBody & Record<string, unknown>;
}
