import { describe, expect, it } from 'vitest';
import { V } from '../messages.ts';
import { applicationBody, jobBody } from './samples.ts';
import { isoDateInDays } from '../taxi/samples.ts';
import { createJobApplicationBodySchema, createJobListingBodySchema, jobReviewBodySchema, normaliseTags, updateJobListingBodySchema } from './schemas.ts';

/** The messages of each failing field of `schema.safeParse(body)`. */
function fieldErrors(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, body: unknown) {
  const res = schema.safeParse(body);
  const out: Record<string, string[]> = {};
  for (const issue of res.error?.issues ?? []) (out[String(issue.path[0] ?? '')] ??= []).push(issue.message);
  return out;
}

describe('createJobListingBodySchema (spec 001 §5 Job post form)', () => {
  it('accepts the test body and normalises it', () => {
    const out = createJobListingBodySchema.parse(jobBody({ salaryMin: '90,000', skills: [' Tamil ', 'tamil', '', 'First aid'], contactEmail: ' Jobs@X.example ' }));
    expect(out.salaryMin).toBe('90000');
    expect(out.skills).toEqual(['Tamil', 'First aid']);
    expect(out.contactEmail).toBe('jobs@x.example');
    expect(out.contactPhone).toBe('+94212223456');
    expect(out.applicationUrl).toBeUndefined();
  });

  it('applies the defaults: INR, monthly, not featured, not urgent, empty tag lists', () => {
    const { currency, salaryPeriod, isFeatured, isUrgent, skills, benefits, languages, ...rest } = jobBody();
    void currency; void salaryPeriod; void isFeatured; void isUrgent; void skills; void benefits; void languages;
    const out = createJobListingBodySchema.parse(rest);
    expect(out).toMatchObject({ currency: 'INR', salaryPeriod: 'monthly', isFeatured: false, isUrgent: false, skills: [], languages: [], benefits: [] });
  });

  it.each([
    ['title', '', V.jobTitleRequired],
    ['title', 'x'.repeat(101), V.jobTitleTooLong],
    ['description', 'x'.repeat(49), V.jobDescriptionTooShort],
    ['description', 'x'.repeat(2001), V.jobDescriptionTooLong],
    ['requirements', 'x'.repeat(19), V.jobRequirementsTooShort],
    ['requirements', 'x'.repeat(1001), V.jobRequirementsTooLong],
    ['responsibilities', 'short', V.jobResponsibilitiesTooShort],
    ['responsibilities', 'x'.repeat(1001), V.jobResponsibilitiesTooLong],
    ['companyName', ' ', V.jobCompanyNameRequired],
    ['jobType', 'gig', V.jobTypeRequired],
    ['experience', '2-4', V.jobExperienceRequired],
    ['workMode', undefined, V.jobWorkModeRequired],
    ['category', 'mining', V.jobCategoryRequired],
    ['industry', '', V.jobIndustryRequired],
    ['location', '', V.jobLocationRequired],
    ['city', '', V.jobCityRequired],
    ['country', '', V.jobCountryRequired],
    ['education', '', V.jobEducationRequired],
    ['contactEmail', 'not-mail', V.jobEmailInvalid],
    ['applicationUrl', 'javascript:alert(1)', V.jobUrlInvalid],
    ['companyWebsite', 'ftp://x.example', V.jobUrlInvalid],
    ['salaryMin', '12abc', V.jobSalaryInvalid],
    ['salaryMax', -5, V.jobSalaryInvalid],
    ['applicationDeadline', isoDateInDays(-3), V.jobDeadlineInPast],
  ])('%s = %j → "%s"', (field, value, message) => {
    expect(fieldErrors(createJobListingBodySchema, jobBody({ [field]: value }))[field]).toContain(message);
  });

  it('refuses salaryMin above salaryMax, on salaryMax', () => {
    expect(fieldErrors(createJobListingBodySchema, jobBody({ salaryMin: '200000', salaryMax: '100000' })).salaryMax).toEqual([V.jobSalaryRange]);
    expect(createJobListingBodySchema.safeParse(jobBody({ salaryMin: '100000', salaryMax: '100000' })).success).toBe(true);
  });

  it('keeps HTML as plain text (it is escaped where shown, never stripped or rendered)', () => {
    expect(createJobListingBodySchema.parse(jobBody({ title: '<b>Cook</b>' })).title).toBe('<b>Cook</b>');
  });
});

describe('updateJobListingBodySchema', () => {
  it('accepts a subset without applying defaults', () => {
    expect(updateJobListingBodySchema.parse({ title: ' New title ' })).toEqual({ title: 'New title' });
    expect(updateJobListingBodySchema.parse({ isActive: false })).toEqual({ isActive: false });
  });
  it('keeps the rules of the post form', () => {
    expect(fieldErrors(updateJobListingBodySchema, { description: 'short' }).description).toEqual([V.jobDescriptionTooShort]);
    expect(fieldErrors(updateJobListingBodySchema, { salaryMin: '5', salaryMax: '4' }).salaryMax).toEqual([V.jobSalaryRange]);
  });
});

describe('createJobApplicationBodySchema (spec 001 §5 Application form)', () => {
  const id = '6f1c2f9e-4b7a-4c1e-9f0a-2b3c4d5e6f70';
  it('accepts the test body', () => {
    const out = createJobApplicationBodySchema.parse(applicationBody(id));
    expect(out.phone).toBe('+94775551234');
  });
  it.each([
    ['coverLetter', 'x'.repeat(99), V.coverLetterTooShort],
    ['coverLetter', 'x'.repeat(2001), V.coverLetterTooLong],
    ['fullName', '', V.fullNameRequired],
    ['email', 'nope', V.jobEmailInvalid],
    ['phone', '', V.phoneRequired],
    ['phone', '+1 23', V.phoneInvalid],
    ['currentLocation', '', V.currentLocationRequired],
    ['totalExperience', '', V.totalExperienceRequired],
    ['resumeUrl', 'data:text/html,hi', V.jobUrlInvalid],
  ])('%s = %j → "%s"', (field, value, message) => {
    expect(fieldErrors(createJobApplicationBodySchema, applicationBody(id, { [field]: value }))[field]).toContain(message);
  });
  it('treats a blank resumeUrl and optional fields as absent', () => {
    const out = createJobApplicationBodySchema.parse(applicationBody(id, { resumeUrl: '', currentCompany: '  ', availabilityDate: '' }));
    expect(out.resumeUrl).toBeUndefined();
    expect(out.currentCompany).toBeUndefined();
    expect(out.availabilityDate).toBeUndefined();
  });
});

describe('jobReviewBodySchema', () => {
  it('needs a reason to reject', () => {
    expect(jobReviewBodySchema.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(fieldErrors(jobReviewBodySchema, { decision: 'reject', reason: ' ' }).reason).toEqual([V.rejectionReasonRequired]);
  });
});

describe('normaliseTags', () => {
  it('trims, drops blanks and case-insensitive duplicates', () => {
    expect(normaliseTags([' React ', 'react', '', '  ', 'Node  js'])).toEqual(['React', 'Node js']);
  });
});
