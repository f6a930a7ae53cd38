import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { marriageInterestSchema, marriageProfileSchema, myMarriageInterestsSchema } from '#shared/marriage/schemas.ts';
import { marriageContract } from '#shared/marriage/contract.ts';
import { call } from '../../test/call.ts';
import { signedIn } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { describe, expect, test } from '../../test/fixtures.ts';
import { AuditEventSchema } from '../audit/audit-event.entity.ts';
import { MarriageInterestSchema, MarriageReportSchema } from './marriage.entity.ts';
import { approvedProfile, createProfile } from './marriage.test-support.ts';

vi.setConfig({ testTimeout: 90_000 });

describe('interest requests (issue 16 item 3)', () => {
  test('a member with an approved profile sends interest; the receiver is mailed, accepts, and the sender is mailed', async ({ app, member, otherMember, admin }) => {
    const bride = await approvedProfile(member.agent, admin.agent, { name: 'Kavitha Sivakumar' });
    await approvedProfile(otherMember.agent, admin.agent, { name: 'Arun Rajendran', gender: 'male' });
    const sent = await call(otherMember.agent, marriageContract.endpoints.sendInterest, { params: { id: bride.id }, body: { message: 'வணக்கம், உங்கள் விவரம் பிடித்திருக்கிறது.' } });
    expect(sent.status, sent.text).toBe(201);
    const interest = marriageInterestSchema.parse(sent.body);
    expect(interest).toMatchObject({ status: 'pending', other: { profileId: bride.id, name: 'Kavitha Sivakumar' } });
    await app.jobs.runUntilIdle();
    expect((await app.mailer.listOutbox()).find((m) => m.to === member.user.email && m.subject.includes('interest'))?.text).toContain('Arun Rajendran');

    const mine = myMarriageInterestsSchema.parse((await call(member.agent, marriageContract.endpoints.myInterests)).body);
    expect(mine.received.map((i) => [i.id, i.other.name])).toEqual([[interest.id, 'Arun Rajendran']]);
    // Only the receiver answers; the sender cannot accept their own request.
    expect((await call(otherMember.agent, marriageContract.endpoints.respondInterest, { params: { id: interest.id }, body: { decision: 'accept' } })).status).toBe(404);
    const accepted = await call(member.agent, marriageContract.endpoints.respondInterest, { params: { id: interest.id }, body: { decision: 'accept' } });
    expect(marriageInterestSchema.parse(accepted.body).status).toBe('accepted');
    expect((await call(member.agent, marriageContract.endpoints.respondInterest, { params: { id: interest.id }, body: { decision: 'decline' } })).status).toBe(409);
    await app.jobs.runUntilIdle();
    expect((await app.mailer.listOutbox()).some((m) => m.to === otherMember.user.email && m.subject.includes('accepted'))).toBe(true);
    // Both see the accepted interest on the profile.
    expect(marriageProfileSchema.parse((await call(otherMember.agent, marriageContract.endpoints.detail, { params: { id: bride.id } })).body).interest).toMatchObject({ direction: 'out', status: 'accepted' });
  });

  test('refused: without an own approved profile (403), to oneself (400), to a pending or hidden profile (404)', async ({ app, member, otherMember, admin }) => {
    const target = await approvedProfile(member.agent, admin.agent);
    expect((await call(otherMember.agent, marriageContract.endpoints.sendInterest, { params: { id: target.id }, body: {} })).status).toBe(403);
    await createProfile(otherMember.agent, { gender: 'male' });
    expect((await call(otherMember.agent, marriageContract.endpoints.sendInterest, { params: { id: target.id }, body: {} })).status).toBe(403);
    expect((await call(member.agent, marriageContract.endpoints.sendInterest, { params: { id: target.id }, body: {} })).status).toBe(400);
    const third = await signedIn(app);
    const pending = await createProfile(third.agent);
    expect((await call(member.agent, marriageContract.endpoints.sendInterest, { params: { id: pending.id }, body: {} })).status).toBe(404);
    const hidden = await approvedProfile((await signedIn(app)).agent, admin.agent);
    await call(admin.agent, marriageContract.endpoints.review, { params: { id: hidden.id }, body: { decision: 'hide' } });
    expect((await call(member.agent, marriageContract.endpoints.sendInterest, { params: { id: hidden.id }, body: {} })).status).toBe(404);
    expect(await app.orm.em.fork().count(MarriageInterestSchema, { fromProfile: { owner: member.user.id } })).toBe(0);
  });

  test('15 concurrent duplicate interests make one row; the others get 409', async ({ app, member, otherMember, admin }) => {
    const target = await approvedProfile(member.agent, admin.agent);
    const mine = await approvedProfile(otherMember.agent, admin.agent, { gender: 'male' });
    const results = await Promise.all(Array.from({ length: 15 }, () => call(otherMember.agent, marriageContract.endpoints.sendInterest, { params: { id: target.id } }).set('Idempotency-Key', randomUUID()).send({})));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(14);
    expect(apiErrorSchema.parse(results.find((r) => r.status === 409)!.body).code).toBe('conflict');
    expect(await app.orm.em.fork().count(MarriageInterestSchema, { fromProfile: mine.id, toProfile: target.id })).toBe(1);
  });
});

