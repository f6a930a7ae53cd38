import type TestAgent from 'supertest/lib/agent.js';
import type { MarriageProfile } from '#shared/marriage/schemas.ts';
import { createMarriageProfileBodySchema, marriageProfileSchema } from '#shared/marriage/schemas.ts';
import { profileBody } from '#shared/marriage/samples.ts';
import { marriageContract } from '#shared/marriage/contract.ts';
import { call } from '../../test/call.ts';
import type { TestApp } from '../../test/harness.ts';
import type { User } from '../users/user.entity.ts';
import { MarriageProfileSchema } from './marriage.entity.ts';

export { profileBody } from '#shared/marriage/samples.ts';

/** Creates a profile as `owner` (201 expected). */
export async function createProfile(owner: TestAgent, overrides: Parameters<typeof profileBody>[0] = {}): Promise<MarriageProfile> {
  const res = await call(owner, marriageContract.endpoints.create, { body: profileBody(overrides) });
  if (res.status !== 201) throw new Error(`create profile: ${res.status} ${res.text}`);
  return marriageProfileSchema.parse(res.body);
}

/** Creates a profile as `owner` and has `admin` approve it. */
export async function approvedProfile(owner: TestAgent, admin: TestAgent, overrides: Parameters<typeof profileBody>[0] = {}): Promise<MarriageProfile> {
  const profile = await createProfile(owner, overrides);
  const res = await call(admin, marriageContract.endpoints.review, { params: { id: profile.id }, body: { decision: 'approve' } });
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
