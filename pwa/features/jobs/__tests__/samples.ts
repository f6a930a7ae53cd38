import type { JobApplication, JobListing } from '#shared/jobs/schemas.ts';

/** The job the jobs feature's component tests apply to (an id the mock API answers for). */
export const SAMPLE_JOB_ID = '7d4f3a52-5f4b-4d47-9a43-0c7a1f0e2b11';

/**
 * An application as GET /api/my/applications and the employer's list answer it (shared/jobs/schemas.ts
 * `JobApplication`): submitted, no CV, to {@link SAMPLE_JOB_ID}; `overrides` replace fields.
 */
export const sampleApplication = (overrides: Partial<JobApplication> = {}): JobApplication => ({
  id: '0b6c7f1e-2a43-4f0e-8d8b-6a8b1d5c9e21',
  jobId: SAMPLE_JOB_ID,
  job: { id: SAMPLE_JOB_ID, title: 'Accountant', companyName: 'Jaffna Traders' },
  coverLetter: 'x'.repeat(120),
  resumeUrl: null,
  resumeObjectId: null,
  expectedSalary: null,
  availabilityDate: null,
  fullName: 'Kavitha Sivakumar',
  email: 'kavitha@example.com',
  phone: '+94775551234',
  currentLocation: 'Jaffna',
  currentJobTitle: null,
  currentCompany: null,
  totalExperience: '3-5',
  relevantExperience: null,
  status: 'submitted',
  createdAt: '2026-11-20T09:00:00.000Z',
  statusChangedAt: null,
  ...overrides,
});

/** {@link SAMPLE_JOB_ID} as GET /api/job-listings/:id answers it to another member: approved, open, not theirs. */
export const sampleJob: JobListing = {
  id: SAMPLE_JOB_ID, title: 'Accountant', companyName: 'Jaffna Traders', description: 'd'.repeat(60), requirements: 'r'.repeat(30), responsibilities: 'x'.repeat(30),
  jobType: 'full_time', experience: '1-3', workMode: 'onsite', category: 'finance', industry: 'Trade', country: 'Sri Lanka', city: 'Jaffna', location: 'Jaffna town',
  salaryMin: null, salaryMax: null, currency: 'LKR', salaryPeriod: 'monthly', education: 'Degree', skills: [], languages: [], benefits: [], contactEmail: 'jobs@example.com',
  contactPhone: null, applicationDeadline: null, applicationUrl: null, companySize: null, companyWebsite: null, isFeatured: false, isUrgent: false, isApproved: true,
  isActive: true, reviewStatus: 'approved', rejectionReason: null, viewCount: 0, applicationCount: 0, createdAt: '2026-11-20T09:00:00.000Z', isMine: false,
};
