import { randomUUID } from 'node:crypto';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { communityPostBody } from '#shared/community/samples.ts';
import { communityContract } from '#shared/community/contract.ts';
import { call } from '../../test/call.ts';
import { createTestApp } from '../../test/harness.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { uploadPhoto } from '../store/store.test-support.ts';
import { CommunityPostSchema } from './community.entity.ts';

// Posting is rate-limited per member (issue 19 item 5; production: 10 an hour). Here: 2 an hour, to stay quick.
test.override({
  // eslint-disable-next-line no-empty-pattern -- vitest reads the fixtures a function asks for from its first parameter
  app: [async ({}, use) => {
    const app = await createTestApp({}, { rateLimits: { communityPostAccount: { points: 2, durationSeconds: 3600 } } });
    await use(app);
    await app.close();
  }, { scope: 'file' }],
});

describe('community posting rate limit', () => {
  test('the third post within the hour is 429 rate_limited for that member only, and nothing is written', async ({ app, member, otherMember }) => {
    for (let i = 0; i < 2; i++) expect((await call(member.agent, communityContract.endpoints.create, { body: communityPostBody({ title: `Limit ${i}` }) })).status).toBe(201);
    const refused = await call(member.agent, communityContract.endpoints.create, { body: communityPostBody({ title: 'Limit 3' }) });
    expect(refused.status).toBe(429);
    expect(apiErrorSchema.parse(refused.body).code).toBe('rate_limited');
    expect(await app.orm.em.fork().count(CommunityPostSchema, { owner: member.user.id })).toBe(2);
    expect((await call(otherMember.agent, communityContract.endpoints.create, { body: communityPostBody() })).status).toBe(201);
  });

  test('refused posts do not use up the quota (decision 160): only stored posts count', async ({ app, member, otherMember }) => {
    const theirs = await uploadPhoto(otherMember.agent);
    const post = (overrides: Record<string, unknown>) => call(member.agent, communityContract.endpoints.create, { body: communityPostBody(overrides) });
    expect((await post({ title: 'Counted 1' })).status).toBe(201);
    for (let i = 0; i < 3; i++) {
      expect((await post({ images: [`/objects/${randomUUID()}`] })).status).toBe(400);
      expect((await post({ images: [theirs.objectPath] })).status).toBe(403);
    }
    expect((await post({ title: 'Counted 2' })).status).toBe(201);
    expect((await post({ title: 'Over the quota' })).status).toBe(429);
    expect(await app.orm.em.fork().count(CommunityPostSchema, { owner: member.user.id })).toBe(2);
  });
});