describe('the daily interest quota counts only interests sent (decision 160)', () => {
  test('duplicates and refused interests give their point back; the quota refuses the third one sent', async () => {
    const t = await createTestApp({}, { rateLimits: { marriageInterestAccount: { points: 2, durationSeconds: 24 * 60 * 60 } } });
    try {
      const admin = await signedIn(t, 'admin');
      const sender = await signedIn(t);
      await approvedProfile(sender.agent, admin.agent, { gender: 'male', name: 'Arun Selvam' });
      const [a, b, c] = await Promise.all([1, 2, 3].map(async () => approvedProfile((await signedIn(t)).agent, admin.agent)));
      const pending = await createProfile((await signedIn(t)).agent);
      const send = (id: string) => call(sender.agent, marriageContract.endpoints.sendInterest, { params: { id }, body: {} });
      expect((await send(a!.id)).status).toBe(201);
      for (let i = 0; i < 3; i++) expect((await send(a!.id)).status).toBe(409);
      for (let i = 0; i < 3; i++) expect((await send(pending.id)).status).toBe(404);
      expect((await send(b!.id)).status).toBe(201);
      const refused = await send(c!.id);
      expect(refused.status).toBe(429);
      expect(apiErrorSchema.parse(refused.body).code).toBe('rate_limited');
      expect(await t.orm.em.fork().count(MarriageInterestSchema, {})).toBe(2);
    } finally {
      await t.close();
    }
  });
});

describe('reports and moderation (issue 16 item 6)', () => {
  test('a member reports a profile once; the admin sees it in the reported queue, hides it, and every decision is audited', async ({ app, member, otherMember, admin, guest }) => {
    const profile = await approvedProfile(member.agent, admin.agent, { city: 'Report-Test-City' });
    const first = await call(otherMember.agent, marriageContract.endpoints.report, { params: { id: profile.id }, body: { reason: 'The photos and details look copied from another site.' } });
    expect(first.status, first.text).toBe(201);
    expect((await call(otherMember.agent, marriageContract.endpoints.report, { params: { id: profile.id }, body: { reason: 'Reporting the same profile again.' } })).status).toBe(409);
    expect((await call(otherMember.agent, marriageContract.endpoints.report, { params: { id: profile.id }, body: { reason: 'short' } })).status).toBe(400);
    expect(await app.orm.em.fork().count(MarriageReportSchema, { profile: profile.id })).toBe(1);

    const reported = await call(admin.agent, marriageContract.endpoints.adminList, { query: { reported: 'true' } });
    const item = (reported.body as { items: { id: string; reports: { reason: string }[] }[] }).items.find((p) => p.id === profile.id);
    expect(item?.reports.map((r) => r.reason)).toEqual(['The photos and details look copied from another site.']);
    expect((await call(admin.agent, marriageContract.endpoints.review, { params: { id: profile.id }, body: { decision: 'hide', reason: 'Under review after a report' } })).status).toBe(200);
    expect((await call(guest, marriageContract.endpoints.detail, { params: { id: profile.id } })).status).toBe(404);
    expect((await call(admin.agent, marriageContract.endpoints.review, { params: { id: profile.id }, body: { decision: 'reject' } })).status).toBe(400);

    const events = await app.orm.em.fork().find(AuditEventSchema, { event: { $like: 'marriage_profile_%' }, userId: admin.user.id }, { orderBy: { createdAt: 'asc' } });
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['marriage_profile_approved', 'marriage_profile_hidden']));
  });
});
