import { defineSamples, sampleBody } from '../contracts/contract.ts';
import { serverToday, yearsBefore } from './age.ts';
import { marriageContract } from './contract.ts';
import type { CreateMarriageProfileBody } from './schemas.ts';

/** The sample profile of someone `age` years old today (UTC). */
const profileOfAge = (age: number): CreateMarriageProfileBody => ({
  name: 'Kavitha Sivakumar',
  dateOfBirth: yearsBefore(serverToday(new Date()), age),
  gender: 'female',
  city: 'Toronto',
  country: 'Canada',
  education: 'post_graduate',
  occupation: 'it_professional',
  diet: 'vegetarian',
  heightCm: 162,
  star: 'rohini',
  languages: ['Tamil', 'English'],
  aboutMe: 'யாழ்ப்பாணத்தில் பிறந்து ரொறன்ரோவில் வளர்ந்தேன். I value family and honesty.',
  managedBy: 'parent',
});

/**
 * The sample bodies of the marriage contract (decision 182 "Samples"; checked by api/test/contracts.test.ts):
 * `create` is THE valid POST /api/marriage-profiles body of the tests — a woman of 28 in Toronto, her profile
 * managed by a parent; then the owner's edit, an interest, its answer, a report and the admin's review.
 */
export const marriageSamples = defineSamples(marriageContract, {
  create: () => profileOfAge(28),
  update: { city: 'Mississauga', partnerPreferences: 'A kind, educated partner who values family.' },
  sendInterest: { message: 'வணக்கம். We liked your profile and would like to talk.' },
  respondInterest: { decision: 'accept' },
  report: { reason: 'The photos belong to someone else.' },
  review: { decision: 'approve' },
});

/**
 * The profile sample ({@link marriageSamples} `create`) of someone `age` years old today (UTC, default 28), with
 * `overrides` replacing fields.
 */
export function profileBody(overrides: Partial<CreateMarriageProfileBody> & { age?: number } = {}): Record<string, unknown> & CreateMarriageProfileBody {
  const { age, ...rest } = overrides;
  const base = age === undefined ? sampleBody(marriageSamples, 'create') : profileOfAge(age);
  return { ...base, ...rest };
}
