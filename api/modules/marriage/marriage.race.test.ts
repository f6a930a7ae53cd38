import { vi } from 'vitest';
import { marriageContract } from '#shared/marriage/contract.ts';
import { call } from '../../test/call.ts';
import { signedIn } from '../../test/factories.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { expectOneWinner, race } from '../../test/race.ts';
import { MarriageInterestSchema, MarriageProfileSchema } from './marriage.entity.ts';
import { approvedProfile, createProfile } from './marriage.test-support.ts';

vi.setConfig({ testTimeout: 120_000 });

// Status changes are single conditional UPDATEs (decision 160); on PostgreSQL (CI) these requests run as concurrent
// transactions.

describe('answering one interest twice at the same moment', () => {
  test('accepts and declines sent together: exactly one wins, the row and the sender\'s mail match it', async ({ app, admin }) => {
    const receiver = await signedIn(app);
    const bride = await approvedProfile(receiver.agent, admin.agent, { name: 'Vasanthi Rajendran' });
    const decisions = ['accept', 'decline', 'accept', 'decline'] as const;
    const answer = (winner: number) => (decisions[winner] === 'accept' ? 'accepted' : 'declined');
    await race({
      rounds: 6,
      async setup() {
        const sender = await signedIn(app);
        await approvedProfile(sender.agent, admin.agent, { name: 'Arun Selvam', gender: 'male' });
        const sent = await call(sender.agent, marriageContract.endpoints.sendInterest, { params: { id: bride.id }, body: {} });
        expect(sent.status, sent.text).toBe(201);
        return { sender, interestId: (sent.body as { id: string }).id };
      },
      contenders: decisions.map((decision) => ({ interestId }: { interestId: string }) => call(receiver.agent, marriageContract.endpoints.respondInterest, { params: { id: interestId }, body: { decision } })),
      async check({ sender, interestId }, responses) {
        const winner = expectOneWinner(responses, answer, ['interest_already_accepted', 'interest_already_declined']);
        const row = await app.orm.em.fork().findOneOrFail(MarriageInterestSchema, { id: interestId });
        expect(row.status).toBe(answer(winner));
        const mails = (await app.mailer.listOutbox()).filter((m) => m.to === sender.user.email && m.subject.includes('accepted'));
        expect(mails).toHaveLength(answer(winner) === 'accepted' ? 1 : 0);
      },
    });
  });
});

describe('reviews of one marriage profile at the same moment', () => {
  test('four approvals at once (two administrators, double clicks): approved once, one mail to the owner', async ({ app, admin }) => {
    const otherAdmin = await signedIn(app, 'admin');
    const approve = (agent: typeof admin.agent) => ({ profileId }: { profileId: string }) => call(agent, marriageContract.endpoints.review, { params: { id: profileId }, body: { decision: 'approve' } });
    await race({
      rounds: 3,
      async setup() {
        const owner = await signedIn(app);
        return { owner, profileId: (await createProfile(owner.agent)).id };
      },
      contenders: [approve(admin.agent), approve(admin.agent), approve(otherAdmin.agent), approve(otherAdmin.agent)],
      async check({ owner, profileId }, responses) {
        expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
        expect((await app.orm.em.fork().findOneOrFail(MarriageProfileSchema, { id: profileId })).status).toBe('approved');
        const mails = (await app.mailer.listOutbox()).filter((m) => m.to === owner.user.email && m.subject.includes('approved'));
        expect(mails).toHaveLength(1);
      },
    });
  });
});
