import { vi } from 'vitest';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { communityContract } from '#shared/community/contract.ts';
import { call } from '../../test/call.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { expectOneWinner, race } from '../../test/race.ts';
import { CommunityPostSchema } from './community.entity.ts';
import { postCommunity } from './community.test-support.ts';

vi.setConfig({ testTimeout: 120_000 });

// Status changes are single conditional UPDATEs (decision 160); on PostgreSQL (CI) these requests run as concurrent
// transactions.

describe('marking one community post at the same moment', () => {
  test('"given" by the poster and "closed" by the admin at once: exactly one 200, the other 409 with where the post stands', async ({ app, member, admin }) => {
    const statuses = ['given', 'closed'] as const;
    const agents = [member.agent, admin.agent];
    await race({
      rounds: 4,
      setup: async (round) => postCommunity(member.agent, { title: `Race pair ${round}` }),
      contenders: statuses.map((status, i) => (post: { id: string }) => call(agents[i]!, communityContract.endpoints.setStatus, { params: { id: post.id }, body: { status } })),
      async check(post, responses) {
        const winner = expectOneWinner(responses, (w) => statuses[w]!, ['status_changed']);
        expect((await app.orm.em.fork().findOneOrFail(CommunityPostSchema, { id: post.id })).status).toBe(statuses[winner]);
      },
    });
  });

  test('"open again" from two devices at once: both answered with the open post, listed once', async ({ app, member }) => {
    const reopen = (post: { id: string }) => call(member.agent, communityContract.endpoints.setStatus, { params: { id: post.id }, body: { status: 'open' } });
    await race({
      rounds: 2,
      async setup(round) {
        const post = await postCommunity(member.agent, { title: `Race reopen ${round}` });
        expect((await call(member.agent, communityContract.endpoints.setStatus, { params: { id: post.id }, body: { status: 'given' } })).status).toBe(200);
        return post;
      },
      contenders: [reopen, reopen],
      async check(post, responses) {
        expect(responses.map((r) => r.status)).toEqual([200, 200]);
        expect(responses.map((r) => (r.body as { status: string }).status)).toEqual(['open', 'open']);
        expect((await app.orm.em.fork().findOneOrFail(CommunityPostSchema, { id: post.id })).closedAt).toBeNull();
      },
    });
  });

  test('a given post is not closed over (409 with currentStatus): it is opened again first; a closed one likewise', async ({ member }) => {
    const post = await postCommunity(member.agent);
    expect((await call(member.agent, communityContract.endpoints.setStatus, { params: { id: post.id }, body: { status: 'given' } })).status).toBe(200);
    const refused = await call(member.agent, communityContract.endpoints.setStatus, { params: { id: post.id }, body: { status: 'closed' } });
    expect(refused.status, refused.text).toBe(409);
    expect(apiErrorSchema.parse(refused.body)).toMatchObject({ code: 'status_changed', currentStatus: 'given' });
    expect((await call(member.agent, communityContract.endpoints.detail, { params: { id: post.id } })).body.status).toBe('given');
    // The same status again is its own answer (a resend), not a conflict.
    expect((await call(member.agent, communityContract.endpoints.setStatus, { params: { id: post.id }, body: { status: 'given' } })).status).toBe(200);
    expect((await call(member.agent, communityContract.endpoints.setStatus, { params: { id: post.id }, body: { status: 'open' } })).status).toBe(200);
    expect((await call(member.agent, communityContract.endpoints.setStatus, { params: { id: post.id }, body: { status: 'closed' } })).status).toBe(200);
    const given = await call(member.agent, communityContract.endpoints.setStatus, { params: { id: post.id }, body: { status: 'given' } });
    expect(apiErrorSchema.parse(given.body)).toMatchObject({ code: 'status_changed', currentStatus: 'closed' });
  });
});
