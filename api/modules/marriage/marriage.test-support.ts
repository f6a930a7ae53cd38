import type TestAgent from 'supertest/lib/agent.js';
import type { CreateMarriageProfileBody, MarriageProfile } from '#shared/marriage/schemas.ts';
import { createMarriageProfileBodySchema, marriageProfileSchema } from '#shared/marriage/schemas.ts';
import { serverToday, yearsBefore } from '#shared/marriage/age.ts';
import type { TestApp } from '../../test/harness.ts';
import type { User } from '../users/user.entity.ts';
import { MarriageProfileSchema } from './marriage.entity.ts';

/** A valid profile body of someone `age` years old today (UTC); `overrides` replace fields. */
export function profileBody(overrides: Partial<CreateMarriageProfileBody> & { age?: number } = {}): Record<string, unknown> & CreateMarriageProfileBody {
  const { age = 28, ...rest } = overrides;
  return {
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
    ...rest,
  };
}

/** Creates a profile as `owner` (201 expected). */
export async function createProfile(owner: TestAgent, overrides: Parameters<typeof profileBody>[0] = {}): Promise<MarriageProfile> {
  const res = await owner.post('/api/marriage-profiles').send(profileBody(overrides));
  if (res.status !== 201) throw new Error(`create profile: ${res.status} ${res.text}`);
  return marriageProfileSchema.parse(res.body);
}

/** Creates a profile as `owner` and has `admin` approve it. */
export async function approvedProfile(owner: TestAgent, admin: TestAgent, overrides: Parameters<typeof profileBody>[0] = {}): Promise<MarriageProfile> {
  const profile = await createProfile(owner, overrides);
  const res = await admin.post(`/api/admin/marriage-profiles/${profile.id}/review`).send({ decision: 'approve' });
  if (res.status !== 200) throw new Error(`approve: ${res.status} ${res.text}`);
  return marriageProfileSchema.parse(res.body);
}

/** Inserts a pending profile of `owner` through the ORM (no HTTP), validated by the shared schema; returns its id. */
export async function insertProfile(t: TestApp, owner: User): Promise<string> {
  const em = t.orm.em.fork();
  const profile = em.create(MarriageProfileSchema, { ...createMarriageProfileBodySchema.parse(profileBody()), owner } as never) as { id: string };
  await em.flush();
  return profile.id;
}
