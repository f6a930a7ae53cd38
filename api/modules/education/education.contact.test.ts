import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent.js';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { teacherDetailSchema, teacherListSchema } from '#shared/education/schemas.ts';
import { paymentCreatedSchema, subscriptionStatusSchema } from '#shared/payments/schemas.ts';
import { educationContract } from '#shared/education/contract.ts';
import { paymentsContract } from '#shared/payments/contract.ts';
import { call } from '../../test/call.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createMember, loginAgent } from '../../test/factories.ts';
import { makeAdmin, pay, testClock } from '../payments/payments.test-support.ts';
import { createTeacher } from './education.test-support.ts';

// Teacher contact behind the £2/month education subscription (spec 000 §4 Teacher and education, §9; issue 17
// item 2), paid on the built-in simulator, decided by payments' one entitlement rule.

const clock = testClock('2026-11-15T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

async function newMember(): Promise<{ agent: TestAgent; id: string }> {
  const m = await createMember(t);
  return { agent: await loginAgent(t, m.user.email, m.password), id: m.user.id };
}

const PHONE = '+447911123456';
/** What `agent` sees of the teacher's phone in the list, on the page and through the contact-access check. */
async function phoneSeenBy(agent: TestAgent, teacherId: string) {
  const list = teacherListSchema.parse((await call(agent, educationContract.endpoints.teachers, { query: { limit: 100 } })).body).items.find((x) => x.id === teacherId)!;
  const detail = teacherDetailSchema.parse((await call(agent, educationContract.endpoints.teacher, { params: { id: teacherId } })).body);
  const check = await call(agent, paymentsContract.endpoints.checkContactAccess, { body: { serviceType: 'teacher', serviceId: teacherId } });
  return { list: list.phone, detail: detail.phone, hidden: detail.contactHidden, check: check.status === 401 ? 'login' : check.body };
}
const educationStatus = async (agent: TestAgent) => subscriptionStatusSchema.parse((await call(agent, paymentsContract.endpoints.educationSubscriptionStatus)).body);

describe('who sees a teacher\'s phone (guest / member / £1 member / education subscriber / teacher / admin)', () => {
  it('only the teacher, the admin and education subscribers; the phone is never in any other response', async () => {
    const teacher = await newMember();
    const profile = await createTeacher(teacher.agent, { phone: PHONE });
    const hidden = { list: null, detail: null, hidden: true, check: { hasAccess: false } };

    expect(await phoneSeenBy(t.agent(), profile.id)).toEqual({ ...hidden, check: 'login' });
    const plain = await newMember();
    expect(await phoneSeenBy(plain.agent, profile.id)).toEqual(hidden);
    const raw = await call(plain.agent, educationContract.endpoints.teacher, { params: { id: profile.id } });
    expect(raw.text).not.toContain(PHONE.slice(3));

    // The £1 membership unlocks taxi and store numbers, not teachers.
    const member = await newMember();
    await pay(member.agent, 'subscription');
    expect(await phoneSeenBy(member.agent, profile.id)).toEqual(hidden);

    const subscriber = await newMember();
    const created = await call(subscriber.agent, paymentsContract.endpoints.educationSubscriptionCreate);
    expect(created.status, created.text).toBe(201);
    expect(paymentCreatedSchema.parse(created.body)).toMatchObject({ amountPence: 200, currency: 'GBP' });
    expect((await educationStatus(subscriber.agent)).isActive).toBe(false);
    await pay(subscriber.agent, 'education');
    expect(await educationStatus(subscriber.agent)).toMatchObject({ isActive: true, cancelAtPeriodEnd: false });
    expect(await phoneSeenBy(subscriber.agent, profile.id)).toEqual({ list: PHONE, detail: PHONE, hidden: false, check: { hasAccess: true, contactNumber: PHONE } });
    // The education subscription is its own plan: the £1 membership status stays inactive.
    expect(subscriptionStatusSchema.parse((await call(subscriber.agent, paymentsContract.endpoints.subscriptionStatus)).body).isActive).toBe(false);

    expect((await phoneSeenBy(teacher.agent, profile.id)).detail).toBe(PHONE);
    const admin = await newMember();
    await makeAdmin(t, admin.id);
    expect((await phoneSeenBy(admin.agent, profile.id)).detail).toBe(PHONE);
  });

  it('a second education subscription is 409; cancel keeps access to the period end, then it is gone', async () => {
    const teacher = await newMember();
    const profile = await createTeacher(teacher.agent, { phone: PHONE });
    const subscriber = await newMember();
    await pay(subscriber.agent, 'education');
    const second = await call(subscriber.agent, paymentsContract.endpoints.educationSubscriptionCreate);
    expect(second.status).toBe(409);
    expect(apiErrorSchema.parse(second.body).code).toBe('already_entitled');

    const cancelled = subscriptionStatusSchema.parse((await call(subscriber.agent, paymentsContract.endpoints.educationSubscriptionCancel)).body);
    expect(cancelled).toMatchObject({ isActive: true, cancelAtPeriodEnd: true });
    expect((await phoneSeenBy(subscriber.agent, profile.id)).detail).toBe(PHONE);
    expect((await call(subscriber.agent, paymentsContract.endpoints.subscriptionCancel)).status).toBe(404);

    clock.set(new Date((cancelled.periodEnd! + 1) * 1000));
    try {
      expect((await educationStatus(subscriber.agent)).isActive).toBe(false);
      expect((await phoneSeenBy(subscriber.agent, profile.id)).detail).toBeNull();
    } finally {
      clock.set('2026-11-15T12:00:00Z');
    }
  });
});

describe('reviews (issue 17 item 5)', () => {
  it('by education subscribers who were shown the phone, once per member and teacher, never by the teacher; shown as an average', async () => {
    const teacher = await newMember();
    const profile = await createTeacher(teacher.agent);
    const review = { rating: 5, text: 'My daughter now reads Tamil stories on her own.' };

    const plain = await newMember();
    const refused = await call(plain.agent, educationContract.endpoints.reviewTeacher, { params: { id: profile.id }, body: review });
    expect(refused.status).toBe(403);
    expect(apiErrorSchema.parse(refused.body).code).toBe('education_subscription_required');
    expect((await call(teacher.agent, educationContract.endpoints.reviewTeacher, { params: { id: profile.id }, body: review })).status).toBe(409);

    const [a, b] = [await newMember(), await newMember()];
    await pay(a.agent, 'education');
    await pay(b.agent, 'education');
    // A subscriber who never opened the teacher's page has not contacted them: refused until the phone was shown.
    const notContacted = await call(a.agent, educationContract.endpoints.reviewTeacher, { params: { id: profile.id }, body: review });
    expect(notContacted.status).toBe(403);
    expect(apiErrorSchema.parse(notContacted.body)).toMatchObject({ code: 'teacher_not_contacted', message: "Open the teacher's contact details before writing a review" });
    expect((await phoneSeenBy(a.agent, profile.id)).detail).toBe(profile.phone);
    expect((await phoneSeenBy(b.agent, profile.id)).detail).toBe(profile.phone);
    expect((await call(a.agent, educationContract.endpoints.reviewTeacher, { params: { id: profile.id }, body: review })).status).toBe(201);
    const again = await call(a.agent, educationContract.endpoints.reviewTeacher, { params: { id: profile.id }, body: { rating: 1, text: 'Trying to review a second time.' } });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(again.body).code).toBe('already_reviewed');
    expect((await call(b.agent, educationContract.endpoints.reviewTeacher, { params: { id: profile.id }, body: { rating: 4, text: 'Patient and well prepared lessons.' } })).status).toBe(201);
    expect((await call(b.agent, educationContract.endpoints.reviewTeacher, { params: { id: profile.id }, body: { rating: 6, text: 'Six stars is not a thing.' } })).status).toBe(400);

    const detail = teacherDetailSchema.parse((await call(t.agent(), educationContract.endpoints.teacher, { params: { id: profile.id } })).body);
    expect(detail).toMatchObject({ ratingAverage: 4.5, ratingCount: 2 });
    expect(detail.reviews.map((r) => r.rating).sort()).toEqual([4, 5]);
  });
});
